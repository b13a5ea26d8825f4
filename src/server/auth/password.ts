import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/** argon2id at OWASP's minimum (19 MiB, 2 iterations, parallelism 1). */
const PARAMS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hash a password with argon2id (PHC string with its salt and parameters). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, PARAMS);
}

/** True when the password matches the stored hash; false for a mismatch or a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spend the time of one password check when there is no account to check against, so a sign-in for an unknown
 * e-mail takes as long as a wrong password (no account enumeration by timing).
 */
export async function spendPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('no account has this password');
  await verifyPassword(await dummyHash, password);
}
