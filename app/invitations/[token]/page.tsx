import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { LogoMark } from '@/components/marketing/logo';
import { ButtonLink } from '@/components/ui/button';
import { CreateAccountForm, JoinButton, SignOutHere } from '@/components/dashboard/team/accept-invitation';
import { getDb } from '@/lib/db/client';
import { DomainError } from '@/lib/domain/shared/errors';
import { type InvitationPreview, type InvitationState, invitationByToken } from '@/lib/domain/users/invitations';
import { ROLE_DESCRIPTIONS } from '@/lib/domain/users/roles';
import { currentUser } from '@/lib/dashboard/session';

export const metadata: Metadata = { title: 'Invitation', robots: { index: false }, referrer: 'no-referrer' };
export const dynamic = 'force-dynamic';

const STATE_MESSAGES: Record<Exclude<InvitationState, 'pending'> | 'invalid', { title: string; body: string }> = {
  accepted: { title: 'This invitation has already been used', body: 'If it was you, sign in to reach the business.' },
  revoked: { title: 'This invitation was withdrawn', body: 'Ask the person who invited you to send a new one.' },
  expired: { title: 'This invitation has expired', body: 'Invitation links work for 7 days. Ask the person who invited you to send it again.' },
  invalid: { title: 'This invitation link is not valid', body: 'Check that you opened the whole link from the e-mail, or ask for a new invitation.' },
};

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-md">
        <div className="mb-8 flex flex-col items-center text-center">
          <a href="/" aria-label="Vitrine home" className="rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600">
            <LogoMark className="size-12" />
          </a>
          <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        </div>
        <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">{children}</div>
      </div>
    </main>
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
  if (!invitation || invitation.state !== 'pending') {
    const message = STATE_MESSAGES[!invitation || invitation.state === 'pending' ? 'invalid' : invitation.state];
    return (
      <Frame title={message.title}>
        <p className="text-sm text-slate-700">{message.body}</p>
        <ButtonLink href={user ? '/dashboard' : '/sign-in'} className="w-full">
          {user ? 'Go to your dashboard' : 'Sign in'}
        </ButtonLink>
      </Frame>
    );
  }
  const role = ROLE_DESCRIPTIONS[invitation.role];
  const summary = (
    <div className="space-y-2 text-sm text-slate-700">
      <p>
        {invitation.inviter ? <strong className="font-semibold text-slate-900">{invitation.inviter}</strong> : 'Someone'} invited{' '}
        <strong className="font-semibold text-slate-900">{invitation.email}</strong> to join <strong className="font-semibold text-slate-900">{invitation.businessName}</strong> as{' '}
        {role.label.toLowerCase()}.
      </p>
      <p className="rounded-lg bg-slate-50 px-3 py-2">
        <span className="font-medium text-slate-900">{role.label}:</span> {role.summary}
      </p>
    </div>
  );
  const title = `Join ${invitation.businessName}`;
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
          You are signed in as <strong className="font-semibold">{user.email}</strong>, but this invitation is for <strong className="font-semibold">{invitation.email}</strong>. Sign out, then
          accept it as {invitation.email}.
        </p>
        <SignOutHere />
      </Frame>
    );
  }
  if (invitation.accountExists) {
    return (
      <Frame title={title}>
        {summary}
        <p className="text-sm text-slate-700">You already have a Vitrine account for {invitation.email}. Sign in to accept.</p>
        <ButtonLink href={`/sign-in?next=${encodeURIComponent(`/invitations/${token}`)}`} variant="primary" className="w-full">
          Sign in to accept
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
