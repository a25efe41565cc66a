// Client-side check of one block's config with the very zod schema the API uses (blocks/catalog.ts), so the
// inspector shows the server's messages, cross-field rules included, before saving. The catalogue bundles
// for the browser (sanitize-html's postcss maps fs/path/url to nothing there); the rich-text transform then
// runs in the browser too, which is harmless: only the issues are used here. The inspector's own wording is in
// the builder's catalogue (builderInspector.validation), in the user's language; the schemas' own messages come as
// the catalogue gives them.
import type { z } from 'zod';
import { getBlockDefinition } from '@/blocks/catalog';
import { type Locale, translator } from '@/lib/i18n/translator';
import { fieldIssues, messagesByPath } from '@/lib/shared/zod-issues';

type Translate = ReturnType<typeof translator<'builderInspector'>>;

/** Messages by dotted path inside the config ("items.0.question"); "" for the config as a whole. Empty when valid. */
export function validateBlockConfig(type: string, config: unknown, locale: Locale = 'en'): Record<string, string> {
  const t = translator(locale, 'builderInspector');
  const definition = getBlockDefinition(type);
  if (!definition) return { '': t('validation.unknownType', { type }) };
  if (!config || typeof config !== 'object' || Array.isArray(config)) return { '': t('validation.notObject') };
  const parsed = (definition.schema as z.ZodType).safeParse(config);
  // An unknown key is reported at its own path, like the API does.
  return parsed.success ? {} : messagesByPath(fieldIssues(parsed.error, { message: (issue) => readable(t, issue) }));
}

/** zod's generic wording ("Too big: expected string to have <=120 characters") said for a merchant; same rule. */
function readable(t: Translate, issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string' && min === 1) return t('validation.required');
      if (issue.origin === 'string') return t('validation.atLeastChars', { min });
      return issue.origin === 'array' ? t('validation.atLeastItems', { min }) : t('validation.atLeast', { min });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return t('validation.atMostChars', { max });
      return issue.origin === 'array' ? t('validation.atMostItems', { max }) : t('validation.atMost', { max });
    }
    case 'invalid_type':
      if (/received undefined$/.test(issue.message)) return t('validation.required');
      if (issue.expected === 'int') return t('validation.wholeNumber');
      return issue.message;
    default:
      return issue.message;
  }
}
