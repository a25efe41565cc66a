'use client';
// The block inspector: a form generated from the block type's JSON Schema (the catalogue's configSchema), never
// written per block. Every edit calls onChange with the whole next config; messages come in through `errors`
// (validateBlockConfig's, and the server's on save) and are shown next to their field. In another language than
// the site's default (`translation`), the same form edits only that language's texts (the fields
// blocks/translations.ts treats as text), each over the default's text; the other fields show, disabled, as
// shared by all languages.
import { createContext, type ReactNode, type RefObject, useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useParams } from 'next/navigation';
import { useLocale, useTranslations } from 'use-intl';
import { ImagePickerField } from '@/components/media/image-picker';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { controlClass, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { useFormat } from '@/components/ui/i18n';
import type { BuilderBootstrap, PickerOption } from '@/lib/dashboard/client/builder';
import { overlayText } from '@/blocks/translations';
import type { Locale as SiteLanguage } from '@/lib/i18n/translator';
import { LANGUAGE_NAMES } from '@/lib/i18n/translator';
import { dottedPath } from '@/lib/shared/zod-issues';
import { clearedText, describeFields, type FieldDescriptor, newItemValue, type TextDescriptor, unplacedErrors, withKey } from './fields';
import { RichTextEditor } from './rich-text-editor';

export { validateBlockConfig } from './validate';

export type InspectorPickers = BuilderBootstrap['pickers'];

export interface BlockInspectorProps {
  blockType: { type: string; label: string; description: string; configSchema: Record<string, unknown> };
  /** The block's config as edited. */
  value: Record<string, unknown>;
  /** Called on every edit with the whole next config (the canvas updates live). */
  onChange: (next: Record<string, unknown>) => void;
  /** Messages by dotted path inside config, e.g. "items.0.question"; "" for the config as a whole. */
  errors: Record<string, string>;
  pickers: InspectorPickers;
  /** Editing the texts of another language than the default (`value` stays the default's config). */
  translation?: InspectorTranslation;
}

export type InspectorTranslation = {
  language: SiteLanguage;
  defaultLanguage: SiteLanguage;
  /** The language's overlay of the block (blocks/translations.ts). */
  overlay: Record<string, unknown>;
  /** The dotted paths of the config's texts (textPathKeys): the only fields edited in the language. */
  textPaths: Set<string>;
  /** A text of the language at `path`; undefined (an emptied field) = the default's text shows. */
  onChange: (path: Path, text: string | undefined) => void;
};

type Path = (string | number)[];
type Translate = ReturnType<typeof useTranslations<'builderInspector'>>;
type Context = { errors: Record<string, string>; pickers: InspectorPickers; translation?: InspectorTranslation };
const InspectorContext = createContext<Context>({ errors: {}, pickers: { products: [], categories: [], locations: [] } });

export function BlockInspector({ blockType, value, onChange, errors, pickers, translation }: BlockInspectorProps) {
  const t = useTranslations('builderInspector');
  const locale = useLocale();
  const headingId = useId();
  const descriptors = useMemo(() => describeFields(blockType.configSchema, locale), [blockType.configSchema, locale]);
  const context = useMemo(() => ({ errors, pickers, translation }), [errors, pickers, translation]);
  const others = unplacedErrors(descriptors, value, errors);

  return (
    <InspectorContext.Provider value={context}>
      <section aria-labelledby={headingId} className="space-y-5">
        <header>
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {blockType.label}
          </h2>
          <p className="text-sm text-slate-600">{blockType.description}</p>
          {translation ? (
            <p className="mt-2 rounded-md bg-brand-50 px-2.5 py-1.5 text-xs text-brand-900">
              {t('translation.intro', { language: LANGUAGE_NAMES[translation.language], defaultLanguage: LANGUAGE_NAMES[translation.defaultLanguage] })}
            </p>
          ) : null}
        </header>
        {others.length > 0 ? (
          <div className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            <p className="font-medium">{t('fixToSave')}</p>
            <ul className="list-disc pl-5">
              {others.map(([path, message]) => (
                <li key={path}>{path ? `${path}: ${message}` : message}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <Fields descriptors={descriptors} value={value} path={[]} onChange={onChange} />
      </section>
    </InspectorContext.Provider>
  );
}

function Fields({
  descriptors,
  value,
  path,
  onChange,
}: {
  descriptors: FieldDescriptor[];
  value: Record<string, unknown>;
  path: Path;
  onChange: (next: Record<string, unknown>) => void;
}) {
  return (
    <div className="space-y-4">
      {descriptors.map((descriptor) => (
        <Field
          key={descriptor.key}
          descriptor={descriptor}
          value={value[descriptor.key]}
          path={[...path, descriptor.key]}
          onChange={(next) => onChange(withKey(value, descriptor.key, next))}
        />
      ))}
    </div>
  );
}

type FieldProps<D extends FieldDescriptor = FieldDescriptor> = {
  descriptor: D;
  value: unknown;
  path: Path;
  /** `undefined` removes the key (the server's default or absence applies). */
  onChange: (next: unknown) => void;
  /** Overrides the descriptor's label (list items: "Item 2"). */
  label?: string;
};

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

function joinHint(...parts: (string | undefined | false)[]): string | undefined {
  const text = parts.filter(Boolean).join(' · ');
  return text || undefined;
}

const TEXT_KINDS = new Set<FieldDescriptor['kind']>(['text', 'textarea', 'richtext']);

/** A field in another language: its text there, a list's items (not their order or number), or shared and disabled. */
function TranslatedField(props: FieldProps & { translation: InspectorTranslation }) {
  const { descriptor, path, translation } = props;
  const t = useTranslations('builderInspector');
  const context = useContext(InspectorContext);
  const defaultName = LANGUAGE_NAMES[translation.defaultLanguage];
  if (translation.textPaths.has(dottedPath(path))) return <TranslatedText {...props} />;
  if (descriptor.kind === 'group') {
    return (
      <fieldset className="rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-800">{props.label ?? descriptor.label}</legend>
        <Fields descriptors={descriptor.fields} value={asRecord(props.value)} path={path} onChange={() => undefined} />
      </fieldset>
    );
  }
  if (descriptor.kind === 'list' && Array.isArray(props.value) && props.value.length > 0) {
    const items = props.value;
    return (
      <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-800">{props.label ?? descriptor.label}</legend>
        <SharedNote text={t('translation.listLocked', { language: defaultName })} />
        <ol className="space-y-3">
          {items.map((item, index) => (
            <li key={index}>
              <fieldset className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
                <legend className="px-1 text-sm font-medium text-slate-800">
                  {descriptor.itemLabel} {index + 1}
                </legend>
                {descriptor.item.kind === 'group' ? (
                  <Fields descriptors={descriptor.item.fields} value={asRecord(item)} path={[...path, index]} onChange={() => undefined} />
                ) : (
                  <Field descriptor={descriptor.item} value={item} path={[...path, index]} onChange={() => undefined} label={`${descriptor.itemLabel} ${index + 1}`} />
                )}
              </fieldset>
            </li>
          ))}
        </ol>
      </fieldset>
    );
  }
  // Not a text of this config: shared by every language (or a text the default has not written yet).
  const untranslatable = TEXT_KINDS.has(descriptor.kind) && (typeof props.value !== 'string' || props.value === '');
  return (
    <div>
      <fieldset disabled className="opacity-70">
        <InspectorContext.Provider value={{ ...context, translation: undefined }}>
          <Field {...props} onChange={() => undefined} />
        </InspectorContext.Provider>
      </fieldset>
      <SharedNote text={untranslatable ? t('translation.writeFirst', { language: defaultName }) : t('translation.shared')} />
    </div>
  );
}

function SharedNote({ text }: { text: string }) {
  return (
    <p className="mt-1 flex items-center gap-1 text-xs text-slate-500" data-testid="shared-note">
      <svg viewBox="0 0 20 20" className="size-3.5 shrink-0" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
        <rect x="5" y="9" width="10" height="7.5" rx="1.5" />
        <path d="M7.5 9V6.5a2.5 2.5 0 0 1 5 0V9" />
      </svg>
      {text}
    </p>
  );
}

const plainText = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

/** A text in the editing language over the default's: empty = the default's text shows (the overlay entry goes). */
function TranslatedText({ descriptor, value, path, label, translation }: FieldProps & { translation: InspectorTranslation }) {
  const t = useTranslations('builderInspector');
  const { errors } = useContext(InspectorContext);
  const error = errors[dottedPath(path)];
  const source = typeof value === 'string' ? value : '';
  const text = overlayText(translation.overlay, path) ?? '';
  const defaultName = LANGUAGE_NAMES[translation.defaultLanguage];
  const shown = descriptor.kind === 'richtext' ? plainText(source) : source;
  const hint = shown
    ? t('translation.defaultText', { language: defaultName, text: shown.length > 160 ? `${shown.slice(0, 160)}…` : shown })
    : t('translation.defaultEmpty', { language: defaultName });
  const name = label ?? descriptor.label;
  if (descriptor.kind === 'richtext') {
    return (
      <RichTextEditor
        label={name}
        hint={hint}
        error={error}
        value={text}
        headings={'headings' in descriptor && descriptor.headings ? descriptor.headings : ['h2', 'h3']}
        onChange={(html) => translation.onChange(path, plainText(html) === '' ? undefined : html)}
      />
    );
  }
  const common = {
    label: name,
    hint,
    error,
    value: text,
    placeholder: shown,
    lang: translation.language,
    onChange: (event: { target: { value: string } }) => translation.onChange(path, event.target.value === '' ? undefined : event.target.value),
  };
  return descriptor.kind === 'textarea' ? <TextAreaField {...common} rows={4} /> : <TextField {...common} type="text" />;
}

function Field(props: FieldProps) {
  const { descriptor, path } = props;
  const t = useTranslations('builderInspector');
  const tc = useTranslations('common');
  const f = useFormat();
  const { errors, translation } = useContext(InspectorContext);
  const error = errors[dottedPath(path)];
  if (translation) return <TranslatedField {...props} translation={translation} />;
  switch (descriptor.kind) {
    case 'text':
    case 'textarea':
    case 'url':
    case 'link':
      return <TextControl {...props} descriptor={descriptor} error={error} />;
    case 'image':
      return <ImageControl {...props} descriptor={descriptor} error={error} />;
    case 'color':
      return <ColorControl {...props} descriptor={descriptor} error={error} />;
    case 'richtext':
      return (
        <RichTextEditor
          label={props.label ?? descriptor.label}
          hint={joinHint(descriptor.hint, descriptor.maxLength !== undefined && t('htmlLimit', { max: f.count(descriptor.maxLength) }))}
          error={error}
          value={typeof props.value === 'string' ? props.value : ''}
          headings={descriptor.headings ?? ['h2', 'h3']}
          onChange={props.onChange}
        />
      );
    case 'number':
      return <NumberControl {...props} descriptor={descriptor} error={error} />;
    case 'boolean':
      return (
        <div>
          <Checkbox
            label={props.label ?? descriptor.label}
            description={descriptor.hint}
            checked={typeof props.value === 'boolean' ? props.value : descriptor.defaultValue === true}
            onCheckedChange={(checked) => props.onChange(checked)}
          />
          {error ? <p className="mt-1 pl-8 text-xs font-medium text-red-700">{error}</p> : null}
        </div>
      );
    case 'enum': {
      const current = typeof props.value === 'string' ? props.value : typeof descriptor.defaultValue === 'string' ? descriptor.defaultValue : '';
      return (
        <SelectField
          label={props.label ?? descriptor.label}
          hint={descriptor.hint}
          error={error}
          value={current}
          onChange={(event) => props.onChange(event.target.value === '' ? undefined : event.target.value)}
        >
          {!descriptor.required && descriptor.defaultValue === undefined ? <option value="">{tc('none')}</option> : null}
          {descriptor.required && current === '' ? (
            <option value="" disabled>
              {t('choose')}
            </option>
          ) : null}
          {current !== '' && !descriptor.options.some((option) => option.value === current) ? <option value={current}>{current}</option> : null}
          {descriptor.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      );
    }
    case 'picker':
      return descriptor.multiple ? (
        <PickerList {...props} descriptor={descriptor} error={error} />
      ) : (
        <PickerSelect {...props} descriptor={descriptor} error={error} />
      );
    case 'list':
      return <ListControl {...props} descriptor={descriptor} error={error} />;
    case 'group':
      return (
        <fieldset className="rounded-lg border border-slate-200 p-3" aria-describedby={error ? `${dottedPath(path)}-error` : undefined}>
          <legend className="px-1 text-sm font-medium text-slate-800">{props.label ?? descriptor.label}</legend>
          {descriptor.hint ? <p className="mb-2 text-xs text-slate-600">{descriptor.hint}</p> : null}
          {error ? <ErrorText id={`${dottedPath(path)}-error`} message={error} /> : null}
          <Fields descriptors={descriptor.fields} value={asRecord(props.value)} path={path} onChange={props.onChange} />
        </fieldset>
      );
    default:
      return (
        <p className="text-sm text-slate-600">{t('apiOnly', { label: descriptor.label })}</p>
      );
  }
}

function ErrorText({ id, message }: { id?: string; message: string }) {
  return (
    <p id={id} className="mt-1 text-xs font-medium text-red-700">
      {message}
    </p>
  );
}


function displayedText(descriptor: FieldDescriptor, value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof descriptor.defaultValue === 'string' ? descriptor.defaultValue : '';
}

function lengthHint(t: Translate, descriptor: TextDescriptor, text: string): string | undefined {
  if (descriptor.maxLength === undefined || descriptor.maxLength > 5000) return undefined;
  return t('length', { length: text.length, max: descriptor.maxLength });
}

function TextControl({ descriptor, value, onChange, label, error }: FieldProps<TextDescriptor> & { error?: string }) {
  const t = useTranslations('builderInspector');
  const text = displayedText(descriptor, value);
  const common = {
    label: label ?? descriptor.label,
    hint: joinHint(descriptor.hint, lengthHint(t, descriptor, text), !descriptor.required && (descriptor.minLength ?? 0) > 0 && t('optionalEmpty')),
    error,
    value: text,
    required: descriptor.required,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value === '' ? clearedText(descriptor) : event.target.value),
  };
  if (descriptor.kind === 'textarea') return <TextAreaField {...common} rows={4} />;
  if (descriptor.kind === 'link') {
    return <TextField {...common} type="text" inputMode="url" spellCheck={false} autoComplete="off" placeholder={t('linkPlaceholder')} />;
  }
  // i18n-ignore: a URL's start, the same in every language
  if (descriptor.kind === 'url') return <TextField {...common} type="url" spellCheck={false} autoComplete="off" placeholder="https://…" />;
  return <TextField {...common} type="text" />;
}

/** An image URL through the media library's picker (library, upload or URL) of the business being edited. */
function ImageControl({ descriptor, value, onChange, label, error }: FieldProps<TextDescriptor> & { error?: string }) {
  const params = useParams<{ businessId?: string }>();
  return (
    <ImagePickerField
      businessId={params?.businessId ?? null}
      label={label ?? descriptor.label}
      value={displayedText(descriptor, value)}
      onChange={(next) => onChange(next === '' ? clearedText(descriptor) : next)}
      hint={descriptor.hint}
      error={error}
      required={descriptor.required}
    />
  );
}

const HEX = /^#[0-9a-fA-F]{6}$/;

function ColorControl({ descriptor, value, onChange, label, error }: FieldProps<TextDescriptor> & { error?: string }) {
  const t = useTranslations('builderInspector');
  const id = useId();
  const text = displayedText(descriptor, value);
  const name = label ?? descriptor.label;
  const describedBy = error ? `${id}-error` : descriptor.hint ? `${id}-hint` : undefined;
  const set = (next: string) => onChange(next === '' ? clearedText(descriptor) : next);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {name}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t('colourPicker', { label: name })}
          className="h-10 w-12 shrink-0 cursor-pointer rounded border border-slate-300 bg-white p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          value={HEX.test(text) ? text.toLowerCase() : '#000000'}
          onChange={(event) => set(event.target.value)}
        />
        <input
          id={id}
          type="text"
          className={controlClass}
          value={text}
          placeholder="#1b776d"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => set(event.target.value.trim())}
        />
      </div>
      {descriptor.hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {descriptor.hint}
        </p>
      ) : null}
      {error ? <ErrorText id={`${id}-error`} message={error} /> : null}
    </div>
  );
}

function NumberControl({
  descriptor,
  value,
  onChange,
  label,
  error,
}: FieldProps<Extract<FieldDescriptor, { kind: 'number' }>> & { error?: string }) {
  const t = useTranslations('builderInspector');
  const shown = typeof value === 'number' ? value : typeof descriptor.defaultValue === 'number' ? descriptor.defaultValue : '';
  const { minimum: min, maximum: max } = descriptor;
  const range =
    min !== undefined && max !== undefined
      ? t('range', { min, max })
      : min !== undefined
        ? t('orMore', { min })
        : max !== undefined
          ? t('atMost', { max })
          : undefined;
  return (
    <TextField
      label={label ?? descriptor.label}
      hint={joinHint(descriptor.hint, range && !descriptor.hint?.includes(range) && range, !descriptor.required && descriptor.defaultValue === undefined && t('optionalEmpty'))}
      error={error}
      type="number"
      inputMode={descriptor.integer ? 'numeric' : 'decimal'}
      min={min}
      max={max}
      step={descriptor.integer ? 1 : 'any'}
      value={shown}
      required={descriptor.required}
      onChange={(event) => {
        const raw = event.target.value;
        // Empty removes the key: the schema's default (or nothing) applies, or "Required" is shown.
        onChange(raw === '' ? undefined : Number(raw));
      }}
    />
  );
}

function optionText(option: PickerOption): string {
  return option.hint ? `${option.label} — ${option.hint}` : option.label;
}

function PickerSelect({
  descriptor,
  value,
  onChange,
  label,
  error,
}: FieldProps<Extract<FieldDescriptor, { kind: 'picker'; multiple: false }>> & { error?: string }) {
  const t = useTranslations(`builderInspector.picker.${descriptor.source}`);
  const tc = useTranslations('common');
  const { pickers } = useContext(InspectorContext);
  const options = pickers[descriptor.source];
  const current = typeof value === 'string' ? value : '';
  const known = options.find((option) => option.id === current);
  return (
    <div>
      <SelectField
        label={label ?? descriptor.label}
        hint={joinHint(descriptor.hint, options.length === 0 && t('noneYet'))}
        error={error}
        value={current}
        required={descriptor.required}
        onChange={(event) => onChange(event.target.value === '' ? (descriptor.required ? '' : undefined) : event.target.value)}
      >
        <option value="" disabled={descriptor.required}>
          {descriptor.required ? t('choose') : tc('none')}
        </option>
        {current && !known ? <option value={current}>{t('unknown', { id: current })}</option> : null}
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {optionText(option)}
          </option>
        ))}
      </SelectField>
      {known?.imageUrl ? <Thumbnail src={known.imageUrl} /> : null}
    </div>
  );
}

function Thumbnail({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  // Decorative: the option's name is right above it.
  // eslint-disable-next-line @next/next/no-img-element -- product images are external URLs
  return <img src={src} alt="" className="mt-2 size-12 rounded border border-slate-200 object-cover" onError={() => setFailed(true)} />;
}

/** Stable React keys for list items across moves, adds and removes; reset when the list changes elsewhere (undo). */
let keySequence = 0;
function useItemKeys(length: number) {
  const keys = useRef<string[]>([]);
  if (keys.current.length !== length) {
    keys.current = Array.from({ length }, (_, index) => keys.current[index] ?? `item-${keySequence++}`);
  }
  return keys;
}

type Move = { key: string; action: 'up' | 'down' | 'remove' | 'add' };

/** After a move or remove the clicked button is gone or disabled: send focus somewhere sensible. */
function useFocusAfter(container: RefObject<HTMLElement | null>) {
  const pending = useRef<Move | null>(null);
  useEffect(() => {
    const move = pending.current;
    const root = container.current;
    if (!move || !root) return;
    pending.current = null;
    const item = root.querySelector<HTMLElement>(`[data-item-key="${move.key}"]`);
    const pick = (selector: string) => item?.querySelector<HTMLElement>(selector) ?? null;
    const target =
      move.action === 'add'
        ? pick('input, textarea, select, [contenteditable], button')
        : move.action === 'remove'
          ? pick('[data-action="remove"]:not(:disabled)') ?? root.querySelector<HTMLElement>('[data-action="add"]:not(:disabled)')
          : pick(`[data-action="${move.action}"]:not(:disabled)`) ?? pick(`[data-action="${move.action === 'up' ? 'down' : 'up'}"]`);
    target?.focus();
  });
  return pending;
}

function moveItem<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

function ItemButtons({
  index,
  count,
  name,
  canRemove,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  name: string;
  canRemove: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const t = useTranslations('builderInspector');
  const tc = useTranslations('common');
  return (
    <div className="flex flex-wrap gap-1">
      <Button size="sm" variant="secondary" data-action="up" aria-label={t('moveUp', { name })} disabled={index === 0} onClick={() => onMove(index - 1)}>
        <span aria-hidden="true">↑</span> {t('up')}
      </Button>
      <Button size="sm" variant="secondary" data-action="down" aria-label={t('moveDown', { name })} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
        <span aria-hidden="true">↓</span> {t('down')}
      </Button>
      <Button size="sm" variant="ghost" data-action="remove" aria-label={t('removeItem', { name })} disabled={!canRemove} onClick={onRemove}>
        {tc('remove')}
      </Button>
    </div>
  );
}

/** "1–5 items", "up to 5 items", "at least 1 item": the bounds of a list, said by `words`. */
function boundsHint(
  minItems: number | undefined,
  maxItems: number | undefined,
  words: { between: (min: number, max: number) => string; upTo: (max: number) => string; atLeast: (min: number) => string },
): string | undefined {
  if (minItems && maxItems) return words.between(minItems, maxItems);
  if (maxItems) return words.upTo(maxItems);
  if (minItems) return words.atLeast(minItems);
  return undefined;
}

function ListShell({
  legend,
  hint,
  error,
  announcement,
  children,
  containerRef,
}: {
  legend: string;
  hint?: string;
  error?: string;
  announcement: string;
  children: ReactNode;
  containerRef: RefObject<HTMLFieldSetElement | null>;
}) {
  const id = useId();
  return (
    <fieldset
      ref={containerRef}
      className="space-y-3 rounded-lg border border-slate-200 p-3"
      aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
    >
      <legend className="px-1 text-sm font-medium text-slate-800">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? <ErrorText id={`${id}-error`} message={error} /> : null}
      {children}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}

function ListControl({
  descriptor,
  value,
  path,
  onChange,
  label,
  error,
}: FieldProps<Extract<FieldDescriptor, { kind: 'list' }>> & { error?: string }) {
  const t = useTranslations('builderInspector');
  const items = Array.isArray(value) ? value : [];
  const keys = useItemKeys(items.length);
  const container = useRef<HTMLFieldSetElement>(null);
  const focusAfter = useFocusAfter(container);
  const [announcement, setAnnouncement] = useState('');
  const noun = descriptor.itemLabel.toLowerCase();
  const { minItems = 0, maxItems = Infinity } = descriptor;

  const move = (from: number, to: number) => {
    keys.current = moveItem(keys.current, from, to);
    focusAfter.current = { key: keys.current[to] as string, action: to < from ? 'up' : 'down' };
    setAnnouncement(t('moved', { name: `${descriptor.itemLabel} ${from + 1}`, position: to + 1, count: items.length }));
    onChange(moveItem(items, from, to));
  };
  const remove = (index: number) => {
    keys.current = keys.current.filter((_, position) => position !== index);
    const neighbour = keys.current[Math.min(index, keys.current.length - 1)];
    focusAfter.current = neighbour ? { key: neighbour, action: 'remove' } : null;
    setAnnouncement(t('removed', { name: `${descriptor.itemLabel} ${index + 1}` }));
    const next = items.filter((_, position) => position !== index);
    onChange(next.length === 0 && !descriptor.required && minItems > 0 && descriptor.defaultValue === undefined ? undefined : next);
  };
  const add = () => {
    const key = `item-${keySequence++}`;
    keys.current = [...keys.current, key];
    focusAfter.current = { key, action: 'add' };
    setAnnouncement(t('added', { name: `${descriptor.itemLabel} ${items.length + 1}` }));
    onChange([...items, newItemValue(descriptor.item)]);
  };

  return (
    <ListShell
      legend={label ?? descriptor.label}
      hint={joinHint(
        descriptor.hint,
        !descriptor.hint?.match(/\(\d+–\d+\)/) &&
          boundsHint(descriptor.minItems, descriptor.maxItems, {
            between: (min, max) => t('listBetween', { min, max, noun }),
            upTo: (max) => t('listUpTo', { max, noun }),
            atLeast: (min) => t('listAtLeast', { min, noun }),
          }),
      )}
      error={error}
      announcement={announcement}
      containerRef={container}
    >
      <ol className="space-y-3">
        {items.map((item, index) => {
          const name = `${noun} ${index + 1}`;
          const itemPath = [...path, index];
          const replace = (next: unknown) => onChange(items.map((current, position) => (position === index ? next : current)));
          return (
            <li key={keys.current[index]} data-item-key={keys.current[index]}>
              <fieldset className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
                <legend className="px-1 text-sm font-medium text-slate-800">
                  {descriptor.itemLabel} {index + 1}
                </legend>
                {descriptor.item.kind === 'group' ? (
                  <>
                    <ItemError path={itemPath} />
                    <Fields descriptors={descriptor.item.fields} value={asRecord(item)} path={itemPath} onChange={replace} />
                  </>
                ) : (
                  <Field descriptor={descriptor.item} value={item} path={itemPath} onChange={replace} label={`${descriptor.itemLabel} ${index + 1}`} />
                )}
                <ItemButtons
                  index={index}
                  count={items.length}
                  name={name}
                  canRemove={items.length > minItems}
                  onMove={(to) => move(index, to)}
                  onRemove={() => remove(index)}
                />
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button size="sm" variant="secondary" data-action="add" disabled={items.length >= maxItems} onClick={add}>
        {t('addItem', { noun })}
      </Button>
    </ListShell>
  );
}

function ItemError({ path }: { path: Path }) {
  const { errors } = useContext(InspectorContext);
  const message = errors[dottedPath(path)];
  return message ? <ErrorText message={message} /> : null;
}

function PickerList({
  descriptor,
  value,
  path,
  onChange,
  label,
  error,
}: FieldProps<Extract<FieldDescriptor, { kind: 'picker'; multiple: true }>> & { error?: string }) {
  const t = useTranslations('builderInspector');
  const tp = useTranslations(`builderInspector.picker.${descriptor.source}`);
  const { pickers, errors } = useContext(InspectorContext);
  const options = pickers[descriptor.source];
  const chosen = Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  const keys = useItemKeys(chosen.length);
  const container = useRef<HTMLFieldSetElement>(null);
  const focusAfter = useFocusAfter(container);
  const [announcement, setAnnouncement] = useState('');
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState('');
  const addId = useId();
  const { minItems = 0, maxItems = Infinity } = descriptor;

  const nameOf = (id: string) => options.find((option) => option.id === id)?.label ?? tp('unknown', { id });
  const available = options.filter(
    (option) => !chosen.includes(option.id) && optionText(option).toLowerCase().includes(query.trim().toLowerCase()),
  );
  const selectedId = available.some((option) => option.id === selected) ? selected : (available[0]?.id ?? '');

  const move = (from: number, to: number) => {
    keys.current = moveItem(keys.current, from, to);
    focusAfter.current = { key: keys.current[to] as string, action: to < from ? 'up' : 'down' };
    setAnnouncement(t('moved', { name: nameOf(chosen[from] as string), position: to + 1, count: chosen.length }));
    onChange(moveItem(chosen, from, to));
  };
  const remove = (index: number) => {
    keys.current = keys.current.filter((_, position) => position !== index);
    const neighbour = keys.current[Math.min(index, keys.current.length - 1)];
    focusAfter.current = neighbour ? { key: neighbour, action: 'remove' } : null;
    setAnnouncement(t('removed', { name: nameOf(chosen[index] as string) }));
    const next = chosen.filter((_, position) => position !== index);
    onChange(next.length === 0 && !descriptor.required && minItems > 0 && descriptor.defaultValue === undefined ? undefined : next);
  };
  const add = () => {
    if (!selectedId) return;
    keys.current = [...keys.current, `item-${keySequence++}`];
    setAnnouncement(t('added', { name: nameOf(selectedId) }));
    onChange([...chosen, selectedId]);
  };

  return (
    <ListShell
      legend={label ?? descriptor.label}
      hint={joinHint(
        descriptor.hint,
        boundsHint(descriptor.minItems, descriptor.maxItems, {
          between: (min, max) => tp('between', { min, max }),
          upTo: (max) => tp('upTo', { max }),
          atLeast: (min) => tp('atLeast', { min }),
        }),
      )}
      error={error}
      announcement={announcement}
      containerRef={container}
    >
      {chosen.length > 0 ? (
        <ol className="space-y-2">
          {chosen.map((id, index) => {
            const option = options.find((candidate) => candidate.id === id);
            const itemError = errors[dottedPath([...path, index])];
            return (
              <li key={keys.current[index]} data-item-key={keys.current[index]} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
                <div className="flex min-w-0 items-center gap-2">
                  {option?.imageUrl ? <Thumbnail src={option.imageUrl} /> : null}
                  <div className="min-w-0 text-sm">
                    <p className="truncate font-medium text-slate-900">{nameOf(id)}</p>
                    {option?.hint ? <p className="truncate text-xs text-slate-600">{option.hint}</p> : null}
                    {itemError ? <ErrorText message={itemError} /> : null}
                  </div>
                </div>
                <ItemButtons
                  index={index}
                  count={chosen.length}
                  name={nameOf(id)}
                  canRemove
                  onMove={(to) => move(index, to)}
                  onRemove={() => remove(index)}
                />
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="text-sm text-slate-600">{tp('noneChosen')}</p>
      )}
      {chosen.length < maxItems ? (
        <div className="space-y-2">
          {options.length > 8 ? (
            <TextField label={tp('search')} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
          ) : null}
          <div className="flex items-end gap-2">
            <SelectField
              id={addId}
              className="min-w-0 flex-1"
              label={tp('addA')}
              value={selectedId}
              disabled={available.length === 0}
              onChange={(event) => setSelected(event.target.value)}
            >
              {available.length === 0 ? <option value="">{options.length === 0 ? tp('noneYet') : tp('noOther')}</option> : null}
              {available.map((option) => (
                <option key={option.id} value={option.id}>
                  {optionText(option)}
                </option>
              ))}
            </SelectField>
            <Button size="md" variant="secondary" data-action="add" disabled={!selectedId} onClick={add}>
              {tp('addPicked')}
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-xs text-slate-600">{t('maxReached', { max: maxItems })}</p>
      )}
    </ListShell>
  );
}
