'use client';
// The Team page (owners): members with their roles (a select for others, Remove with a confirmation), pending
// invitations (Resend, Revoke) and the "Invite someone" dialog. The server refuses what would leave no owner.
import { useState } from 'react';
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
import { formatInstantDate } from '@/lib/i18n/format';
import { MEMBER_ROLES, type MemberRole, ROLE_DESCRIPTIONS, isRole } from '@/lib/domain/users/roles';
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

  const inviteButton = <Button onClick={() => setInviting(true)}>Invite someone</Button>;
  const name = (m: TeamMember) => m.name || m.email;

  function onRole(member: TeamMember, role: MemberRole) {
    changeRole.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () => notify(`${name(member)} is now ${ROLE_DESCRIPTIONS[role].label.toLowerCase()}.`),
        onError: (error) => notify(error.message, 'error'),
      },
    );
  }

  return (
    <>
      <PageHeader
        title="Team"
        description="Who works in this business with you, and what each may do. Owners hold everything, including API keys, the team and the plan."
        actions={inviteButton}
      />
      <div className="space-y-6">
        <Card title="Members">
          {members.isPending ? (
            <Loading label="Loading members…" />
          ) : members.isError ? (
            <FormError message={`Could not load the team: ${members.error.message}`} />
          ) : (
            <div className="relative -mx-5 -my-4 overflow-x-auto">
              <table className="w-full min-w-[36rem] text-left text-sm">
                <caption className="sr-only">Members of this business and their roles</caption>
                <TableHead
                  className="border-b border-slate-200 bg-slate-50"
                  cellClassName="px-3 py-2.5"
                  columns={[{ label: 'Member', className: 'px-5 py-2.5' }, { label: 'Role' }, { label: 'Joined' }, { label: 'Actions', srOnly: true, align: 'right', className: 'py-2.5 pl-3 pr-5' }]}
                />
                <tbody className="divide-y divide-slate-200">
                  {members.data.map((member) => {
                    const me = member.userId === currentUserId;
                    return (
                      <tr key={member.userId} data-member={member.email}>
                        <th scope="row" className="px-5 py-3 font-medium text-slate-900">
                          <span className="block">
                            {name(member)} {me ? <span className="font-normal text-slate-600">(you)</span> : null}
                          </span>
                          {member.name ? <span className="block font-normal text-slate-600">{member.email}</span> : null}
                          {!member.verified ? <Badge tone="warning">E-mail not verified</Badge> : null}
                        </th>
                        <td className="px-3 py-3">
                          {me ? (
                            <Badge tone="brand">{ROLE_DESCRIPTIONS[member.role].label}</Badge>
                          ) : (
                            <select
                              aria-label={`Role of ${name(member)}`}
                              value={member.role}
                              disabled={changeRole.isPending}
                              onChange={(event) => isRole(event.target.value) && onRole(member, event.target.value)}
                              className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
                            >
                              {MEMBER_ROLES.map((role) => (
                                <option key={role} value={role}>
                                  {ROLE_DESCRIPTIONS[role].label}
                                </option>
                              ))}
                            </select>
                          )}
                        </td>
                        <td className="whitespace-nowrap px-3 py-3 text-slate-700">
                          <time dateTime={member.joinedAt}>{formatInstantDate(member.joinedAt)}</time>
                        </td>
                        <td className="py-3 pl-3 pr-5 text-right">
                          {!me ? (
                            <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setRemoving(member)}>
                              Remove<span className="sr-only"> {name(member)}</span>
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

        <Card title="Pending invitations" description="An invitation link works once, for 7 days. Resending makes a new link; the old one stops working.">
          {invitations.isPending ? (
            <Loading label="Loading invitations…" />
          ) : invitations.isError ? (
            <FormError message={`Could not load the invitations: ${invitations.error.message}`} />
          ) : invitations.data.length === 0 ? (
            <EmptyState title="No pending invitations" action={inviteButton}>
              Invite the people who work with you, each with the role that fits what they do.
            </EmptyState>
          ) : (
            <ul className="-my-2 divide-y divide-slate-200">
              {invitations.data.map((invitation) => (
                <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-invitation={invitation.email}>
                  <div className="min-w-0">
                    <p className="break-all font-medium text-slate-900">{invitation.email}</p>
                    <p className="text-sm text-slate-600">
                      {ROLE_DESCRIPTIONS[invitation.role].label}
                      {invitation.invitedBy ? ` · invited by ${invitation.invitedBy.name || invitation.invitedBy.email}` : ''} ·{' '}
                      {invitation.state === 'expired' ? (
                        <Badge tone="warning">Expired</Badge>
                      ) : (
                        <>
                          expires <time dateTime={invitation.expiresAt}>{formatInstantDate(invitation.expiresAt)}</time>
                        </>
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
                      Resend<span className="sr-only"> to {invitation.email}</span>
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-red-700 hover:bg-red-50"
                      pending={revoke.isPending && revoke.variables === invitation.id}
                      onClick={() =>
                        revoke.mutate(invitation.id, {
                          onSuccess: () => notify(`The invitation to ${invitation.email} was revoked: its link no longer works.`),
                          onError: (error) => notify(error.message, 'error'),
                        })
                      }
                    >
                      Revoke<span className="sr-only"> the invitation to {invitation.email}</span>
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>

      <InviteDialog businessId={businessId} open={inviting} onOpenChange={setInviting} />
      <Dialog open={resent !== null} onOpenChange={(open) => (open ? undefined : setResent(null))} title={`Invitation sent again to ${resent?.invitation.email ?? ''}`} description="The earlier link no longer works.">
        {resent ? (
          <div className="space-y-4">
            <CopyLink label="New invitation link" value={resent.link} />
            <div className="flex justify-end">
              <Button onClick={() => setResent(null)}>Done</Button>
            </div>
          </div>
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setRemoving(null);
        }}
        title={`Remove ${removing ? name(removing) : ''}?`}
        description="They lose access to this business (and its sandbox) at once. Their account stays; you can invite them again later."
        confirmLabel="Remove member"
        pending={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.userId, {
            onSuccess: () => {
              notify(`${name(removing)} no longer has access to this business.`);
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
