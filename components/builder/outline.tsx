'use client';
// The page's blocks in order: select, reorder by drag and drop or by keyboard (dnd-kit: Space to lift, arrows
// to move, Space to drop; or the Move up/down buttons), duplicate, remove, and insert a block at any position.
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, type DragEndEvent, useSensor, useSensors } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslations } from 'use-intl';

/** sample: a theme's invented content, unchanged (the draft cannot be published with it). */
export type OutlineBlock = { uid: string; label: string; summary: string; invalid: boolean; sample?: boolean };

type Actions = {
  onSelect: (index: number) => void;
  onMove: (from: number, to: number) => void;
  onDuplicate: (index: number) => void;
  onRemove: (index: number) => void;
  onInsert: (index: number) => void;
};

const iconButton =
  'inline-flex size-7 items-center justify-center rounded-md text-slate-600 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-40';

function Row({ block, index, count, selected, locked, ...actions }: { block: OutlineBlock; index: number; count: number; selected: boolean; locked: boolean } & Actions) {
  const t = useTranslations('builder.outline');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: block.uid, disabled: locked });
  const position = index + 1;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`group flex items-center gap-1 rounded-lg border bg-white px-1.5 py-1 ${selected ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200'} ${isDragging ? 'z-10 shadow-lg' : ''}`}
      data-testid="outline-row"
    >
      {locked ? null : (
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('drag', { label: block.label, position, count })}
          className={`${iconButton} cursor-grab touch-none active:cursor-grabbing`}
        >
          <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" fill="currentColor">
            <circle cx="7" cy="5" r="1.4" /> <circle cx="13" cy="5" r="1.4" /> <circle cx="7" cy="10" r="1.4" /> <circle cx="13" cy="10" r="1.4" />
            <circle cx="7" cy="15" r="1.4" /> <circle cx="13" cy="15" r="1.4" />
          </svg>
        </button>
      )}
      <button
        type="button"
        onClick={() => actions.onSelect(index)}
        aria-pressed={selected}
        className="min-w-0 flex-1 rounded-md px-1.5 py-1 text-left focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="flex items-center gap-1.5 text-sm font-medium text-slate-900">
          {block.label}
          {block.invalid ? <span className="rounded bg-red-100 px-1 text-[0.7rem] font-semibold text-red-800">{t('fix')}</span> : null}
          {block.sample ? <span className="rounded bg-amber-100 px-1 text-[0.7rem] font-semibold text-amber-900">{t('sample')}</span> : null}
        </span>
        {block.summary ? <span className="block truncate text-xs text-slate-600">{block.summary}</span> : null}
      </button>
      {locked ? null : (
        <div className="flex shrink-0 items-center opacity-100 lg:opacity-0 lg:group-focus-within:opacity-100 lg:group-hover:opacity-100">
          <button type="button" className={iconButton} onClick={() => actions.onMove(index, index - 1)} disabled={index === 0} aria-label={t('moveUp', { label: block.label })}>
            <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true"><path d="M10 15V5M5.5 9.5 10 5l4.5 4.5" stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinecap="round" strokeLinejoin="round" /></svg>
          </button>
          <button type="button" className={iconButton} onClick={() => actions.onMove(index, index + 1)} disabled={index === count - 1} aria-label={t('moveDown', { label: block.label })}>
            <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true"><path d="M10 5v10M5.5 10.5 10 15l4.5-4.5" stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinecap="round" strokeLinejoin="round" /></svg>
          </button>
          <button type="button" className={iconButton} onClick={() => actions.onDuplicate(index)} aria-label={t('duplicate', { label: block.label })}>
            <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true"><rect x="6.5" y="6.5" width="9" height="9" rx="1.5" stroke="currentColor" strokeWidth="1.6" fill="none" /><path d="M4 13V5.5A1.5 1.5 0 0 1 5.5 4H13" stroke="currentColor" strokeWidth="1.6" fill="none" /></svg>
          </button>
          <button type="button" className={iconButton} onClick={() => actions.onInsert(index + 1)} aria-label={t('addAfter', { label: block.label })}>
            <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true"><path d="M10 4v12M4 10h12" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" /></svg>
          </button>
          <button type="button" className={`${iconButton} hover:text-red-700`} onClick={() => actions.onRemove(index)} aria-label={t('remove', { label: block.label })}>
            <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true"><path d="M5 6h10M8 6V4.5h4V6M6.5 6l.7 9.5h5.6l.7-9.5" stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinejoin="round" /></svg>
          </button>
        </div>
      )}
    </li>
  );
}

/** locked: the blocks can be selected only (not moved, added, duplicated or removed), e.g. while editing another language's texts. */
export function Outline({ blocks, selected, locked = false, ...actions }: { blocks: OutlineBlock[]; selected: number; locked?: boolean } & Actions) {
  const t = useTranslations('builder.outline');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const labelOf = (id: string | number) => blocks.find((b) => b.uid === id)?.label ?? t('block');
  const positionOf = (id: string | number | undefined) => blocks.findIndex((b) => b.uid === id) + 1;
  function onDragEnd(event: DragEndEvent) {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    actions.onMove(
      blocks.findIndex((b) => b.uid === active.id),
      blocks.findIndex((b) => b.uid === over.id),
    );
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => t('pickedUp', { label: labelOf(active.id), position: positionOf(active.id), count: blocks.length }),
          onDragOver: ({ active, over }) =>
            over ? t('movedOver', { label: labelOf(active.id), position: positionOf(over.id), count: blocks.length }) : t('notOver', { label: labelOf(active.id) }),
          onDragEnd: ({ active, over }) =>
            over ? t('dropped', { label: labelOf(active.id), position: positionOf(over.id), count: blocks.length }) : t('droppedOutside', { label: labelOf(active.id) }),
          onDragCancel: ({ active }) => t('cancelled', { label: labelOf(active.id), position: positionOf(active.id) }),
        },
        screenReaderInstructions: {
          draggable: t('instructions'),
        },
      }}
    >
      <SortableContext items={blocks.map((b) => b.uid)} strategy={verticalListSortingStrategy}>
        <ol className="space-y-1.5" aria-label={t('list')}>
          {blocks.map((block, index) => (
            <Row key={block.uid} block={block} index={index} count={blocks.length} selected={index === selected} locked={locked} {...actions} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
