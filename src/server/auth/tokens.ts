import { createHash, randomBytes } from 'node:crypto';
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

export function signAccessToken(claims: AccessClaims, secret: string, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): Promise<string> {
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
