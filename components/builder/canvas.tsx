'use client';
// The canvas: the site's real storefront shell in <iframe sandbox="allow-scripts"> on the storefront host
// (no allow-same-origin: merchant code there can reach neither the dashboard's cookies nor its DOM). Content
// (blocks, or a CODE page's HTML) is rendered on the server by the storefront renderer and posted in; a click
// on a block in the frame selects it. The frame is exactly as wide as the chosen device (Desktop: the whole
// canvas area); a narrower screen scrolls the canvas sideways rather than squeezing the frame.
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import { type Device, DEVICE_WIDTHS } from './builder-frame';

export type { Device };

/** Renders the frame's content on the server: HTML for its root, and the CSS that HTML needs. */
export type CanvasRender = (signal: AbortSignal) => Promise<{ html: string; css: string }>;

export function Canvas({
  previewUrl,
  render,
  selected = -1,
  onSelect,
  device,
  title,
  testId = 'builder-canvas',
}: {
  previewUrl: string;
  /** A new function (new content) re-renders the frame. */
  render: CanvasRender;
  selected?: number;
  onSelect?: (index: number) => void;
  device: Device;
  title?: string;
  testId?: string;
}) {
  const t = useTranslations('builder');
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const [rendering, setRendering] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const selectedRef = useRef(selected);
  selectedRef.current = selected;
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;

  // Another document (e.g. a CODE page switched to the whole page): wait for it to say it is ready.
  useEffect(() => setReady(false), [previewUrl]);

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message = event.data ?? {};
      if (message.type === 'vitrine:ready') setReady(true);
      if (message.type === 'vitrine:selected' && Number.isInteger(message.index)) onSelectRef.current?.(message.index);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  // Re-render the frame's content when it changes (debounced; a newer edit cancels an older render).
  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setRendering(true);
      try {
        const { html, css } = await render(controller.signal);
        // The frame's origin is opaque ("null"), so no narrower target origin exists; the content is public markup.
        frame.current?.contentWindow?.postMessage({ type: 'vitrine:render', html, css, selected: selectedRef.current }, '*');
        setFailed(null);
      } catch (error) {
        if (!controller.signal.aborted) setFailed(error instanceof Error ? error.message : t('previewFailed'));
      } finally {
        if (!controller.signal.aborted) setRendering(false);
      }
    }, 150);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [ready, render, t]);

  useEffect(() => {
    if (ready && selected >= 0) frame.current?.contentWindow?.postMessage({ type: 'vitrine:select', index: selected }, '*');
  }, [ready, selected]);

  const full = device === 'desktop';
  return (
    <div className="relative h-full min-h-0 w-full min-w-0 overflow-auto bg-slate-200/70 p-2" data-testid="canvas-area">
      <div className="pointer-events-none sticky left-0 top-0 z-10 flex h-0 justify-end" aria-live="polite">
        <span className="pointer-events-auto m-2">
          {failed ? (
            <span className="rounded bg-red-50 px-2 py-1 text-xs font-medium text-red-800">{failed}</span>
          ) : rendering || !ready ? (
            <span className="rounded bg-white/90 px-2 py-1 text-xs font-medium text-slate-700 shadow">{t('updatingPreview')}</span>
          ) : null}
        </span>
      </div>
      <iframe
        ref={frame}
        title={title ?? t('pagePreview')}
        src={previewUrl}
        sandbox="allow-scripts"
        referrerPolicy="no-referrer"
        style={{ width: DEVICE_WIDTHS[device] }}
        className={`mx-auto block h-full bg-white ${full ? '' : 'rounded-md shadow-md ring-1 ring-slate-300'}`}
        data-testid={testId}
        data-device={device}
      />
    </div>
  );
}
