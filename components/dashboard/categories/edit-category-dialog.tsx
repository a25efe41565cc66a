'use client';
// Renaming a category or changing its slug, in a dialog. Only the changed fields are sent.
import { type FormEvent, useState } from 'react';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { type Category, useUpdateCategory } from '@/lib/dashboard/client/categories';
import { type UpdateCategoryBody, updateCategoryBody } from '@/lib/domain/catalog/schemas';
import { type CategoryDraft, type CategoryErrors, CategoryFields, issueErrors, serverErrors } from './category-fields';

export function EditCategoryDialog({ businessId, category, onClose }: { businessId: string; category: Category | null; onClose: () => void }) {
  const t = useTranslations('categories');
  return (
    <Dialog
      open={category !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={category ? t('editTitle', { name: category.name }) : t('editFallback')}
      description={t('editDescription')}
    >
      {/* Keyed: each category opens with its own values. */}
      {category ? <EditCategoryForm key={category.id} businessId={businessId} category={category} onClose={onClose} /> : null}
    </Dialog>
  );
}

function EditCategoryForm({ businessId, category, onClose }: { businessId: string; category: Category; onClose: () => void }) {
  const update = useUpdateCategory(businessId);
  const notify = useToast();
  const t = useTranslations('categories');
  const tc = useTranslations('common');
  const tg = useTranslations('catalog');
  const [draft, setDraft] = useState<CategoryDraft>({ name: category.name, slug: category.slug });
  const [errors, setErrors] = useState<CategoryErrors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const diff: Partial<Record<keyof UpdateCategoryBody, string>> = {};
    if (draft.name.trim() !== category.name) diff.name = draft.name;
    if (draft.slug.trim() !== category.slug) diff.slug = draft.slug;
    if (Object.keys(diff).length === 0) {
      onClose();
      return;
    }
    const parsed = updateCategoryBody.safeParse(diff);
    if (!parsed.success) {
      setErrors(issueErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    update.mutate(
      { categoryId: category.id, body: parsed.data },
      {
        onSuccess: (saved) => {
          notify(t('saved', { name: saved.name, slug: saved.slug }));
          onClose();
        },
        onError: (error) => setErrors(serverErrors(error, tg('unreachable'))),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-label={t('editLabel', { name: category.name })} className="space-y-4">
      <FormError message={errors.form} />
      <CategoryFields
        idPrefix="edit-category"
        draft={draft}
        errors={errors}
        onChange={(field, value) => {
          setDraft((current) => ({ ...current, [field]: value }));
          setErrors(({ [field]: _cleared, ...rest }) => rest);
        }}
        slugHint={t('editSlugHint')}
      />
      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
          {tc('cancel')}
        </Button>
        <Button type="submit" pending={update.isPending}>
          {update.isPending ? tc('saving') : tc('save')}
        </Button>
      </div>
    </form>
  );
}
