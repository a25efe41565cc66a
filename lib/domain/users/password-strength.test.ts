import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors';
import { assertStrongPassword, passwordStrength } from './password-strength';

describe('password strength', () => {
  it('refuses common and patterned passwords with the advice, accepts a long uncommon one', () => {
    for (const weak of ['password123', 'qwertyuiop', 'aaaaaaaaaaaa', '1234567890', 'iloveyou2024']) {
      const result = passwordStrength(weak);
      expect(result.strong, weak).toBe(false);
      expect(result.feedback, weak).toBeTruthy();
    }
    expect(passwordStrength('violet tractor orbits 42 quietly')).toMatchObject({ strong: true, feedback: null });
  });

  it("counts the person's own words as easy guesses", () => {
    expect(passwordStrength('frituurjosephine').strong).toBe(true);
    expect(passwordStrength('frituurjosephine', ['Frituur Josephine']).strong).toBe(false);
    expect(passwordStrength('vandenbroucke2024', ['m.vandenbroucke@example.be']).strong).toBe(false);
  });

  it('throws validation_failed on the named field, with the advice', () => {
    const error = (password: string) => {
      try {
        assertStrongPassword(password, [], 'newPassword');
      } catch (caught) {
        return caught as DomainError;
      }
      return null;
    };
    expect(error('short')?.extra.details).toEqual([{ path: 'newPassword', message: expect.stringMatching(/too easy to guess/) }]);
    expect(error('password123')?.message).toMatch(/too easy to guess/);
    expect(error('violet tractor orbits 42 quietly')).toBeNull();
  });
});
