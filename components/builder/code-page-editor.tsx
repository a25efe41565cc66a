'use client';
// A CODE page: its customHtml in a code editor beside a live preview that renders it as the storefront will —
// in the canvas frame (the site's real document on the storefront host: tokens, storefront CSS, the site's
// CSS and JavaScript), inside the site's header, navigation and footer or as the whole page, following the
// page's codeLayout. The frame is sandboxed (an opaque origin: no access to the dashboard's cookies or DOM).
import { useCallback, useEffect, useState } from 'react';
import { useTranslations } from 'use-intl';
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
  const t = useTranslations('builder');
  const tc = useTranslations('common');
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
      setError(t('code.needsHtml'));
      return;
    }
    try {
      await update.mutateAsync({ id: page.id, customHtml: html });
      setSaved(html);
      setError(undefined);
      notify(t('draftSavedTitle', { title: page.title }));
    } catch (failure) {
      if (failure instanceof DashboardApiError) setError(failure.fieldErrors().customHtml ?? failure.message);
      notify(failure instanceof Error ? failure.message : t('couldNotSave'), 'error');
    }
  }

  return (
    <>
      <BarTools>
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('editor')}>
          <DeviceSwitch device={device} onChange={setDevice} />
          <span className="text-sm text-slate-600 max-sm:sr-only" aria-live="polite" data-testid="save-state">
            {update.isPending ? tc('saving') : dirty ? t('unsaved') : t('draftSaved')}
          </span>
          <Button size="sm" onClick={save} pending={update.isPending} disabled={!dirty}>
            {t('saveDraft')}
          </Button>
          {toolbarEnd}
        </div>
      </BarTools>
      <div className="flex min-h-0 min-w-0 flex-1 flex-col lg:flex-row">
        <section aria-label={t('code.pageHtml')} className="flex min-h-0 shrink-0 flex-col gap-2 overflow-y-auto border-slate-200 bg-white p-3 max-lg:max-h-[55%] max-lg:border-b lg:w-[34rem] lg:border-r xl:w-[38rem]">
          <p className="text-sm text-slate-700 max-lg:text-xs" data-testid="code-layout-note">
            {layout === 'SHELL' ? t('code.layoutShell') : t('code.layoutFull')} {t('code.changeInSettings')}
          </p>
          <CodeEditor label={t('code.pageHtml')} language="html" value={html} onChange={setHtml} height={wide ? 'calc(100dvh - 15rem)' : '15rem'} error={error} hint={t('code.hint')} />
        </section>
        <div className="min-h-[20rem] min-w-0 flex-1">
          <Canvas
            key={layout}
            previewUrl={layout === 'FULL_PAGE' ? `${previewUrl}&layout=full` : previewUrl}
            render={render}
            device={device}
            title={t('code.livePreview')}
            testId="code-preview"
          />
        </div>
      </div>
    </>
  );
}
