import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { LogoMark } from '@/components/marketing/logo';
import { DashboardProviders } from '@/components/dashboard/providers';
import { SignInForm } from '@/components/dashboard/sign-in-form';
import { safeNext } from '@/lib/dashboard/next-path';
import { currentUser } from '@/lib/dashboard/session';

export const metadata: Metadata = { title: 'Sign in', robots: { index: false } };

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ next?: string; error?: string }> }) {
  const { next, error } = await searchParams;
  if (await currentUser()) redirect(safeNext(next) ?? '/dashboard');
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-sm">
        <div className="mb-8 flex flex-col items-center text-center">
          <a href="/" aria-label="Vitrine home" className="rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600">
            <LogoMark className="size-12" />
          </a>
          <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">Sign in to Vitrine</h1>
          <p className="mt-1 text-sm text-slate-600">Manage your business, keys, products, site and shop.</p>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <DashboardProviders>
            <SignInForm next={next ?? null} error={error ?? null} />
          </DashboardProviders>
        </div>
        <p className="mt-6 text-center text-xs text-slate-600">
          Accounts are created by your operator with <code className="whitespace-nowrap rounded bg-slate-100 px-1 py-0.5">vitrine user create</code>.
        </p>
      </div>
    </main>
  );
}
