import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Not found' };

export default function NotFound() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <div className="text-center">
        <p className="text-sm font-semibold text-brand-700">404</p>
        <h1 className="mt-2 text-2xl font-semibold text-slate-900">This page does not exist</h1>
        <p className="mt-2 text-slate-600">The address may be mistyped, or the page belongs to a business you do not have access to.</p>
        <div className="mt-6 flex justify-center gap-3 text-sm font-medium">
          <a className="text-brand-700 underline underline-offset-4" href="/dashboard">
            Go to the dashboard
          </a>
          <a className="text-brand-700 underline underline-offset-4" href="/">
            Vitrine home
          </a>
        </div>
      </div>
    </main>
  );
}
