'use client';
// A CODE page: its customHtml in a code editor, with a live preview in a sandboxed frame (scripts run, but in
// an opaque origin: no access to the dashboard's cookies or DOM).
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CodeEditor } from '@/components/ui/code-editor';
import { useToast } from '@/components/ui/toast';
import { useUnsavedChangesWarning } from '@/components/ui/use-unsaved-warning';
import { type SitePage, useUpdatePage } from '@/lib/dashboard/client/builder';
import { DashboardApiError } from '@/lib/dashboard/client/request';

export function CodePageEditor({
  businessId,
  page,
  onDirtyChange,
  toolbarEnd,
}: {
  businessId: string;
  page: SitePage;
  onDirtyChange: (dirty: boolean) => void;
  toolbarEnd?: React.ReactNode;
}) {
  const notify = useToast();
  const [html, setHtml] = useState(page.customHtml ?? '');
  const [saved, setSaved] = useState(page.customHtml ?? '');
  const [preview, setPreview] = useState(html);
  const [error, setError] = useState<string | undefined>();
  const update = useUpdatePage(businessId);
  const dirty = html !== saved;

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => {
    const timer = setTimeout(() => setPreview(html), 300);
    return () => clearTimeout(timer);
  }, [html]);
  useUnsavedChangesWarning(dirty);

  async function save() {
    if (!html.trim()) {
      setError('A CODE page needs its HTML');
      return;
    }
    try {
      await update.mutateAsync({ id: page.id, customHtml: html });
      setSaved(html);
      setError(undefined);
      notify(`Draft saved: “${page.title}”`);
    } catch (failure) {
      if (failure instanceof DashboardApiError) setError(failure.fieldErrors().customHtml ?? failure.message);
      notify(failure instanceof Error ? failure.message : 'Could not save', 'error');
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-2.5 shadow-sm">
        <p className="text-sm text-slate-700">This page is written in HTML. It is served as-is on your storefront, with your site’s CSS and JavaScript.</p>
        <div className="flex items-center gap-2">
          <span className="text-sm text-slate-600" aria-live="polite" data-testid="save-state">
            {update.isPending ? 'Saving…' : dirty ? 'Unsaved changes' : 'Draft saved'}
          </span>
          <Button size="sm" onClick={save} pending={update.isPending} disabled={!dirty}>
            Save draft
          </Button>
          {toolbarEnd}
        </div>
      </div>
      <div className="grid gap-4 xl:grid-cols-2">
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <CodeEditor label="Page HTML" language="html" value={html} onChange={setHtml} height="32rem" error={error} hint="Up to 512 KB. Scripts run on your storefront only." />
        </div>
        <div className="flex min-h-[34rem] flex-col rounded-xl border border-slate-200 bg-slate-100 p-3">
          <iframe title="Live preview of the page HTML" sandbox="allow-scripts" srcDoc={preview} className="min-h-[32rem] w-full flex-1 rounded-lg border border-slate-300 bg-white" data-testid="code-preview" />
        </div>
      </div>
    </div>
  );
}
