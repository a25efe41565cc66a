// The person in the dashboard's top bar: their name (or address), a link to their account, and sign out.
import { appTranslator } from '@/lib/dashboard/locale';
import { SignOutButton } from './nav';

export async function AccountMenu({ user, businessId }: { user: { email: string; name: string | null }; businessId: string }) {
  const t = await appTranslator('shell');
  return (
    <div className="flex items-center gap-1">
      <span className="hidden max-w-48 truncate text-sm text-slate-600 md:inline">{user.name ?? user.email}</span>
      <a
        href={`/dashboard/${businessId}/account`}
        className="rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {t('yourAccount')}
      </a>
      <SignOutButton />
    </div>
  );
}
