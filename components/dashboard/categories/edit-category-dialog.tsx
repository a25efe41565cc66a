'use client';
// Renaming a category or changing its slug, in a dialog. Only the changed fields are sent.
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { type Category, useUpdateCategory } from '@/lib/dashboard/client/categories';
import { type UpdateCategoryBody, updateCategoryBody } from '@/lib/domain/catalog/schemas';
import { type CategoryDraft, type CategoryErrors, CategoryFields, issueErrors, serverErrors } from './category-fields';

export function EditCategoryDialog({ businessId, category, onClose }: { businessId: string; category: Category | null; onClose: () => void }) {
  return (
    <Dialog
      open={category !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={category ? `Edit “${category.name}”` : 'Edit category'}
      description="A new slug changes the category’s address on your shop; links to the old one stop working."
    >
      {/* Keyed: each category opens with its own values. */}
      {category ? <EditCategoryForm key={category.id} businessId={businessId} category={category} onClose={onClose} /> : null}
    </Dialog>
  );
}

function EditCategoryForm({ businessId, category, onClose }: { businessId: string; category: Category; onClose: () => void }) {
  const update = useUpdateCategory(businessId);
  const notify = useToast();
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
          notify(`Saved “${saved.name}” (${saved.slug})`);
          onClose();
        },
        onError: (error) => setErrors(serverErrors(error)),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-label={`Edit ${category.name}`} className="space-y-4">
      <FormError message={errors.form} />
      <CategoryFields
        idPrefix="edit-category"
        draft={draft}
        errors={errors}
        onChange={(field, value) => {
          setDraft((current) => ({ ...current, [field]: value }));
          setErrors(({ [field]: _cleared, ...rest }) => rest);
        }}
        slugHint="Lowercase letters, digits and dashes; unique among your categories."
      />
      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" pending={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
