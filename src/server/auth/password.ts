import { hash, verify } from '@node-rs/argon2';
import { ServiceUnavailableError } from '../../shared/errors';
import { msg } from '../../shared/messages';

/** Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/** argon2id at OWASP's minimum (19 MiB, 2 iterations, parallelism 1). */
const PARAMS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** How long a caller refused by a full hashing queue is asked to wait (`Retry-After`). */
export const HASHING_RETRY_AFTER_SECONDS = 2;

/**
 * A concurrency cap for password hashing: `concurrency` hashes at once (each takes a libuv thread and ~19 MiB), up to
 * `queueLength` more waiting in order; past that the call is refused at once with a 503 and `Retry-After`, so a flood
 * of sign-ins cannot starve the other calls of threads, memory and time. The cap is per process (it guards this
 * process's threads); what decides who may guess (the throttles) is in the database.
 */
export class HashingGate {
  #active = 0;
  readonly #waiting: (() => void)[] = [];
  constructor(
    readonly concurrency: number,
    readonly queueLength: number,
  ) {}

  /** Hashes running and waiting now. */
  get load(): { active: number; waiting: number } {
    return { active: this.#active, waiting: this.#waiting.length };
  }

  /** Run `work` under the cap: now, after the ones queued before it, or refused (ServiceUnavailableError) when full. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#active >= this.concurrency) {
      if (this.#waiting.length >= this.queueLength) {
        throw new ServiceUnavailableError(msg('accounts.passwordChecksBusy'), undefined, {
          retry_after_seconds: HASHING_RETRY_AFTER_SECONDS,
        });
      }
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#active += 1;
    }
    try {
      return await work();
    } finally {
      const next = this.#waiting.shift();
      // The slot passes straight to the next in line (the count stays), or is given back.
      if (next) next();
      else this.#active -= 1;
    }
  }
}

/** The process's password hashing: two at once, 32 waiting (README, "Sign-in budgets"). */
export const passwordHashing = new HashingGate(2, 32);

/** Hash a password with argon2id (PHC string with its salt and parameters), under the hashing cap. */
export function hashPassword(password: string): Promise<string> {
  return passwordHashing.run(() => hash(password, PARAMS));
}

/** True when the password matches the stored hash; false for a mismatch or a malformed hash. Under the hashing cap. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return passwordHashing.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

let dummyHash: Promise<string> | undefined;

/**
 * Spend the time of one password check when there is no account to check against, so a sign-in for an unknown
 * e-mail takes as long as a wrong password (no account enumeration by timing). It waits in the same queue as a real
 * check, and is refused the same way when the queue is full.
 */
export async function spendPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hash('no account has this password', PARAMS);
  const stored = await dummyHash;
  await verifyPassword(stored, password);
}
