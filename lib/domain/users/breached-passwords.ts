// The optional breached-password check (README: Configuration, BREACHED_PASSWORDS_URL): the "range" API of
// Have I Been Pwned (or a mirror of it). Only the first 5 hex digits of the password's SHA-1 leave the server
// (k-anonymity); the answer lists the suffixes in that range, `SUFFIX:COUNT` a line, and we match locally.
// A network failure never blocks anyone: it is logged and the password counts as not found.
import { createHash } from 'node:crypto';
import { config } from '../../config';
import { invalid } from '../shared/errors';
import { assertStrongPassword } from './password-strength';

const TIMEOUT_MS = 3000;

/** Whether the breach corpus at BREACHED_PASSWORDS_URL lists this password (false when unset or unreachable). */
export async function isBreachedPassword(password: string): Promise<boolean> {
  const base = config.breachedPasswordsUrl;
  if (!base) return false;
  const sha1 = createHash('sha1').update(password, 'utf8').digest('hex').toUpperCase();
  const prefix = sha1.slice(0, 5);
  const suffix = sha1.slice(5);
  try {
    const response = await fetch(`${base.replace(/\/$/, '')}/${prefix}`, {
      headers: { 'Add-Padding': 'true', 'User-Agent': 'Vitrine' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = await response.text();
    return body.split('\n').some((line) => {
      const [candidate, count] = line.trim().split(':');
      // Padding lines have a count of 0: they are not breached passwords.
      return candidate?.toUpperCase() === suffix && Number(count) > 0;
    });
  } catch (error) {
    console.warn(`[accounts] breached-password check skipped: ${(error as Error).message}`);
    return false;
  }
}

/** Refuses a password that the breach corpus lists (validation_failed on `field`). */
export async function assertNotBreached(password: string, field = 'password'): Promise<void> {
  if (await isBreachedPassword(password)) {
    throw invalid(field, 'This password has appeared in a data breach: choose another one.');
  }
}

/**
 * The one rule for a new password (sign-up, reset, change, an invitation's new account): strong enough for its
 * owner's own words (`userInputs`: e-mail, name, business name), and not in the breach corpus when one is set.
 */
export async function assertAcceptablePassword(password: string, userInputs: (string | null | undefined)[], field = 'password'): Promise<void> {
  assertStrongPassword(password, userInputs, field);
  await assertNotBreached(password, field);
}
