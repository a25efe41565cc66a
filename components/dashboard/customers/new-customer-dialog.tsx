'use client';
// "New customer": the create-or-link rule of POST /public/customers. A person known to Vitrine (same e-mail or
// phone) is linked, not duplicated, and the merchant is told so; one who is already this business's customer
// is shown with a link to open them.
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { type CreateCustomerResult, useCreateCustomer } from '@/lib/dashboard/client/customers';
import { DashboardApiError, issueFields } from '@/lib/dashboard/client/request';
import { createCustomerBody } from '@/lib/domain/customers/schemas';
import { CustomerFormDialog, createBodyOf, emptyCustomerForm } from './customer-form';
import { customerName } from './format';

export function NewCustomerButton({ businessId }: { businessId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>New customer</Button>
      {open ? <NewCustomerDialog businessId={businessId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function NewCustomerDialog({ businessId, onClose }: { businessId: string; onClose: () => void }) {
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
      title="New customer"
      description="Someone already known by this e-mail or phone is linked, never duplicated."
      initial={emptyCustomerForm}
      submitLabel="Add customer"
      pending={create.isPending}
      error={create.error}
      onClose={onClose}
      notice={
        known ? (
          <div ref={noticeRef} role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
            {customerName(known)} is already your customer (same e-mail or phone): nothing was added, only empty details were filled in.{' '}
            <a href={customerHref(known.id)} className="font-semibold text-brand-800 underline underline-offset-2">
              Open {customerName(known)}
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
            const name = customerName(customer);
            if (!created) {
              setKnown(customer);
              return;
            }
            notify(
              isExisting
                ? `${name} was already known to Vitrine (same e-mail or phone): linked and added to your customers, not duplicated.`
                : `${name} added to your customers.`,
            );
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
