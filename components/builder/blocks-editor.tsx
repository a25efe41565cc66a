'use client';
// The editor of a BLOCKS page: outline (order, add, duplicate, remove), canvas (the storefront renderer in a
// sandboxed frame), inspector (form generated from the block's JSON Schema), undo/redo, save.
import { useSearchParams } from 'next/navigation';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { useUnsavedChangesWarning } from '@/components/ui/use-unsaved-warning';
import { type BuilderBootstrap, type BlockTypeInfo, type SitePage, useUpdatePage } from '@/lib/dashboard/client/builder';
import { DashboardApiError } from '@/lib/dashboard/client/request';
import { Canvas, type Device } from './canvas';
import { historyReducer, initialHistory } from './history';
import { BlockInspector, validateBlockConfig } from './inspector/block-inspector';
import { Outline } from './outline';
import { Palette } from './palette';

/** sample: a theme's sample marker, kept as received; sampleOf: the config it marks (the badge shows while equal). */
type EditorBlock = { uid: string; type: string; config: Record<string, unknown>; sample?: string; sampleOf?: string };

let uidCounter = 0;
const newUid = () => `b${++uidCounter}`;
const clone = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const toEditor = (page: SitePage): EditorBlock[] =>
  [...page.blocks]
    .sort((a, b) => a.order - b.order)
    .map((block) => ({ uid: newUid(), type: block.type, config: clone(block.config), ...(block.sample ? { sample: block.sample, sampleOf: JSON.stringify(block.config) } : {}) }));
const toStored = (blocks: EditorBlock[]) =>
  blocks.map((block, order) => ({ type: block.type, order, config: block.config, ...(block.sample ? { sample: block.sample } : {}) }));
const snapshot = (blocks: EditorBlock[]) => JSON.stringify(toStored(blocks));

function summaryOf(config: Record<string, unknown>): string {
  for (const key of ['title', 'heading', 'text', 'question', 'caption', 'html']) {
    const value = config[key];
    if (typeof value === 'string' && value.trim()) return value.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 60);
  }
  return '';
}

export function BlocksEditor({
  businessId,
  bootstrap,
  page,
  onDirtyChange,
  toolbarEnd,
}: {
  businessId: string;
  bootstrap: BuilderBootstrap;
  page: SitePage;
  onDirtyChange: (dirty: boolean) => void;
  toolbarEnd?: React.ReactNode;
}) {
  const notify = useToast();
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

  const clientErrors = useMemo(() => new Map(blocks.map((b) => [b.uid, validateBlockConfig(b.type, b.config)])), [blocks]);
  const errorsOf = (block: EditorBlock) => ({ ...(showErrors ? clientErrors.get(block.uid) : {}), ...serverErrors[block.uid] });
  const invalidCount = blocks.filter((b) => Object.keys(clientErrors.get(b.uid) ?? {}).length > 0 || serverErrors[b.uid]).length;

  const stored = useMemo(() => toStored(blocks), [blocks]);
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
      notify('Some blocks have invalid settings: fix the marked fields, then save.', 'error');
      return;
    }
    try {
      const result = await update.mutateAsync({ id: page.id, blocks: stored });
      setServerErrors({});
      setSaved(snapshot(blocks));
      notify(`Draft saved: “${result.title}”`);
    } catch (error) {
      if (error instanceof DashboardApiError && error.details.length > 0) {
        const byBlock: Record<string, Record<string, string>> = {};
        for (const detail of error.details) {
          const match = /^(?:body\.)?blocks\.(\d+)(?:\.config\.?(.*))?$/.exec(detail.path);
          const block = match ? blocks[Number(match[1])] : undefined;
          if (!block) continue;
          (byBlock[block.uid] ??= {})[match![2] ?? ''] = detail.message;
        }
        setServerErrors(byBlock);
        const first = blocks.findIndex((b) => byBlock[b.uid]);
        if (first >= 0) setSelected(first);
      }
      notify(error instanceof Error ? error.message : 'Could not save', 'error');
    }
  }

  const current = selected >= 0 ? blocks[selected] : undefined;
  const currentType = current ? typeInfo.get(current.type) : undefined;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-2.5 shadow-sm" role="toolbar" aria-label="Editor">
        <div className="flex items-center gap-1.5">
          <Button variant="secondary" size="sm" onClick={undo} disabled={history.past.length === 0} aria-keyshortcuts="Control+Z">
            Undo
          </Button>
          <Button variant="secondary" size="sm" onClick={redo} disabled={history.future.length === 0} aria-keyshortcuts="Control+Shift+Z">
            Redo
          </Button>
          <span className="mx-2 h-5 w-px bg-slate-200" aria-hidden="true" />
          <div role="radiogroup" aria-label="Preview width" className="flex rounded-lg border border-slate-300 p-0.5">
            {(['desktop', 'tablet', 'mobile'] as const).map((d) => (
              <button
                key={d}
                type="button"
                role="radio"
                aria-checked={device === d}
                onClick={() => setDevice(d)}
                className={`rounded-md px-2.5 py-1 text-xs font-medium capitalize focus-visible:outline-2 focus-visible:outline-brand-600 ${device === d ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
              >
                {d}
              </button>
            ))}
          </div>
        </div>
        <div className="flex items-center gap-2">
          <span className="text-sm text-slate-600" aria-live="polite" data-testid="save-state">
            {update.isPending ? 'Saving…' : dirty ? 'Unsaved changes' : 'Draft saved'}
          </span>
          <Button size="sm" onClick={save} pending={update.isPending} disabled={!dirty && invalidCount === 0}>
            Save draft
          </Button>
          {toolbarEnd}
        </div>
      </div>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_23rem]">
        <div className="min-h-[36rem] min-w-0 lg:row-span-2">
          <Canvas businessId={businessId} previewUrl={bootstrap.previewUrl} blocks={stored} selected={selected} onSelect={setSelected} device={device} />
        </div>
        <section aria-labelledby="outline-title" className="min-w-0 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
          <div className="mb-2 flex items-center justify-between">
            <h2 id="outline-title" className="text-sm font-semibold text-slate-900">
              Blocks ({blocks.length})
            </h2>
            <Button size="sm" variant="secondary" onClick={() => setInsertAt(0)}>
              Add at top
            </Button>
          </div>
          {blocks.length === 0 ? <p className="py-6 text-center text-sm text-slate-600">This page has no blocks yet.</p> : null}
          <Outline
            blocks={blocks.map((b) => ({
              uid: b.uid,
              label: typeInfo.get(b.type)?.label ?? b.type,
              summary: summaryOf(b.config),
              invalid: showErrors && (Object.keys(clientErrors.get(b.uid) ?? {}).length > 0 || Boolean(serverErrors[b.uid])),
              sample: Boolean(b.sample) && JSON.stringify(b.config) === b.sampleOf,
            }))}
            selected={selected}
            onSelect={setSelected}
            onMove={move}
            onDuplicate={(index) => {
              const next = [...blocks];
              next.splice(index + 1, 0, { ...blocks[index]!, uid: newUid(), config: clone(blocks[index]!.config) });
              set(next);
              setSelected(index + 1);
            }}
            onRemove={(index) => {
              set(blocks.filter((_, i) => i !== index));
              setSelected(Math.min(index, blocks.length - 2));
            }}
            onInsert={setInsertAt}
          />
          <Button className="mt-3 w-full" variant="secondary" onClick={() => setInsertAt(blocks.length)}>
            + Add block
          </Button>
        </section>

        <section aria-labelledby="inspector-title" className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <h2 id="inspector-title" className="text-sm font-semibold text-slate-900">
            Block settings
          </h2>
          {current && currentType ? (
            <div className="mt-3">
              <BlockInspector
                key={current.uid}
                blockType={currentType}
                value={current.config}
                errors={errorsOf(current)}
                pickers={bootstrap.pickers}
                onChange={(config) => {
                  setServerErrors(({ [current.uid]: _dropped, ...rest }) => rest);
                  set(
                    blocks.map((b) => (b.uid === current.uid ? { ...b, config } : b)),
                    current.uid,
                  );
                }}
              />
            </div>
          ) : (
            <p className="mt-3 text-sm text-slate-600">Select a block in the list or in the preview to edit its settings.</p>
          )}
        </section>
      </div>

      <Dialog open={insertAt !== null} onOpenChange={(open) => !open && setInsertAt(null)} title="Add a block" description={insertAt !== null ? `It will be block ${insertAt + 1} of ${blocks.length + 1}.` : undefined} wide>
        <Palette blockTypes={bootstrap.blockTypes} onPick={(type) => insert(type, insertAt ?? blocks.length)} />
      </Dialog>
    </div>
  );
}
