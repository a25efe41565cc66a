import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { LogoMark } from '@/components/marketing/logo';
import { ButtonLink } from '@/components/ui/button';
import { AuthI18n } from '@/components/dashboard/account/auth-card';
import { CreateAccountForm, JoinButton, SignOutHere } from '@/components/dashboard/team/accept-invitation';
import { getDb } from '@/lib/db/client';
import { DomainError } from '@/lib/domain/shared/errors';
import { type InvitationPreview, type InvitationState, invitationByToken } from '@/lib/domain/users/invitations';
import { appTranslator } from '@/lib/dashboard/locale';
import { currentUser } from '@/lib/dashboard/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await appTranslator('auth'))('invitation.metaTitle'), robots: { index: false }, referrer: 'no-referrer' };
}
export const dynamic = 'force-dynamic';

/** Why an invitation cannot be used (its title and body in the `auth.invitation` messages). */
type Unusable = Exclude<InvitationState, 'pending'> | 'invalid';

async function Frame({ title, children }: { title: string; children: ReactNode }) {
  const t = await appTranslator('auth');
  return (
    <AuthI18n>
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-md">
        <div className="mb-8 flex flex-col items-center text-center">
          <a href="/" aria-label={t('home')} className="rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600">
            <LogoMark className="size-12" />
          </a>
          <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        </div>
        <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">{children}</div>
      </div>
    </main>
    </AuthI18n>
  );
}

async function preview(token: string): Promise<InvitationPreview | null> {
  try {
    return await invitationByToken(await getDb(), token);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'invalid_token') return null;
    throw error;
  }
}

export default async function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const [invitation, user] = await Promise.all([preview(token), currentUser()]);
  const [t, roles] = await Promise.all([appTranslator('auth'), appTranslator('roles')]);
  if (!invitation || invitation.state !== 'pending') {
    const state: Unusable = !invitation || invitation.state === 'pending' ? 'invalid' : invitation.state;
    return (
      <Frame title={t(`invitation.${state}.title`)}>
        <p className="text-sm text-slate-700">{t(`invitation.${state}.body`)}</p>
        <ButtonLink href={user ? '/dashboard' : '/sign-in'} className="w-full">
          {user ? t('invitation.toDashboard') : t('signIn')}
        </ButtonLink>
      </Frame>
    );
  }
  const role = { label: roles(`${invitation.role}.label`), summary: roles(`${invitation.role}.summary`) };
  const strong = (chunks: ReactNode) => <strong className="font-semibold text-slate-900">{chunks}</strong>;
  const invited = { email: invitation.email, business: invitation.businessName, role: role.label.toLowerCase(), strong };
  const summary = (
    <div className="space-y-2 text-sm text-slate-700">
      <p>{invitation.inviter ? t.rich('invitation.invited', { ...invited, inviter: invitation.inviter }) : t.rich('invitation.invitedBySomeone', invited)}</p>
      <p className="rounded-lg bg-slate-50 px-3 py-2">
        {t.rich('invitation.roleSummary', {
          role: role.label,
          summary: role.summary,
          strong: (chunks) => <span className="font-medium text-slate-900">{chunks}</span>,
        })}
      </p>
    </div>
  );
  const title = t('invitation.title', { business: invitation.businessName });
  if (user && user.email === invitation.email) {
    return (
      <Frame title={title}>
        {summary}
        <JoinButton token={token} businessName={invitation.businessName} />
      </Frame>
    );
  }
  if (user) {
    return (
      <Frame title={title}>
        {summary}
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {t.rich('invitation.wrongUser', { user: user.email, email: invitation.email, strong: (chunks) => <strong className="font-semibold">{chunks}</strong> })}
        </p>
        <SignOutHere />
      </Frame>
    );
  }
  if (invitation.accountExists) {
    return (
      <Frame title={title}>
        {summary}
        <p className="text-sm text-slate-700">{t('invitation.accountExists', { email: invitation.email })}</p>
        <ButtonLink href={`/sign-in?next=${encodeURIComponent(`/invitations/${token}`)}`} variant="primary" className="w-full">
          {t('invitation.signInToAccept')}
        </ButtonLink>
      </Frame>
    );
  }
  return (
    <Frame title={title}>
      {summary}
      <CreateAccountForm token={token} email={invitation.email} businessName={invitation.businessName} />
    </Frame>
  );
}
