'use client';
// A small rich-text editor: a contentEditable area and a toolbar (bold, italic, link, lists, the headings the
// block allows) driven by document.execCommand. It emits HTML already passed through the block's own
// sanitiser, so what the canvas gets is what the server will store.
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import { sanitizeRichText } from '@/blocks/rich-text/sanitize';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/field';
import { FieldMessages } from '@/components/ui/field';

type Command = { id: string; label: string; text: string; run: () => void };

const LINK_SCHEMES = /^(?:https?:\/\/\S+|mailto:\S+@\S+)$/i;

/** Browser markup → the block's vocabulary: <b>/<i> become <strong>/<em>, <div> lines become paragraphs. */
export function normaliseEditorHtml(html: string): string {
  const cleaned = html
    .replace(/<(\/?)b(\s[^>]*)?>/gi, '<$1strong>')
    .replace(/<(\/?)i(\s[^>]*)?>/gi, '<$1em>')
    .replace(/<(\/?)div(\s[^>]*)?>/gi, '<$1p>');
  // Empty paragraphs are what Enter and list toggles leave behind.
  const safe = sanitizeRichText(cleaned).replace(/<p>\s*<\/p>/g, '');
  // An emptied editor still holds <p><br></p> or <h2><br></h2>: no text at all is "".
  return safe.replace(/<[^>]*>/g, '').trim() === '' ? '' : safe;
}

export function RichTextEditor({
  label,
  hint,
  error,
  value,
  headings,
  onChange,
}: {
  label: string;
  hint?: string;
  error?: string;
  value: string;
  headings: string[];
  onChange: (html: string) => void;
}) {
  const t = useTranslations('builderInspector.richText');
  const tc = useTranslations('common');
  const id = useId();
  const editor = useRef<HTMLDivElement>(null);
  const savedRange = useRef<Range | null>(null);
  const lastEmitted = useRef(value);
  // Set once: React must not rewrite the DOM the user is typing in; outside changes (undo) go through the effect.
  const [initialHtml] = useState(() => sanitizeRichText(value));
  const [active, setActive] = useState<Record<string, boolean>>({});
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('');
  const [linkError, setLinkError] = useState('');
  const linkInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const element = editor.current;
    if (!element || value === lastEmitted.current) return;
    lastEmitted.current = value;
    element.innerHTML = sanitizeRichText(value);
  }, [value]);

  const emit = useCallback(() => {
    const element = editor.current;
    if (!element) return;
    const html = normaliseEditorHtml(element.innerHTML);
    lastEmitted.current = html;
    onChange(html);
  }, [onChange]);

  const refreshState = useCallback(() => {
    const element = editor.current;
    const selection = typeof document === 'undefined' ? null : document.getSelection();
    if (!element || !selection || selection.rangeCount === 0 || !element.contains(selection.anchorNode)) return;
    savedRange.current = selection.getRangeAt(0).cloneRange();
    const block = String(document.queryCommandValue('formatBlock') || '').toLowerCase();
    setActive({
      bold: document.queryCommandState('bold'),
      italic: document.queryCommandState('italic'),
      ul: document.queryCommandState('insertUnorderedList'),
      ol: document.queryCommandState('insertOrderedList'),
      ...Object.fromEntries(headings.map((tag) => [tag, block === tag])),
    });
  }, [headings]);

  useEffect(() => {
    document.addEventListener('selectionchange', refreshState);
    return () => document.removeEventListener('selectionchange', refreshState);
  }, [refreshState]);

  /** Put the caret back where it was (a toolbar button took focus), then run the command on it. */
  const exec = (command: string, argument?: string) => {
    const element = editor.current;
    if (!element) return;
    element.focus();
    const selection = document.getSelection();
    if (savedRange.current && selection) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
    document.execCommand(command, false, argument);
    emit();
    refreshState();
  };

  const toggleBlock = (tag: string) => {
    // formatBlock inside a list item wraps the whole list in the heading: leave the list first.
    if (active.ul) exec('insertUnorderedList');
    else if (active.ol) exec('insertOrderedList');
    exec('formatBlock', active[tag] ? '<p>' : `<${tag}>`);
  };

  const commands: Command[] = [
    { id: 'bold', label: t('bold'), text: t('boldShort'), run: () => exec('bold') },
    { id: 'italic', label: t('italic'), text: t('italicShort'), run: () => exec('italic') },
    ...headings.map((tag) => ({ id: tag, label: t('heading', { level: tag.slice(1) }), text: tag.toUpperCase(), run: () => toggleBlock(tag) })),
    { id: 'ul', label: t('bulleted'), text: t('bulletedShort'), run: () => exec('insertUnorderedList') },
    { id: 'ol', label: t('numbered'), text: t('numberedShort'), run: () => exec('insertOrderedList') },
  ];

  const openLink = () => {
    refreshState();
    const anchor = savedRange.current?.startContainer.parentElement?.closest('a');
    setLinkUrl(anchor?.getAttribute('href') ?? '');
    setLinkError('');
    setLinkOpen(true);
    requestAnimationFrame(() => linkInput.current?.focus());
  };

  const applyLink = () => {
    const url = linkUrl.trim();
    if (url && !LINK_SCHEMES.test(url)) {
      setLinkError(t('linkError'));
      return;
    }
    setLinkOpen(false);
    exec(url ? 'createLink' : 'unlink', url || undefined);
  };

  const onLinkKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      applyLink();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setLinkOpen(false);
      editor.current?.focus();
    }
  };

  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const toolButton =
    'inline-flex h-8 min-w-8 items-center justify-center rounded px-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 aria-pressed:bg-brand-100 aria-pressed:text-brand-900';

  return (
    <div>
      <span id={`${id}-label`} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </span>
      <div className="rounded-lg border border-slate-300 bg-white shadow-sm focus-within:border-brand-600">
        <div role="toolbar" aria-label={t('formatting', { label })} aria-controls={`${id}-editor`} className="flex flex-wrap gap-1 border-b border-slate-200 p-1">
          {commands.map((command) => (
            <button
              key={command.id}
              type="button"
              className={toolButton}
              aria-label={command.label}
              title={command.label}
              aria-pressed={active[command.id] ?? false}
              // Keep the text selection when clicked with a mouse; keyboard users get it back from savedRange.
              onMouseDown={(event) => event.preventDefault()}
              onClick={command.run}
            >
              <span aria-hidden="true" className={command.id === 'bold' ? 'font-bold' : command.id === 'italic' ? 'italic' : ''}>
                {command.text}
              </span>
            </button>
          ))}
          <button type="button" className={toolButton} aria-label={t('link')} title={t('link')} aria-expanded={linkOpen} onMouseDown={(event) => event.preventDefault()} onClick={openLink}>
            <span aria-hidden="true">{t('link')}</span>
          </button>
        </div>
        {linkOpen ? (
          <div className="flex flex-wrap items-end gap-2 border-b border-slate-200 p-2">
            <div className="min-w-48 flex-1">
              <label htmlFor={`${id}-link`} className="mb-1 block text-xs font-medium text-slate-800">
                {t('linkAddress')}
              </label>
              <input
                ref={linkInput}
                id={`${id}-link`}
                type="text"
                inputMode="url"
                className={controlClass}
                value={linkUrl}
                placeholder={t('linkPlaceholder')}
                aria-invalid={linkError ? true : undefined}
                aria-describedby={linkError ? `${id}-link-error` : undefined}
                onChange={(event) => setLinkUrl(event.target.value)}
                onKeyDown={onLinkKeyDown}
              />
              {linkError ? (
                <p id={`${id}-link-error`} className="mt-1 text-xs font-medium text-red-700">
                  {linkError}
                </p>
              ) : null}
            </div>
            <Button size="sm" onClick={applyLink}>
              {t('applyLink')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                setLinkOpen(false);
                editor.current?.focus();
              }}
            >
              {tc('cancel')}
            </Button>
          </div>
        ) : null}
        <div
          ref={editor}
          id={`${id}-editor`}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          contentEditable
          suppressContentEditableWarning
          tabIndex={0}
          className="prose-sm min-h-32 max-w-none px-3 py-2 text-sm text-slate-900 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 [&_a]:text-brand-700 [&_a]:underline [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_h4]:font-medium [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-1 [&_ul]:list-disc [&_ul]:pl-5"
          // New lines as <p>, not Chrome's default <div>.
          onFocus={() => document.execCommand('defaultParagraphSeparator', false, 'p')}
          onInput={emit}
          onKeyUp={refreshState}
          dangerouslySetInnerHTML={{ __html: initialHtml }}
        />
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
