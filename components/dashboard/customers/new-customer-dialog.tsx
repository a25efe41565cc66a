'use client';
// "New customer": the create-or-link rule of POST /public/customers. A person known to Vitrine (same e-mail or
// phone) is linked, not duplicated, and the merchant is told so; one who is already this business's customer
// is shown with a link to open them.
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { type CreateCustomerResult, useCreateCustomer } from '@/lib/dashboard/client/customers';
import { DashboardApiError, issueFields } from '@/lib/dashboard/client/request';
import { createCustomerBody } from '@/lib/domain/customers/schemas';
import { CustomerFormDialog, createBodyOf, emptyCustomerForm } from './customer-form';
import { customerName } from './format';

export function NewCustomerButton({ businessId }: { businessId: string }) {
  const t = useTranslations('customers');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('new.title')}</Button>
      {open ? <NewCustomerDialog businessId={businessId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function NewCustomerDialog({ businessId, onClose }: { businessId: string; onClose: () => void }) {
  const t = useTranslations('customers');
  const unnamed = t('unnamed');
  const [known, setKnown] = useState<CreateCustomerResult['customer'] | null>(null);
  const create = useCreateCustomer(businessId);
  const router = useRouter();
  const notify = useToast();
  const customerHref = (id: string) => `/dashboard/${businessId}/customers/${id}`;
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (known) noticeRef.current?.scrollIntoView({ block: 'nearest' });
  }, [known]);

  return (
    <CustomerFormDialog
      title={t('new.title')}
      description={t('new.description')}
      initial={emptyCustomerForm}
      submitLabel={t('new.submit')}
      pending={create.isPending}
      error={create.error}
      onClose={onClose}
      notice={
        known ? (
          <div ref={noticeRef} role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
            {t('new.alreadyYours', { name: customerName(known, unnamed) })}{' '}
            <a href={customerHref(known.id)} className="font-semibold text-brand-800 underline underline-offset-2">
              {t('new.open', { name: customerName(known, unnamed) })}
            </a>
          </div>
        ) : null
      }
      onSubmit={(form, setErrors) => {
        const parsed = createCustomerBody.safeParse(createBodyOf(form));
        if (!parsed.success) {
          setErrors(issueFields(parsed.error));
          return;
        }
        setErrors({});
        setKnown(null);
        create.mutate(parsed.data, {
          onSuccess: ({ customer, isExisting, created }) => {
            const name = customerName(customer, unnamed);
            if (!created) {
              setKnown(customer);
              return;
            }
            notify(isExisting ? t('new.linked', { name }) : t('new.added', { name }));
            router.push(customerHref(customer.id));
          },
          onError: (error) => {
            if (error instanceof DashboardApiError) setErrors(error.fieldErrors());
          },
        });
      }}
    />
  );
}
