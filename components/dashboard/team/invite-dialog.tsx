'use client';
// "Invite someone": an e-mail address and a role (cards saying what each role may do). Once sent, the dialog
// says so and shows the link, which the owner may copy and pass on themselves (it is shown this once).
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError, TextField } from '@/components/ui/field';
import { RadioCards } from '@/components/ui/radio-cards';
import { useInvite } from '@/lib/dashboard/client/team';
import { DashboardApiError, issueFields } from '@/lib/dashboard/client/request';
import { type SentInvitation, inviteBody } from '@/lib/dashboard/team-schema';
import { MEMBER_ROLES, type MemberRole, ROLE_DESCRIPTIONS } from '@/lib/domain/users/roles';
import { CopyLink } from './copy-link';

export const ROLE_OPTIONS = [...MEMBER_ROLES].reverse().map((role) => ({ value: role, label: ROLE_DESCRIPTIONS[role].label, detail: ROLE_DESCRIPTIONS[role].summary }));

export function InviteDialog({ businessId, open, onOpenChange }: { businessId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const invite = useInvite(businessId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('staff');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<SentInvitation | null>(null);

  function close() {
    if (invite.isPending) return;
    setEmail('');
    setRole('staff');
    setErrors({});
    setFormError(null);
    setSent(null);
    onOpenChange(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const parsed = inviteBody.safeParse({ email, role });
    if (!parsed.success) return setErrors(issueFields(parsed.error));
    setErrors({});
    invite.mutate(parsed.data, {
      onSuccess: setSent,
      onError: (error) => {
        const fields = error instanceof DashboardApiError ? error.fieldErrors() : {};
        setErrors(fields);
        if (Object.keys(fields).length === 0) setFormError(error instanceof DashboardApiError ? error.message : 'Could not reach Vitrine. Try again.');
      },
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={sent ? `Invitation sent to ${sent.invitation.email}` : 'Invite someone'}
      description={sent ? 'They will get an e-mail with a link to join. The link works once, for 7 days.' : 'They get an e-mail with a link to join this business with the role you choose.'}
      dismissOnOutsideClick={!sent}
    >
      {sent ? (
        <div className="space-y-4">
          <CopyLink label="Invitation link" value={sent.link} />
          <p className="text-sm text-slate-700">You can also pass this link on yourself. Anyone who has it can join as {ROLE_DESCRIPTIONS[sent.invitation.role].label.toLowerCase()}, so share it only with {sent.invitation.email}.</p>
          <div className="flex justify-end border-t border-slate-200 pt-4">
            <Button onClick={close}>Done</Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-5">
          <FormError message={formError} />
          <TextField
            label="Email"
            name="email"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.email}
            autoComplete="off"
            maxLength={254}
            required
          />
          <RadioCards legend="Role" options={ROLE_OPTIONS} value={role} onChange={setRole} error={errors.role} />
          <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
            <Button variant="secondary" onClick={close} disabled={invite.isPending}>
              Cancel
            </Button>
            <Button type="submit" pending={invite.isPending}>
              Send invitation
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
