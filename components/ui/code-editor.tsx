'use client';
import { useTranslations } from 'use-intl';
// A code field on CodeMirror 6 (HTML, CSS or JavaScript mode) with a visible label, hint and error like the
// other fields. The editor is loaded in the browser only (next/dynamic, ssr: false), so pages that do not
// show one never ship it; the editable area is named by the label (aria-labelledby).
import dynamic from 'next/dynamic';
import { useId, useMemo } from 'react';
import { FieldMessages } from './field';

export type CodeLanguage = 'html' | 'css' | 'javascript';

type EditorProps = {
  language: CodeLanguage;
  value: string;
  onChange: (value: string) => void;
  height: string;
  labelId: string;
  describedBy?: string;
  invalid: boolean;
};

function EditorPlaceholder({ height }: { height: string }) {
  const common = useTranslations('common');
  return (
    <div style={{ height }} className="flex items-center justify-center rounded-lg border border-slate-300 bg-slate-50 text-sm text-slate-600">
      {common('loadingEditor')}
    </div>
  );
}

const Editor = dynamic(
  async () => {
    const [{ default: CodeMirror, EditorView }, { html }, { css }, { javascript }] = await Promise.all([
      import('@uiw/react-codemirror'),
      import('@codemirror/lang-html'),
      import('@codemirror/lang-css'),
      import('@codemirror/lang-javascript'),
    ]);
    // No automatic closing tags: typing `<div>` then text must give `<div>text`, not `<div>text</div>` with a
    // closing tag the merchant did not write (and then writes a second time).
    const languages = { html: html({ autoCloseTags: false }), css: css(), javascript: javascript() };
    const frame = EditorView.theme({
      '&': { fontSize: '13px', borderRadius: '0.5rem', border: '1px solid #cbd5e1', overflow: 'hidden' },
      '&.cm-focused': { outline: '2px solid var(--color-brand-600)', outlineOffset: '0' },
      '.cm-scroller': { fontFamily: 'ui-monospace, "Cascadia Code", Menlo, Consolas, "DejaVu Sans Mono", monospace' },
      // Line numbers dark enough to read (WCAG AA) on the gutter's background.
      '.cm-gutters': { color: '#475569', backgroundColor: '#f8fafc', borderRight: '1px solid #e2e8f0' },
    });

    return function LoadedEditor({ language, value, onChange, height, labelId, describedBy, invalid }: EditorProps) {
      const extensions = useMemo(
        () => [
          languages[language],
          frame,
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({
            // Explicit, so checkers see the scrolling editor as keyboard-reachable (it is: the content is editable).
            tabindex: '0',
            'aria-labelledby': labelId,
            ...(describedBy ? { 'aria-describedby': describedBy } : {}),
            ...(invalid ? { 'aria-invalid': 'true' } : {}),
          }),
        ],
        [language, labelId, describedBy, invalid],
      );
      return (
        <CodeMirror
          value={value}
          onChange={onChange}
          height={height}
          theme="light"
          extensions={extensions}
          // Tab indents; Escape then Tab leaves the editor (CodeMirror's own keyboard escape hatch).
          indentWithTab
          basicSetup={{ foldGutter: false, highlightActiveLineGutter: false, autocompletion: false, searchKeymap: true }}
        />
      );
    };
  },
  { ssr: false, loading: () => <EditorPlaceholder height="12rem" /> },
);

export function CodeEditor({
  label,
  language,
  value,
  onChange,
  hint,
  error,
  height = '12rem',
  className = '',
}: {
  label: string;
  language: CodeLanguage;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
  height?: string;
  className?: string;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <div id={labelId} className="mb-1 text-sm font-medium text-slate-800">
        {label}
      </div>
      <Editor language={language} value={value} onChange={onChange} height={height} labelId={labelId} describedBy={describedBy} invalid={Boolean(error)} />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
