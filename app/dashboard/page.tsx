import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getDb } from '@/lib/db/client';
import { userBusinesses } from '@/lib/domain/users/sessions';
import { appTranslator } from '@/lib/dashboard/locale';
import { requireUser } from '@/lib/dashboard/session';
import { SignOutButton } from '@/components/dashboard/nav';

export default async function DashboardHome() {
  const user = await requireUser('/dashboard');
  const businesses = await userBusinesses(await getDb(), user.id);
  if (businesses[0]) redirect(`/dashboard/${businesses[0].id}`);
  const t = await appTranslator('shell');
  return (
    <main className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">{t('noBusiness.title')}</h1>
      <p className="mt-2 text-slate-600">
        {t.rich('noBusiness.text', { email: user.email, code: (chunks) => <code className="rounded bg-slate-100 px-1">{chunks}</code> })}
      </p>
      <div className="mt-6 flex justify-center">
        <SignOutButton />
      </div>
    </main>
  );
}
