import QRCode from 'qrcode';
import { Secret, TOTP } from 'otpauth';

/** The issuer shown in authenticator apps. */
const ISSUER = 'Fellah';
const PERIOD_SECONDS = 30;

function totpFor(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new TOTP secret (160 bits, base32), its otpauth:// URL and that URL as a QR code PNG data URL. */
export async function newTotpEnrolment(
  accountLabel: string,
): Promise<{ secret: string; otpauthUrl: string; qrCode: string }> {
  const secret = new Secret({ size: 20 }).base32;
  const otpauthUrl = totpFor(secret, accountLabel).toString();
  const qrCode = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  return { secret, otpauthUrl, qrCode };
}

/**
 * The time step a code belongs to when it is valid for `secret` now (one step of clock drift either way), or
 * null. Callers store the step and refuse codes at or before it, so a code works only once.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  let delta: number | null;
  try {
    delta = totpFor(secret).validate({ token: code, timestamp: now, window: 1 });
  } catch {
    return null;
  }
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** True when a string looks like a base32 TOTP secret we issued (what `2fa/confirm` sends back). */
export function isTotpSecret(secret: string): boolean {
  return /^[A-Z2-7]{32}$/.test(secret);
}
