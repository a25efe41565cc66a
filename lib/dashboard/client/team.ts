// The team and the plan in the dashboard: query keys and hooks (members, invitations, invite, resend, revoke,
// change role, remove, change plan). Every write refreshes the team's lists.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberRole } from '@/lib/domain/users/roles';
import type { InviteBody, InvitationView, SentInvitation, TeamMember } from '../team-schema';
import { businessPath, dashboardFetch } from './request';

export const teamKeys = {
  all: (businessId: string) => ['businesses', businessId, 'team'] as const,
  members: (businessId: string) => [...teamKeys.all(businessId), 'members'] as const,
  invitations: (businessId: string) => [...teamKeys.all(businessId), 'invitations'] as const,
};

const teamPath = (businessId: string) => `${businessPath(businessId)}/team`;

export function useMembers(businessId: string) {
  return useQuery({
    queryKey: teamKeys.members(businessId),
    queryFn: ({ signal }) => dashboardFetch<{ data: TeamMember[] }>(`${teamPath(businessId)}/members`, { signal }).then((page) => page.data),
  });
}

export function useInvitations(businessId: string) {
  return useQuery({
    queryKey: teamKeys.invitations(businessId),
    queryFn: ({ signal }) => dashboardFetch<{ data: InvitationView[] }>(`${teamPath(businessId)}/invitations`, { signal }).then((page) => page.data),
  });
}

function useTeamMutation<T, R>(businessId: string, request: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.all(businessId) }) });
}

export const useInvite = (businessId: string) =>
  useTeamMutation(businessId, (body: InviteBody) => dashboardFetch<SentInvitation>(`${teamPath(businessId)}/invitations`, { method: 'POST', body }));

export const useResendInvitation = (businessId: string) =>
  useTeamMutation(businessId, (id: string) =>
    dashboardFetch<SentInvitation>(`${teamPath(businessId)}/invitations/${encodeURIComponent(id)}/resend`, { method: 'POST' }),
  );

export const useRevokeInvitation = (businessId: string) =>
  useTeamMutation(businessId, (id: string) => dashboardFetch<void>(`${teamPath(businessId)}/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' }));

export const useChangeRole = (businessId: string) =>
  useTeamMutation(businessId, ({ userId, role }: { userId: string; role: MemberRole }) =>
    dashboardFetch<TeamMember>(`${teamPath(businessId)}/members/${encodeURIComponent(userId)}`, { method: 'PATCH', body: { role } }),
  );

export const useRemoveMember = (businessId: string) =>
  useTeamMutation(businessId, (userId: string) => dashboardFetch<void>(`${teamPath(businessId)}/members/${encodeURIComponent(userId)}`, { method: 'DELETE' }));
