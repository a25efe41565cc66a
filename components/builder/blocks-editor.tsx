'use client';
// The editor of a BLOCKS page: canvas (the storefront renderer in a sandboxed frame) filling the screen, and
// beside it (a sheet on narrow screens) the outline (order, add, duplicate, remove) over the inspector (form
// generated from the block's JSON Schema); undo/redo, device and save in the builder's bar; the palette slides
// in from the left.
import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import { type BlockTranslations, localizedConfig, pruneOverlay, textPathKeys, withOverlayText } from '@/blocks/translations';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { useUnsavedChangesWarning } from '@/components/ui/use-unsaved-warning';
import { type BuilderBootstrap, type BlockTypeInfo, type SitePage, renderPreview, useUpdatePage } from '@/lib/dashboard/client/builder';
import { DashboardApiError } from '@/lib/dashboard/client/request';
import type { Locale as SiteLanguage } from '@/lib/i18n/translator';
import { LANGUAGE_NAMES } from '@/lib/i18n/translator';
import { BarTools, DOCKED_INSPECTOR_WIDTH, DeviceSwitch, Sheet, useMinWidth } from './builder-frame';
import { Canvas, type Device } from './canvas';
import { historyReducer, initialHistory } from './history';
import { BlockInspector, validateBlockConfig } from './inspector/block-inspector';
import { Outline } from './outline';
import { Palette } from './palette';

/**
 * sample: a theme's sample marker, kept as received; sampleOf: the config it marks (the badge shows while equal).
 * translations: the block's texts in the site's other languages, saved with it.
 */
type EditorBlock = { uid: string; type: string; config: Record<string, unknown>; translations?: BlockTranslations; sample?: string; sampleOf?: string };

let uidCounter = 0;
const newUid = () => `b${++uidCounter}`;
const clone = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const toEditor = (page: SitePage): EditorBlock[] =>
  [...page.blocks]
    .sort((a, b) => a.order - b.order)
    .map((block) => ({
      uid: newUid(),
      type: block.type,
      config: clone(block.config),
      ...(block.translations && Object.keys(block.translations).length > 0 ? { translations: clone(block.translations) } : {}),
      ...(block.sample ? { sample: block.sample, sampleOf: JSON.stringify(block.config) } : {}),
    }));
const toStored = (blocks: EditorBlock[]) =>
  blocks.map((block, order) => ({
    type: block.type,
    order,
    config: block.config,
    translations: block.translations ?? {},
    ...(block.sample ? { sample: block.sample } : {}),
  }));

/** The block's translations once its default config changed: each language keeps the texts the config still has. */
function prunedTranslations(type: string, config: Record<string, unknown>, translations: BlockTranslations | undefined): BlockTranslations | undefined {
  if (!translations) return undefined;
  const out: BlockTranslations = {};
  for (const [language, overlay] of Object.entries(translations) as [SiteLanguage, Record<string, unknown>][]) {
    const pruned = pruneOverlay(type, config, overlay);
    if (Object.keys(pruned).length > 0) out[language] = pruned;
  }
  return out;
}
const snapshot = (blocks: EditorBlock[]) => JSON.stringify(toStored(blocks));

function summaryOf(config: Record<string, unknown>): string {
  for (const key of ['title', 'heading', 'text', 'question', 'caption', 'html']) {
    const value = config[key];
    if (typeof value === 'string' && value.trim()) return value.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 60);
  }
  return '';
}

function UndoIcon({ redo = false }: { redo?: boolean }) {
  return (
    <svg viewBox="0 0 20 20" className={`size-4 ${redo ? '-scale-x-100' : ''}`} aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d="M7.5 5 4 8.5 7.5 12" />
      <path d="M4.5 8.5H12a4 4 0 0 1 0 8h-2" />
    </svg>
  );
}

export function BlocksEditor({
  businessId,
  bootstrap,
  page,
  onDirtyChange,
  toolbarEnd,
  language,
  defaultLanguage,
}: {
  businessId: string;
  bootstrap: BuilderBootstrap;
  page: SitePage;
  onDirtyChange: (dirty: boolean) => void;
  toolbarEnd?: React.ReactNode;
  /** The editing language: the default edits the blocks, another only their texts in it. */
  language?: SiteLanguage;
  defaultLanguage?: SiteLanguage;
}) {
  const t = useTranslations('builder');
  const tc = useTranslations('common');
  const locale = useLocale();
  const notify = useToast();
  const editing = language ?? defaultLanguage;
  /** Another language than the default: only the blocks' texts in it are edited. */
  const translating = editing !== undefined && editing !== defaultLanguage ? editing : null;
  const [history, dispatch] = useReducer(historyReducer<EditorBlock[]>, page, (p) => initialHistory(toEditor(p)));
  const blocks = history.present;
  const [saved, setSaved] = useState(() => snapshot(blocks));
  // ?block=<n> (the publish dialog's "Show me") selects that block.
  const requestedBlock = Number(useSearchParams().get('block') ?? 0);
  const [selected, setSelected] = useState(() => Math.min(Number.isInteger(requestedBlock) && requestedBlock > 0 ? requestedBlock : 0, blocks.length - 1));
  useEffect(() => {
    if (Number.isInteger(requestedBlock) && requestedBlock > 0) setSelected(Math.min(requestedBlock, history.present.length - 1));
  }, [requestedBlock]); // eslint-disable-line react-hooks/exhaustive-deps -- only a new ?block= selects (not each edit)
  const [device, setDevice] = useState<Device>('desktop');
  const [insertAt, setInsertAt] = useState<number | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, Record<string, string>>>({});
  const [showErrors, setShowErrors] = useState(false);
  const update = useUpdatePage(businessId);
  const typeInfo = useMemo(() => new Map<string, BlockTypeInfo>(bootstrap.blockTypes.map((t) => [t.type, t])), [bootstrap.blockTypes]);

  const dirty = snapshot(blocks) !== saved;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useUnsavedChangesWarning(dirty);

  // In another language, its texts on top of the config are checked too (lengths, required texts).
  const clientErrors = useMemo(
    () =>
      new Map(
        blocks.map((b) => [
          b.uid,
          {
            ...(translating ? validateBlockConfig(b.type, localizedConfig(b, translating), locale) : {}),
            ...validateBlockConfig(b.type, b.config, locale),
          },
        ]),
      ),
    [blocks, locale, translating],
  );
  const errorsOf = (block: EditorBlock) => ({ ...(showErrors ? clientErrors.get(block.uid) : {}), ...serverErrors[block.uid] });
  const invalidCount = blocks.filter((b) => Object.keys(clientErrors.get(b.uid) ?? {}).length > 0 || serverErrors[b.uid]).length;

  const stored = useMemo(() => toStored(blocks), [blocks]);
  const render = useCallback((signal: AbortSignal) => renderPreview(businessId, stored, signal, editing), [businessId, stored, editing]);
  const docked = useMinWidth(DOCKED_INSPECTOR_WIDTH);
  const [panelOpen, setPanelOpen] = useState(false);
  const set = (next: EditorBlock[], coalesce?: string) => dispatch({ type: 'set', value: next, coalesce });

  const move = (from: number, to: number) => {
    if (to < 0 || to >= blocks.length || from === to) return;
    const next = [...blocks];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    set(next);
    setSelected(to);
  };
  const insert = (type: BlockTypeInfo, at: number) => {
    const next = [...blocks];
    next.splice(at, 0, { uid: newUid(), type: type.type, config: clone((type.defaultConfig ?? {}) as Record<string, unknown>) });
    set(next);
    setSelected(at);
    setInsertAt(null);
  };
  const undo = () => dispatch({ type: 'undo' });
  const redo = () => dispatch({ type: 'redo' });

  // Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z and Ctrl+Y, except while typing (where the field's own undo applies).
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      const target = event.target as HTMLElement | null;
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) dispatch({ type: 'undo' });
      else if ((key === 'z' && event.shiftKey) || key === 'y') dispatch({ type: 'redo' });
      else return;
      event.preventDefault();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    if (selected >= blocks.length) setSelected(blocks.length - 1);
  }, [blocks.length, selected]);

  async function save() {
    setShowErrors(true);
    const firstInvalid = blocks.findIndex((b) => Object.keys(clientErrors.get(b.uid) ?? {}).length > 0);
    if (firstInvalid >= 0) {
      setSelected(firstInvalid);
      notify(t('invalidBlocks'), 'error');
      return;
    }
    try {
      const result = await update.mutateAsync({ id: page.id, blocks: stored });
      setServerErrors({});
      setSaved(snapshot(blocks));
      notify(t('draftSavedTitle', { title: (translating ? result.translations[translating]?.title : undefined) ?? result.title }));
    } catch (error) {
      if (error instanceof DashboardApiError && error.details.length > 0) {
        const byBlock: Record<string, Record<string, string>> = {};
        for (const detail of error.details) {
          // A language's text is shown where its field is (in that language).
          const match = /^(?:body\.)?blocks\.(\d+)(?:\.(?:config|translations\.[a-z]{2})\.?(.*))?$/.exec(detail.path);
          const block = match ? blocks[Number(match[1])] : undefined;
          if (!block) continue;
          (byBlock[block.uid] ??= {})[match![2] ?? ''] = detail.message;
        }
        setServerErrors(byBlock);
        const first = blocks.findIndex((b) => byBlock[b.uid]);
        if (first >= 0) setSelected(first);
      }
      notify(error instanceof Error ? error.message : t('couldNotSave'), 'error');
    }
  }

  const current = selected >= 0 ? blocks[selected] : undefined;
  const currentType = current ? typeInfo.get(current.type) : undefined;

  const outline = (
    <section aria-labelledby="outline-title" className="min-w-0 p-3">
      <div className="mb-2 flex items-center justify-between">
        <h2 id="outline-title" className="text-sm font-semibold text-slate-900">
          {t('blocksCount', { count: blocks.length })}
        </h2>
        {translating ? null : (
          <Button size="sm" variant="secondary" onClick={() => setInsertAt(0)}>
            {t('addAtTop')}
          </Button>
        )}
      </div>
      {translating && defaultLanguage ? (
        <p className="mb-2 rounded-md bg-brand-50 px-2.5 py-1.5 text-xs text-brand-900" data-testid="translating-note">
          {t('translating.structure', { language: LANGUAGE_NAMES[translating], defaultLanguage: LANGUAGE_NAMES[defaultLanguage] })}
        </p>
      ) : null}
      {blocks.length === 0 ? <p className="py-6 text-center text-sm text-slate-600">{t('noBlocks')}</p> : null}
      <Outline
        locked={translating !== null}
        blocks={blocks.map((b) => ({
          uid: b.uid,
          label: typeInfo.get(b.type)?.label ?? b.type,
          summary: summaryOf((translating ? localizedConfig(b, translating) : b.config) as Record<string, unknown>),
          invalid: showErrors && (Object.keys(clientErrors.get(b.uid) ?? {}).length > 0 || Boolean(serverErrors[b.uid])),
          sample: Boolean(b.sample) && JSON.stringify(b.config) === b.sampleOf,
        }))}
        selected={selected}
        onSelect={setSelected}
        onMove={move}
        onDuplicate={(index) => {
          const next = [...blocks];
          next.splice(index + 1, 0, { ...clone(blocks[index]!), uid: newUid() });
          set(next);
          setSelected(index + 1);
        }}
        onRemove={(index) => {
          set(blocks.filter((_, i) => i !== index));
          setSelected(Math.min(index, blocks.length - 2));
        }}
        onInsert={setInsertAt}
      />
      {translating ? null : (
        <Button className="mt-3 w-full" variant="secondary" onClick={() => setInsertAt(blocks.length)}>
          {t('addBlock')}
        </Button>
      )}
    </section>
  );

  const inspector = (
    <section aria-labelledby="inspector-title" className="min-w-0 p-4">
      <h2 id="inspector-title" className="text-sm font-semibold text-slate-900">
        {t('blockSettings')}
      </h2>
      {current && currentType ? (
        <div className="mt-3">
          <BlockInspector
            key={`${current.uid}-${editing ?? ''}`}
            blockType={currentType}
            value={current.config}
            errors={errorsOf(current)}
            pickers={bootstrap.pickers}
            onChange={(config) => {
              setServerErrors(({ [current.uid]: _dropped, ...rest }) => rest);
              set(
                blocks.map((b) => (b.uid === current.uid ? { ...b, config, translations: prunedTranslations(b.type, config, b.translations) } : b)),
                current.uid,
              );
            }}
            translation={
              translating && defaultLanguage
                ? {
                    language: translating,
                    defaultLanguage,
                    overlay: current.translations?.[translating] ?? {},
                    textPaths: textPathKeys(current.type, current.config),
                    onChange: (path, text) => {
                      setServerErrors(({ [current.uid]: _dropped, ...rest }) => rest);
                      set(
                        blocks.map((b) => {
                          if (b.uid !== current.uid) return b;
                          const overlay = withOverlayText(b.translations?.[translating], path, text);
                          const { [translating]: _old, ...others } = b.translations ?? {};
                          return { ...b, translations: Object.keys(overlay).length > 0 ? { ...others, [translating]: overlay } : others };
                        }),
                        `${current.uid}-${translating}`,
                      );
                    },
                  }
                : undefined
            }
          />
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{t('selectBlock')}</p>
      )}
    </section>
  );

  return (
    <>
      <BarTools>
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('editor')}>
          <DeviceSwitch device={device} onChange={setDevice} />
          <div className="flex items-center gap-1">
            <Button variant="secondary" size="sm" className="px-2" onClick={undo} disabled={history.past.length === 0} aria-label={t('undo')} title={t('undoShortcut')} aria-keyshortcuts="Control+Z">
              <UndoIcon />
            </Button>
            <Button variant="secondary" size="sm" className="px-2" onClick={redo} disabled={history.future.length === 0} aria-label={t('redo')} title={t('redoShortcut')} aria-keyshortcuts="Control+Shift+Z">
              <UndoIcon redo />
            </Button>
          </div>
          {docked ? null : (
            <Button variant="secondary" size="sm" onClick={() => setPanelOpen(true)} aria-haspopup="dialog" aria-expanded={panelOpen}>
              {t('blocks')}
            </Button>
          )}
          <span className="text-sm text-slate-600 max-sm:sr-only" aria-live="polite" data-testid="save-state">
            {update.isPending ? tc('saving') : dirty ? t('unsaved') : t('draftSaved')}
          </span>
          <Button size="sm" onClick={save} pending={update.isPending} disabled={!dirty && invalidCount === 0}>
            {t('saveDraft')}
          </Button>
          {toolbarEnd}
        </div>
      </BarTools>

      <div className="min-h-0 min-w-0 flex-1">
        <Canvas previewUrl={translating ? `${bootstrap.previewUrl}&language=${translating}` : bootstrap.previewUrl} render={render} selected={selected} onSelect={setSelected} device={device} />
      </div>

      {docked ? (
        <aside aria-label={t('blocksAndSettings')} className="flex w-[20rem] shrink-0 flex-col border-l border-slate-200 bg-white" data-testid="builder-inspector">
          <div className="max-h-[45%] shrink-0 overflow-y-auto border-b border-slate-200">{outline}</div>
          <div className="min-h-0 flex-1 overflow-y-auto">{inspector}</div>
        </aside>
      ) : (
        <Sheet open={panelOpen} onOpenChange={setPanelOpen} side="right" title={t('blocksAndSettings')}>
          <div className="-m-3 divide-y divide-slate-200" data-testid="builder-inspector">
            {outline}
            {inspector}
          </div>
        </Sheet>
      )}

      <Sheet
        open={insertAt !== null}
        onOpenChange={(open) => !open && setInsertAt(null)}
        side="left"
        wide
        title={t('addBlockTitle')}
        description={insertAt !== null ? t('insertPosition', { position: insertAt + 1, count: blocks.length + 1 }) : undefined}
      >
        <Palette blockTypes={bootstrap.blockTypes} onPick={(type) => insert(type, insertAt ?? blocks.length)} />
      </Sheet>
    </>
  );
}
