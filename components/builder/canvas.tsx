'use client';
// The canvas: the site's real storefront shell in <iframe sandbox="allow-scripts"> on the storefront host
// (no allow-same-origin: merchant code there can reach neither the dashboard's cookies nor its DOM). Blocks are
// rendered on the server by the storefront renderer and posted in; a click on a block in the frame selects it.
import { useEffect, useRef, useState } from 'react';
import { type StoredBlock, renderPreview } from '@/lib/dashboard/client/builder';

export type Device = 'desktop' | 'tablet' | 'mobile';
export const DEVICE_WIDTHS: Record<Device, string> = { desktop: '100%', tablet: '768px', mobile: '390px' };

export function Canvas({
  businessId,
  previewUrl,
  blocks,
  selected,
  onSelect,
  device,
}: {
  businessId: string;
  previewUrl: string;
  blocks: StoredBlock[];
  selected: number;
  onSelect: (index: number) => void;
  device: Device;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const [rendering, setRendering] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const selectedRef = useRef(selected);
  selectedRef.current = selected;
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message = event.data ?? {};
      if (message.type === 'vitrine:ready') setReady(true);
      if (message.type === 'vitrine:selected' && Number.isInteger(message.index)) onSelectRef.current(message.index);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  // Re-render the frame's content when the blocks change (debounced; a newer edit cancels an older render).
  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setRendering(true);
      try {
        const { html, css } = await renderPreview(businessId, blocks, controller.signal);
        // The frame's origin is opaque ("null"), so no narrower target origin exists; the content is public markup.
        frame.current?.contentWindow?.postMessage({ type: 'vitrine:render', html, css, selected: selectedRef.current }, '*');
        setFailed(null);
      } catch (error) {
        if (!controller.signal.aborted) setFailed(error instanceof Error ? error.message : 'Preview failed');
      } finally {
        if (!controller.signal.aborted) setRendering(false);
      }
    }, 120);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [ready, blocks, businessId]);

  useEffect(() => {
    if (ready) frame.current?.contentWindow?.postMessage({ type: 'vitrine:select', index: selected }, '*');
  }, [ready, selected]);

  return (
    <div className="relative flex h-[80vh] min-h-[32rem] flex-col items-center overflow-auto rounded-xl border border-slate-200 bg-slate-100 p-3">
      <div className="absolute right-4 top-4 z-10" aria-live="polite">
        {failed ? (
          <span className="rounded bg-red-50 px-2 py-1 text-xs font-medium text-red-800">{failed}</span>
        ) : rendering || !ready ? (
          <span className="rounded bg-white/90 px-2 py-1 text-xs font-medium text-slate-700 shadow">Updating preview…</span>
        ) : null}
      </div>
      <iframe
        ref={frame}
        title="Page preview"
        src={previewUrl}
        sandbox="allow-scripts"
        referrerPolicy="no-referrer"
        style={{ width: DEVICE_WIDTHS[device] }}
        className="h-full min-h-[32rem] max-w-full flex-1 rounded-lg border border-slate-300 bg-white shadow-sm transition-[width]"
        data-testid="builder-canvas"
      />
    </div>
  );
}
