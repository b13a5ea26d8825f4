import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { registerCache } from '../cache';

export type Role = 'customer' | 'admin';

/** What an access token carries: the user, their role and the session it belongs to. */
export interface AccessClaims {
  userId: string;
  role: Role;
  sessionId: string | null;
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** How long a refresh token (and the session it belongs to) lives since its last use. */
export const REFRESH_TOKEN_TTL_SECONDS = { rememberMe: 30 * 24 * 3600, session: 24 * 3600 } as const;
const ISSUER = 'fellah';

const keyCache = new Map<string, Uint8Array>();
registerCache('jwt-keys', () => {
  const entries = keyCache.size;
  keyCache.clear();
  return entries;
});
function key(secret: string): Uint8Array {
  let k = keyCache.get(secret);
  if (!k) {
    k = new TextEncoder().encode(secret);
    keyCache.set(secret, k);
  }
  return k;
}

export function signAccessToken(
  claims: AccessClaims,
  secret: string,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): Promise<string> {
  return new SignJWT({ role: claims.role, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key(secret));
}

/** The claims of a valid access token, or null when it is malformed, forged or expired. */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: ISSUER, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || (payload.role !== 'customer' && payload.role !== 'admin')) return null;
    return { userId: payload.sub, role: payload.role, sessionId: typeof payload.sid === 'string' ? payload.sid : null };
  } catch {
    return null;
  }
}

/** A fresh opaque token (refresh, password reset, e-mail verification): 256 random bits, URL-safe. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored for an opaque token: its SHA-256, so a leaked table grants nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/*
 * A rotated refresh token keeps its successor sealed with a key derived from the rotated token itself: only whoever
 * presents that token again can open it (the table alone, like the hashes, grants nothing), and the grace answer is
 * the very token the first presenter got — one chain, never two (RFC 9700, section 4.14.2).
 */

const SEAL_INFO = 'fellah refresh successor v1';

function sealKey(presented: string): Buffer {
  return Buffer.from(hkdfSync('sha256', presented, Buffer.alloc(0), SEAL_INFO, 32));
}

/** The successor token sealed (AES-256-GCM) under a key derived from the presented token: `iv.ciphertext.tag`, base64url. */
export function sealSuccessor(presented: string, successor: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(presented), iv);
  const data = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return [iv, data, cipher.getAuthTag()].map((b) => b.toString('base64url')).join('.');
}

/** The successor sealed by `sealSuccessor`, or null when `presented` is not the token it was sealed for (or it was altered). */
export function openSuccessor(presented: string, sealed: string): string | null {
  const [iv, data, tag] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !data || !tag || iv.length !== 12 || tag.length !== 16) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(presented), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
