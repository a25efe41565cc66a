'use client';
// A CODE page: its customHtml in a code editor beside a live preview that renders it as the storefront will —
// in the canvas frame (the site's real document on the storefront host: tokens, storefront CSS, the site's
// CSS and JavaScript), inside the site's header, navigation and footer or as the whole page, following the
// page's codeLayout. The frame is sandboxed (an opaque origin: no access to the dashboard's cookies or DOM).
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CodeEditor } from '@/components/ui/code-editor';
import { useToast } from '@/components/ui/toast';
import { useUnsavedChangesWarning } from '@/components/ui/use-unsaved-warning';
import { type SitePage, useUpdatePage } from '@/lib/dashboard/client/builder';
import { renderCodePreview } from '@/lib/dashboard/client/code-preview';
import { DashboardApiError } from '@/lib/dashboard/client/request';
import { BarTools, DOCKED_INSPECTOR_WIDTH, DeviceSwitch, useMinWidth } from './builder-frame';
import { Canvas, type Device } from './canvas';

export function CodePageEditor({
  businessId,
  previewUrl,
  page,
  onDirtyChange,
  toolbarEnd,
}: {
  businessId: string;
  previewUrl: string;
  page: SitePage;
  onDirtyChange: (dirty: boolean) => void;
  toolbarEnd?: React.ReactNode;
}) {
  const notify = useToast();
  const [html, setHtml] = useState(page.customHtml ?? '');
  const [saved, setSaved] = useState(page.customHtml ?? '');
  const [error, setError] = useState<string | undefined>();
  const [device, setDevice] = useState<Device>('desktop');
  const update = useUpdatePage(businessId);
  const dirty = html !== saved;
  const layout = page.codeLayout;
  // Side by side from 1024 px: the editor as tall as the screen allows; stacked on narrower screens.
  const wide = useMinWidth(DOCKED_INSPECTOR_WIDTH);

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useUnsavedChangesWarning(dirty);
  const render = useCallback((signal: AbortSignal) => renderCodePreview(businessId, { html, layout }, signal), [businessId, html, layout]);

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
    <>
      <BarTools>
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Editor">
          <DeviceSwitch device={device} onChange={setDevice} />
          <span className="text-sm text-slate-600 max-sm:sr-only" aria-live="polite" data-testid="save-state">
            {update.isPending ? 'Saving…' : dirty ? 'Unsaved changes' : 'Draft saved'}
          </span>
          <Button size="sm" onClick={save} pending={update.isPending} disabled={!dirty}>
            Save draft
          </Button>
          {toolbarEnd}
        </div>
      </BarTools>
      <div className="flex min-h-0 min-w-0 flex-1 flex-col lg:flex-row">
        <section aria-label="Page HTML" className="flex min-h-0 shrink-0 flex-col gap-2 overflow-y-auto border-slate-200 bg-white p-3 max-lg:max-h-[55%] max-lg:border-b lg:w-[34rem] lg:border-r xl:w-[38rem]">
          <p className="text-sm text-slate-700 max-lg:text-xs" data-testid="code-layout-note">
            {layout === 'SHELL'
              ? 'Your HTML goes inside your site’s header, navigation and footer, with your site’s CSS and JavaScript.'
              : 'Your HTML is the whole page (no site header or footer), with your site’s CSS and JavaScript.'}{' '}
            Change this in the page’s settings.
          </p>
          <CodeEditor label="Page HTML" language="html" value={html} onChange={setHtml} height={wide ? 'calc(100dvh - 15rem)' : '15rem'} error={error} hint="Up to 512 KB. Scripts run on your storefront only." />
        </section>
        <div className="min-h-[20rem] min-w-0 flex-1">
          <Canvas
            key={layout}
            previewUrl={layout === 'FULL_PAGE' ? `${previewUrl}&layout=full` : previewUrl}
            render={render}
            device={device}
            title="Live preview of the page HTML"
            testId="code-preview"
          />
        </div>
      </div>
    </>
  );
}
