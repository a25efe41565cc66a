// Client-side check of one block's config with the very zod schema the API uses (blocks/catalog.ts), so the
// inspector shows the server's messages, cross-field rules included, before saving. The catalogue bundles
// for the browser (sanitize-html's postcss maps fs/path/url to nothing there); the rich-text transform then
// runs in the browser too, which is harmless: only the issues are used here.
import type { z } from 'zod';
import { getBlockDefinition } from '@/blocks/catalog';
import { fieldIssues, messagesByPath } from '@/lib/shared/zod-issues';

/** Messages by dotted path inside the config ("items.0.question"); "" for the config as a whole. Empty when valid. */
export function validateBlockConfig(type: string, config: unknown): Record<string, string> {
  const definition = getBlockDefinition(type);
  if (!definition) return { '': `unknown block type "${type}"` };
  if (!config || typeof config !== 'object' || Array.isArray(config)) return { '': 'must be an object' };
  const parsed = (definition.schema as z.ZodType).safeParse(config);
  // An unknown key is reported at its own path, like the API does.
  return parsed.success ? {} : messagesByPath(fieldIssues(parsed.error, { message: readable }));
}

/** zod's generic wording ("Too big: expected string to have <=120 characters") said for a merchant; same rule. */
function readable(issue: z.core.$ZodIssue): string {
  const unit = (origin: string, count: number) =>
    origin === 'string' ? ` character${count === 1 ? '' : 's'}` : origin === 'array' ? ` item${count === 1 ? '' : 's'}` : '';
  switch (issue.code) {
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string' && min === 1) return 'Required';
      return `At least ${min}${unit(issue.origin, min)}`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      return `At most ${max}${unit(issue.origin, max)}`;
    }
    case 'invalid_type':
      if (/received undefined$/.test(issue.message)) return 'Required';
      if (issue.expected === 'int') return 'Must be a whole number';
      return issue.message;
    default:
      return issue.message;
  }
}
