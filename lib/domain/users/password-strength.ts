// Password strength (README: Accounts): zxcvbn-ts estimates how guessable a password is, with the common and
// English dictionaries, and the person's own e-mail, name and business name counted as easy guesses. A score
// of 3 ("safely unguessable: moderate protection from offline slow-hash scenario") or more is required, on top
// of passwordSchema's length (checked by the bodies' schemas). No server-only import: the sign-up and reset
// forms load this file for their live hint. A password in a breach corpus is refused by breached-passwords.ts.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { invalid } from '../shared/errors';

export const MIN_PASSWORD_SCORE = 3;

let factory: ZxcvbnFactory | undefined;
const zxcvbn = () =>
  (factory ??= new ZxcvbnFactory({
    translations: en.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary },
  }));

export type PasswordStrength = { score: 0 | 1 | 2 | 3 | 4; strong: boolean; feedback: string | null };

/** The parts of an address and a name a guesser would try: the whole thing and each word in it. */
function guessableInputs(inputs: (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const input of inputs) {
    if (!input) continue;
    const lower = input.toLowerCase();
    words.add(lower);
    for (const part of lower.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

/** How guessable a password is; `feedback` is the library's advice (a warning, else a suggestion). */
export function passwordStrength(password: string, userInputs: (string | null | undefined)[] = []): PasswordStrength {
  const result = zxcvbn().check(password.slice(0, 200), guessableInputs(userInputs));
  const advice = [result.feedback.warning, ...result.feedback.suggestions].filter((text): text is string => !!text);
  const strong = result.score >= MIN_PASSWORD_SCORE;
  return {
    score: result.score,
    strong,
    feedback: strong ? null : (advice.join(' ') || 'Make it longer, or add a few uncommon words.'),
  };
}

/** Refuses a password that is too easy to guess (validation_failed on `field`, with the advice as the message). */
export function assertStrongPassword(password: string, userInputs: (string | null | undefined)[], field = 'password'): string {
  const { strong, feedback } = passwordStrength(password, userInputs);
  if (!strong) throw invalid(field, `This password is too easy to guess. ${feedback}`);
  return password;
}
