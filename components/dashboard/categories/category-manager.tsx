'use client';
// The Categories page: the list in the merchant's order (moved with up / down buttons, keyboard included; the
// focus stays on the moved category and the move is announced), the add form, the edit dialog and the delete
// confirmation that says how many products lose their category.
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { Card, EmptyState } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/field';
import { Loading } from '@/components/ui/spinner';
import { TableHead } from '@/components/ui/table';
import { useToast } from '@/components/ui/toast';
import { type Category, useCategoryList, useDeleteCategory, useMoveCategory } from '@/lib/dashboard/client/categories';
import { CreateCategoryForm } from './create-category-form';
import { EditCategoryDialog } from './edit-category-dialog';

type Direction = 'up' | 'down';

const moveButtonId = (categoryId: string, direction: Direction) => `move-${direction}-${categoryId}`;

export function CategoryManager({ businessId }: { businessId: string }) {
  const categories = useCategoryList(businessId);
  const move = useMoveCategory(businessId);
  const remove = useDeleteCategory(businessId);
  const notify = useToast();
  const t = useTranslations('categories');
  const tc = useTranslations('common');
  const productCount = (count: number) => (count === 0 ? t('noProducts') : t('productCount', { count }));
  const [editing, setEditing] = useState<Category | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const moving = useRef(false);
  // After a move, the button to give the focus back to, once the list shows the category at its new index.
  const [refocus, setRefocus] = useState<{ id: string; direction: Direction; index: number } | null>(null);

  function moveCategory(category: Category, direction: Direction) {
    // Not `disabled` while a move runs: that would take the focus away from the button.
    if (moving.current) return;
    moving.current = true;
    move.mutate(
      { categoryId: category.id, direction },
      {
        onSuccess: ({ data }) => {
          const index = data.findIndex((c) => c.id === category.id);
          setAnnouncement(t(direction === 'up' ? 'movedUp' : 'movedDown', { name: category.name, position: index + 1, total: data.length }));
          setRefocus({ id: category.id, direction, index });
        },
        onError: (error) => notify(t('moveFailed', { name: category.name, error: error.message }), 'error'),
        onSettled: () => {
          moving.current = false;
        },
      },
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    const category = deleting;
    remove.mutate(category.id, {
      onSuccess: () => {
        setDeleting(null);
        // Its row, which held the focus, is gone: keep the focus in the list rather than losing it to the page.
        requestAnimationFrame(() => document.getElementById('category-list')?.focus());
        notify(
          category.productCount > 0
            ? t('deletedWithProducts', { name: category.name, products: productCount(category.productCount) })
            : t('deleted', { name: category.name }),
        );
      },
      onError: (error) => {
        setDeleting(null);
        notify(t('deleteFailed', { name: category.name, error: error.message }), 'error');
      },
    });
  }

  const list = categories.data ?? [];

  // A row moved in the DOM loses the focus: give it back to the same button, or to the other one at an end —
  // only once the rendered list has the new order (the cache update renders a little after the answer).
  useEffect(() => {
    if (!refocus || list[refocus.index]?.id !== refocus.id) return;
    const same = document.getElementById(moveButtonId(refocus.id, refocus.direction)) as HTMLButtonElement | null;
    const other = document.getElementById(moveButtonId(refocus.id, refocus.direction === 'up' ? 'down' : 'up'));
    (same && !same.disabled ? same : other)?.focus();
    setRefocus(null);
  }, [list, refocus]);

  return (
    <div className="space-y-6">
      <Card
        title={t('yours')}
        description={list.length > 0 ? t('count', { count: list.length }) : undefined}
      >
        <div id="category-list" tabIndex={-1} className="focus:outline-none">
          {categories.isPending ? (
            <Loading label={t('loading')} />
          ) : categories.isError ? (
            <div className="space-y-3">
              <FormError message={t('loadError', { error: categories.error.message })} />
              <Button variant="secondary" onClick={() => categories.refetch()} pending={categories.isFetching}>
                {tc('retry')}
              </Button>
            </div>
          ) : list.length === 0 ? (
            <EmptyState title={t('emptyTitle')}>{t('emptyBody')}</EmptyState>
          ) : (
            <CategoryTable categories={list} onMove={moveCategory} onEdit={setEditing} onDelete={setDeleting} />
          )}
        </div>
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </Card>

      <CreateCategoryForm businessId={businessId} />

      <EditCategoryDialog businessId={businessId} category={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setDeleting(null);
        }}
        title={t('deleteTitle', { name: deleting?.name ?? '' })}
        description={
          deleting && deleting.productCount > 0
            ? t(deleting.productCount === 1 ? 'deleteHoldsOne' : 'deleteHoldsMany', { products: productCount(deleting.productCount) })
            : t('deleteEmpty')
        }
        confirmLabel={t('deleteConfirm')}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </div>
  );
}

function CategoryTable({
  categories,
  onMove,
  onEdit,
  onDelete,
}: {
  categories: Category[];
  onMove: (category: Category, direction: Direction) => void;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
}) {
  const t = useTranslations('categories');
  const tc = useTranslations('common');
  return (
    // `relative`: the buttons' screen-reader text is positioned inside the scroll box, not beyond the page.
    <div className="relative -mx-5 -my-4 overflow-x-auto">
      <table className="w-full min-w-[38rem] text-left text-sm">
        <caption className="sr-only">{t('caption')}</caption>
        <TableHead
          className="whitespace-nowrap border-b border-slate-200 bg-slate-50"
          cellClassName="px-3 py-2.5"
          columns={[
            { label: t('order'), className: 'w-24 px-5 py-2.5' },
            { label: t('name') },
            { label: t('slug') },
            { label: t('products'), align: 'right' },
            { label: tc('actions'), align: 'right', srOnly: true, className: 'py-2.5 pl-3 pr-5' },
          ]}
        />
        <tbody className="divide-y divide-slate-200">
          {categories.map((category, index) => (
            <tr key={category.id} data-category-id={category.id}>
              <td className="px-5 py-2.5">
                <div className="flex items-center gap-1">
                  <MoveButton category={category} direction="up" disabled={index === 0} onMove={onMove} />
                  <MoveButton category={category} direction="down" disabled={index === categories.length - 1} onMove={onMove} />
                </div>
              </td>
              <th scope="row" className="px-3 py-2.5 font-medium text-slate-900">
                <span className="block max-w-[16rem] break-words">{category.name}</span>
              </th>
              <td className="px-3 py-2.5">
                <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-800">{category.slug}</code>
              </td>
              <td className="whitespace-nowrap px-3 py-2.5 text-right tabular-nums text-slate-700">{category.productCount}</td>
              <td className="py-2.5 pl-3 pr-5">
                <div className="flex justify-end gap-1.5">
                  <Button size="sm" variant="secondary" onClick={() => onEdit(category)}>
                    {tc('edit')}
                    <span className="sr-only"> {category.name}</span>
                  </Button>
                  <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => onDelete(category)}>
                    {tc('delete')}
                    <span className="sr-only"> {category.name}</span>
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MoveButton({
  category,
  direction,
  disabled,
  onMove,
}: {
  category: Category;
  direction: Direction;
  disabled: boolean;
  onMove: (category: Category, direction: Direction) => void;
}) {
  const t = useTranslations('categories');
  return (
    <button
      type="button"
      id={moveButtonId(category.id, direction)}
      disabled={disabled}
      title={direction === 'up' ? t('moveUp') : t('moveDown')}
      onClick={() => onMove(category, direction)}
      className="inline-flex size-8 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-700 shadow-sm transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40"
    >
      <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
        <path
          d={direction === 'up' ? 'M10 15V5M5 10l5-5 5 5' : 'M10 5v10M5 10l5 5 5-5'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="sr-only">{t(direction === 'up' ? 'moveUpLabel' : 'moveDownLabel', { name: category.name })}</span>
    </button>
  );
}
