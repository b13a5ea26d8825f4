import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { registerPasswordJudge } from './passwordJudge';

/*
 * How guessable a new password is: long enough, and not among the
 * commonly breached passwords — zxcvbn-ts's list of ~49,000 from breach corpora (@zxcvbn-ts/language-common) and its
 * estimate of guesses. No composition rules (no "one digit, one capital"): length and rarity are what count. The
 * same check runs in the shared zod schema (REST, tRPC and the forms agree) and drives the forms' strength meter.
 */

/** Passwords scoring below this (0 "too guessable" … 4 "very unguessable") are refused. */
export const MIN_PASSWORD_SCORE = 2;

/**
 * Only the first characters are judged: zxcvbn's matching grows faster than the length, and a long password is not
 * made weak by its tail (a 200-character one would otherwise block the thread for ~150 ms).
 */
const JUDGED_CHARACTERS = 64;

/** What the meter says beside the score: the main thing that makes the password guessable, if any. */
export type PasswordHint = 'common' | 'pattern' | 'dates' | 'names' | 'short' | 'moreWords' | null;

export interface PasswordStrength {
  /** zxcvbn's score, 0 (too guessable) to 4 (very unguessable). */
  score: 0 | 1 | 2 | 3 | 4;
  /** The whole password (letter case aside) is on the breached-passwords list. */
  common: boolean;
  /** Whether a new password like this is accepted (the length is checked apart). */
  acceptable: boolean;
  hint: PasswordHint;
}

let factory: ZxcvbnFactory | undefined;
let commonPasswords: Set<string> | undefined;

function checker(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: JUDGED_CHARACTERS });
  return factory;
}

/** Whether the password, as typed or in lower case, is one of the commonly breached ones. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.has(password) || commonPasswords.has(password.toLowerCase());
}

const HINTS: Record<string, PasswordHint> = {
  common: 'common',
  topTen: 'common',
  topHundred: 'common',
  similarToCommon: 'common',
  pwned: 'common',
  wordByItself: 'moreWords',
  straightRow: 'pattern',
  keyPattern: 'pattern',
  simpleRepeat: 'pattern',
  extendedRepeat: 'pattern',
  sequences: 'pattern',
  recentYears: 'dates',
  dates: 'dates',
  namesByThemselves: 'names',
  commonNames: 'names',
  userInputs: 'names',
};

/** How guessable `password` is, and whether it may be a new password. */
export function passwordStrength(password: string): PasswordStrength {
  const judged = password.slice(0, JUDGED_CHARACTERS);
  const result = checker().check(judged);
  const score = result.score as PasswordStrength['score'];
  const common = isCommonPassword(password);
  const warning = result.feedback.warning;
  const hint: PasswordHint = common
    ? 'common'
    : warning
      ? (HINTS[warning] ?? 'moreWords')
      : score < 3
        ? password.length < 12
          ? 'short'
          : 'moreWords'
        : null;
  return { score, common, acceptable: !common && score >= MIN_PASSWORD_SCORE, hint };
}

// The shared schema's judge of new passwords (src/shared/passwordJudge.ts), from the moment this module is loaded.
registerPasswordJudge((password) => passwordStrength(password).acceptable);
