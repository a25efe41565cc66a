'use client';
// The pieces of the builder's full-screen layout: the bar's slot where the open editor puts its tools (undo,
// redo, device, save), the device switch, side sheets (pages, palette; the inspector on narrow screens), and
// the breakpoint above which the inspector is docked beside the canvas.
import { Dialog as RadixDialog } from 'radix-ui';
import { type ReactNode, createContext, useContext, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslations } from 'use-intl';

const ToolsSlot = createContext<HTMLElement | null>(null);
export const ToolsSlotProvider = ToolsSlot.Provider;

/** The open editor's tools, shown in the builder's bar. */
export function BarTools({ children }: { children: ReactNode }) {
  const slot = useContext(ToolsSlot);
  return slot ? createPortal(children, slot) : null;
}

/** Whether the viewport is at least `minWidth` CSS px wide (false on the server). */
export function useMinWidth(minWidth: number): boolean {
  const query = `(min-width: ${minWidth}px)`;
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** From this width the inspector sits beside the canvas (and a code page's editor beside its preview); below it, the inspector opens as a sheet over the canvas. */
export const DOCKED_INSPECTOR_WIDTH = 1024;

export type Device = 'desktop' | 'tablet' | 'mobile';
/** True widths: the canvas frame is exactly this wide (Desktop: the whole canvas area). */
export const DEVICE_WIDTHS: Record<Device, string> = { desktop: '100%', tablet: '768px', mobile: '390px' };

const DEVICE_ICONS: Record<Device, ReactNode> = {
  desktop: <path d="M3 4.5h14v9H3zM7.5 16.5h5M10 13.5v3" />,
  tablet: <path d="M5.5 2.5h9v15h-9zM9 15h2" />,
  mobile: <path d="M7 3h6v14H7zM9.2 15h1.6" />,
};

export function DeviceSwitch({ device, onChange }: { device: Device; onChange: (device: Device) => void }) {
  const t = useTranslations('builder');
  return (
    <div role="radiogroup" aria-label={t('previewWidth')} className="flex rounded-lg border border-slate-300 bg-white p-0.5">
      {(['desktop', 'tablet', 'mobile'] as const).map((d) => (
        <button
          key={d}
          type="button"
          role="radio"
          aria-checked={device === d}
          onClick={() => onChange(d)}
          title={t(`deviceTitle.${d}`, { width: DEVICE_WIDTHS[d] })}
          className={`flex items-center gap-1.5 rounded-md px-2 py-1.5 text-xs font-medium capitalize focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 ${device === d ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
        >
          <svg viewBox="0 0 20 20" className="size-4 shrink-0" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" strokeLinecap="round">
            {DEVICE_ICONS[d]}
          </svg>
          <span className="max-2xl:sr-only">{t(`device.${d}`)}</span>
        </button>
      ))}
    </div>
  );
}

const closeButton =
  'rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600';

/** A close button for a sheet's own header (see `Sheet`'s `ownHeader`). */
export function SheetClose({ label }: { label?: string }) {
  const t = useTranslations('common');
  return (
    <RadixDialog.Close className={closeButton} aria-label={label ?? t('close')}>
      <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true">
        <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </RadixDialog.Close>
  );
}

/**
 * A panel sliding over the canvas from one side (a modal dialog: focus kept inside, Escape closes, focus goes
 * back to what opened it). `ownHeader`: the content brings its own visible heading and a `SheetClose`; the
 * title then only names the dialog.
 */
export function Sheet({
  open,
  onOpenChange,
  side,
  title,
  description,
  ownHeader = false,
  wide = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side: 'left' | 'right';
  title: string;
  description?: ReactNode;
  ownHeader?: boolean;
  wide?: boolean;
  children: ReactNode;
}) {
  // Sheets are opened by ordinary buttons (not a Radix trigger): note which one, to give it focus back.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/30" />
        <RadixDialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          className={`fixed inset-y-0 z-50 flex max-w-full flex-col bg-white shadow-2xl focus:outline-none ${side === 'left' ? 'left-0 border-r' : 'right-0 border-l'} border-slate-200 ${wide ? 'w-[30rem]' : 'w-[22rem]'}`}
        >
          {ownHeader ? (
            <RadixDialog.Title className="sr-only">{title}</RadixDialog.Title>
          ) : (
            <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-4 py-3">
              <div>
                <RadixDialog.Title className="text-base font-semibold text-slate-900">{title}</RadixDialog.Title>
                {description ? <RadixDialog.Description className="mt-0.5 text-sm text-slate-600">{description}</RadixDialog.Description> : null}
              </div>
              <SheetClose />
            </div>
          )}
          <div className="min-h-0 flex-1 overflow-y-auto p-3">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
