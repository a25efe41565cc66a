// zod issues as dotted field paths, written once for the API's `details` (lib/api/errors.ts), the block
// catalogue (blocks/catalog.ts), the builder inspector (components/builder/inspector/validate.ts) and the
// dashboard's forms (lib/dashboard/client/request.ts). A leaf module: it imports nothing of the project, so
// blocks/ (which depends on nothing above it) may use it too.
import type { z } from 'zod';

/** One offending input: its dotted path ("items.0.question"; "" for the value as a whole) and a message. */
export type FieldIssue = { path: string; message: string };

export type FieldIssueOptions = {
  /** The dotted path the issues' own paths are below ("blocks.3.config"). */
  prefix?: string;
  /** The message of an unknown key, which is reported at its own path (default "unknown key"). */
  unknownKey?: string;
  /** The message of any other issue (default: zod's). */
  message?: (issue: z.core.$ZodIssue) => string;
};

/** A path as the issues write it: ['items', 0, 'question'] → "items.0.question". */
export function dottedPath(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/** Every issue of a zod error with its dotted path, in zod's order; each unknown key is an issue of its own. */
export function fieldIssues(error: z.ZodError, { prefix, unknownKey = 'unknown key', message }: FieldIssueOptions = {}): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const issue of error.issues) {
    const base = prefix === undefined ? issue.path : [prefix, ...issue.path];
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) issues.push({ path: dottedPath([...base, key]), message: unknownKey });
    } else {
      issues.push({ path: dottedPath(base), message: message ? message(issue) : issue.message });
    }
  }
  return issues;
}

/** The first message of each path, for a form showing one message per field. */
export function messagesByPath(issues: readonly FieldIssue[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const { path, message } of issues) messages[path] ??= message;
  return messages;
}
