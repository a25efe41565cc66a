'use client';
// The Team page (owners): members with their roles (a select for others, Remove with a confirmation), pending
// invitations (Resend, Revoke) and the "Invite someone" dialog. The server refuses what would leave no owner.
import { type ReactNode, useState } from 'react';
import { useTranslations } from 'use-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, EmptyState, PageHeader } from '@/components/ui/card';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/field';
import { Loading } from '@/components/ui/spinner';
import { TableHead } from '@/components/ui/table';
import { useToast } from '@/components/ui/toast';
import { useChangeRole, useInvitations, useMembers, useRemoveMember, useResendInvitation, useRevokeInvitation } from '@/lib/dashboard/client/team';
import type { SentInvitation, TeamMember } from '@/lib/dashboard/team-schema';
import { useFormat } from '@/components/ui/i18n';
import { MEMBER_ROLES, type MemberRole, isRole } from '@/lib/domain/users/roles';
import { CopyLink } from './copy-link';
import { InviteDialog } from './invite-dialog';

export function TeamPage({ businessId, currentUserId }: { businessId: string; currentUserId: string }) {
  const members = useMembers(businessId);
  const invitations = useInvitations(businessId);
  const changeRole = useChangeRole(businessId);
  const remove = useRemoveMember(businessId);
  const resend = useResendInvitation(businessId);
  const revoke = useRevokeInvitation(businessId);
  const notify = useToast();
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [resent, setResent] = useState<SentInvitation | null>(null);
  const t = useTranslations('team');
  const roles = useTranslations('roles');
  const common = useTranslations('common');
  const f = useFormat();
  const sr = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;

  const inviteButton = <Button onClick={() => setInviting(true)}>{t('invite')}</Button>;
  const name = (m: TeamMember) => m.name || m.email;

  function onRole(member: TeamMember, role: MemberRole) {
    changeRole.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () => notify(t('roleChanged', { name: name(member), role: roles(`${role}.label`).toLowerCase() })),
        onError: (error) => notify(error.message, 'error'),
      },
    );
  }

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={inviteButton}
      />
      <div className="space-y-6">
        <Card title={t('members.title')}>
          {members.isPending ? (
            <Loading label={t('members.loading')} />
          ) : members.isError ? (
            <FormError message={t('members.loadFailed', { message: members.error.message })} />
          ) : (
            <div className="relative -mx-5 -my-4 overflow-x-auto">
              <table className="w-full min-w-[36rem] text-left text-sm">
                <caption className="sr-only">{t('members.caption')}</caption>
                <TableHead
                  className="border-b border-slate-200 bg-slate-50"
                  cellClassName="px-3 py-2.5"
                  columns={[{ label: t('members.member'), className: 'px-5 py-2.5' }, { label: t('members.role') }, { label: t('members.joined') }, { label: common('actions'), srOnly: true, align: 'right', className: 'py-2.5 pl-3 pr-5' }]}
                />
                <tbody className="divide-y divide-slate-200">
                  {members.data.map((member) => {
                    const me = member.userId === currentUserId;
                    return (
                      <tr key={member.userId} data-member={member.email}>
                        <th scope="row" className="px-5 py-3 font-medium text-slate-900">
                          <span className="block">
                            {name(member)} {me ? <span className="font-normal text-slate-600">{t('members.you')}</span> : null}
                          </span>
                          {member.name ? <span className="block font-normal text-slate-600">{member.email}</span> : null}
                          {!member.verified ? <Badge tone="warning">{t('members.notVerified')}</Badge> : null}
                        </th>
                        <td className="px-3 py-3">
                          {me ? (
                            <Badge tone="brand">{roles(`${member.role}.label`)}</Badge>
                          ) : (
                            <select
                              aria-label={t('members.roleOf', { name: name(member) })}
                              value={member.role}
                              disabled={changeRole.isPending}
                              onChange={(event) => isRole(event.target.value) && onRole(member, event.target.value)}
                              className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
                            >
                              {MEMBER_ROLES.map((role) => (
                                <option key={role} value={role}>
                                  {roles(`${role}.label`)}
                                </option>
                              ))}
                            </select>
                          )}
                        </td>
                        <td className="whitespace-nowrap px-3 py-3 text-slate-700">
                          <time dateTime={member.joinedAt}>{f.instantDate(member.joinedAt)}</time>
                        </td>
                        <td className="py-3 pl-3 pr-5 text-right">
                          {!me ? (
                            <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setRemoving(member)}>
                              {t.rich('members.remove', { name: name(member), sr })}
                            </Button>
                          ) : null}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </Card>

        <Card title={t('invitations.title')} description={t('invitations.description')}>
          {invitations.isPending ? (
            <Loading label={t('invitations.loading')} />
          ) : invitations.isError ? (
            <FormError message={t('invitations.loadFailed', { message: invitations.error.message })} />
          ) : invitations.data.length === 0 ? (
            <EmptyState title={t('invitations.empty')} action={inviteButton}>
              {t('invitations.emptyText')}
            </EmptyState>
          ) : (
            <ul className="-my-2 divide-y divide-slate-200">
              {invitations.data.map((invitation) => (
                <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-invitation={invitation.email}>
                  <div className="min-w-0">
                    <p className="break-all font-medium text-slate-900">{invitation.email}</p>
                    <p className="text-sm text-slate-600">
                      {roles(`${invitation.role}.label`)}
                      {invitation.invitedBy ? t('invitations.invitedBy', { name: invitation.invitedBy.name || invitation.invitedBy.email }) : ''} ·{' '}
                      {invitation.state === 'expired' ? (
                        <Badge tone="warning">{t('invitations.expired')}</Badge>
                      ) : (
                        t.rich('invitations.expires', { time: () => <time dateTime={invitation.expiresAt}>{f.instantDate(invitation.expiresAt)}</time> })
                      )}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      pending={resend.isPending && resend.variables === invitation.id}
                      onClick={() => resend.mutate(invitation.id, { onSuccess: setResent, onError: (error) => notify(error.message, 'error') })}
                    >
                      {t.rich('invitations.resend', { email: invitation.email, sr })}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-red-700 hover:bg-red-50"
                      pending={revoke.isPending && revoke.variables === invitation.id}
                      onClick={() =>
                        revoke.mutate(invitation.id, {
                          onSuccess: () => notify(t('invitations.revoked', { email: invitation.email })),
                          onError: (error) => notify(error.message, 'error'),
                        })
                      }
                    >
                      {t.rich('invitations.revoke', { email: invitation.email, sr })}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>

      <InviteDialog businessId={businessId} open={inviting} onOpenChange={setInviting} />
      <Dialog open={resent !== null} onOpenChange={(open) => (open ? undefined : setResent(null))} title={t('invitations.resentTitle', { email: resent?.invitation.email ?? '' })} description={t('invitations.resentDescription')}>
        {resent ? (
          <div className="space-y-4">
            <CopyLink label={t('invitations.newLink')} value={resent.link} />
            <div className="flex justify-end">
              <Button onClick={() => setResent(null)}>{t('done')}</Button>
            </div>
          </div>
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setRemoving(null);
        }}
        title={t('members.removeTitle', { name: removing ? name(removing) : '' })}
        description={t('members.removeDescription')}
        confirmLabel={t('members.removeConfirm')}
        pending={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.userId, {
            onSuccess: () => {
              notify(t('members.removed', { name: name(removing) }));
              setRemoving(null);
            },
            onError: (error) => {
              notify(error.message, 'error');
              setRemoving(null);
            },
          })
        }
      />
    </>
  );
}
