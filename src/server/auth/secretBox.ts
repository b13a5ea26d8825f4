import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/*
 * Secrets kept at rest encrypted: AES-256-GCM under a key derived (HKDF-SHA256) from
 * DATA_ENCRYPTION_KEY, with a purpose of its own per kind of secret, so one key never serves two uses. A sealed value is
 * `enc1.<iv>.<ciphertext>.<tag>` (base64url); anything else is a value stored before sealing (read as it is, sealed at
 * the next write).
 */

const PREFIX = 'enc1.';

const keys = new Map<string, Buffer>();
function keyFor(secret: string, purpose: string): Buffer {
  const id = `${purpose}\u0000${secret}`;
  let key = keys.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `fellah ${purpose} v1`, 32));
    keys.set(id, key);
  }
  return key;
}

/** Whether a stored value is sealed (as opposed to a value stored in the clear before sealing). */
export function isSealed(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

/** Seal `plain` for storage. */
export function seal(plain: string, secret: string, purpose: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, purpose), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + [iv, data, cipher.getAuthTag()].map((b) => b.toString('base64url')).join('.');
}

/**
 * The plain value of a stored one: opened when sealed (null when it was sealed under another key, or altered), as it
 * is otherwise.
 */
export function unseal(stored: string, secret: string, purpose: string): string | null {
  if (!isSealed(stored)) return stored;
  const [iv, data, tag] = stored
    .slice(PREFIX.length)
    .split('.')
    .map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !data || !tag || iv.length !== 12 || tag.length !== 16) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(secret, purpose), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
