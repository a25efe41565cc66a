'use client';
// Adding a category: a name, and a slug that the server derives from the name when it is left empty.
import { type FormEvent, useState } from 'react';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { useCreateCategory } from '@/lib/dashboard/client/categories';
import { createCategoryBody } from '@/lib/domain/catalog/schemas';
import { type CategoryDraft, type CategoryErrors, CategoryFields, issueErrors, serverErrors } from './category-fields';

const EMPTY: CategoryDraft = { name: '', slug: '' };

export function CreateCategoryForm({ businessId }: { businessId: string }) {
  const create = useCreateCategory(businessId);
  const notify = useToast();
  const t = useTranslations('categories');
  const tg = useTranslations('catalog');
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<CategoryErrors>({});

  function focusFirst(next: CategoryErrors) {
    const field = next.name ? 'name' : next.slug ? 'slug' : null;
    if (field) requestAnimationFrame(() => document.getElementById(`new-category-${field}`)?.focus());
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createCategoryBody.safeParse({ name: draft.name, ...(draft.slug.trim() ? { slug: draft.slug } : {}) });
    if (!parsed.success) {
      const next = issueErrors(parsed.error.issues);
      setErrors(next);
      focusFirst(next);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (category) => {
        setDraft(EMPTY);
        notify(t('added', { name: category.name, slug: category.slug }));
        requestAnimationFrame(() => document.getElementById('new-category-name')?.focus());
      },
      onError: (error) => {
        const next = serverErrors(error, tg('unreachable'));
        setErrors(next);
        focusFirst(next);
      },
    });
  }

  return (
    <Card title={t('add')} description={t('addDescription')}>
      <form noValidate onSubmit={submit} aria-label={t('add')} className="space-y-4">
        <FormError message={errors.form} />
        <div className="grid gap-4 sm:grid-cols-2">
          <CategoryFields
            idPrefix="new-category"
            draft={draft}
            errors={errors}
            onChange={(field, value) => {
              setDraft((current) => ({ ...current, [field]: value }));
              setErrors(({ [field]: _cleared, ...rest }) => rest);
            }}
            slugHint={t('addSlugHint')}
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" pending={create.isPending}>
            {create.isPending ? t('adding') : t('addButton')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
