'use client';
// The messages of a form's own checks (the route's schema, before sending) in the page's language: zod's generic
// ones (an invalid address, too long) by their kind, and the account schemas' own words; any other keeps the schema's
// words. Keyed by field like issueFields() (lib/dashboard/client/request.ts). The account routes' answers too.
import { useTranslations } from 'use-intl';
import type { z } from 'zod';
import { fieldIssues, messagesByPath } from '@/lib/shared/zod-issues';

/** The account schemas' messages (lib/domain/users/schemas.ts, lib/dashboard/schemas.ts, team-schema.ts) by key. */
const SCHEMA_MESSAGES = {
  required: 'issues.required',
  'at least 10 characters': 'passwordMin',
  'must not contain control characters': 'issues.controlCharacters',
  'Enter your email address': 'forgotPage.enterEmail',
  'Enter your password': 'issues.enterPassword',
  'Enter an e-mail address': 'issues.enterAnEmail',
  'Enter a valid e-mail address': 'issues.validEmail',
  'At most 254 characters': 'issues.atMost254',
  // The account routes' own words (lib/dashboard/account.ts, sign-in.ts, lib/domain/users).
  'Too many attempts. Wait a while and try again.': 'server.rateLimited',
  'The current password is incorrect': 'server.wrongPassword',
  'An account with this e-mail already exists. Sign in, or reset your password.': 'server.existingAccount',
  'This link is not valid. Ask for a new one.': 'server.linkInvalid',
  'The email or password is incorrect': 'signInPage.errors.invalid_credentials',
  'Too many failed sign-in attempts. Wait a few minutes and try again.': 'signInPage.errors.rate_limited',
} as const;

const isSchemaMessage = (message: string): message is keyof typeof SCHEMA_MESSAGES => Object.prototype.hasOwnProperty.call(SCHEMA_MESSAGES, message);

export function useIssueFields() {
  const t = useTranslations('auth');
  const message = (issue: z.core.$ZodIssue): string => {
    if (isSchemaMessage(issue.message)) return t(SCHEMA_MESSAGES[issue.message]);
    if (issue.code === 'invalid_format' && issue.format === 'email') return t('issues.email');
    if (issue.code === 'too_big' && issue.origin === 'string') return t('issues.tooLong', { max: Number(issue.maximum) });
    return issue.message;
  };
  return (error: z.ZodError) => messagesByPath(fieldIssues(error, { message }));
}

/**
 * The account routes' answers in the page's language where their words are known (any other stays as the server
 * wrote it): `message` for one, `fields` for a form's field errors.
 */
export function useServerMessages() {
  const t = useTranslations('auth');
  const message = (text: string) => (isSchemaMessage(text) ? t(SCHEMA_MESSAGES[text]) : text);
  return { message, fields: (errors: Record<string, string>) => Object.fromEntries(Object.entries(errors).map(([path, text]) => [path, message(text)])) };
}
