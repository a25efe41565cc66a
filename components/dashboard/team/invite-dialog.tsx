'use client';
// "Invite someone": an e-mail address and a role (cards saying what each role may do). Once sent, the dialog
// says so and shows the link, which the owner may copy and pass on themselves (it is shown this once).
import { type FormEvent, useState } from 'react';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError, TextField } from '@/components/ui/field';
import { RadioCards } from '@/components/ui/radio-cards';
import { useInvite } from '@/lib/dashboard/client/team';
import { DashboardApiError } from '@/lib/dashboard/client/request';
import { type SentInvitation, inviteBody } from '@/lib/dashboard/team-schema';
import { MEMBER_ROLES, type MemberRole } from '@/lib/domain/users/roles';
import { CopyLink } from './copy-link';
import { useIssueFields } from '@/components/dashboard/account/use-issue-fields';

/** The roles to choose from, the highest first, each with what it may do (in the page's language). */
export function useRoleOptions() {
  const roles = useTranslations('roles');
  return [...MEMBER_ROLES].reverse().map((role) => ({ value: role, label: roles(`${role}.label`), detail: roles(`${role}.summary`) }));
}

export function InviteDialog({ businessId, open, onOpenChange }: { businessId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const invite = useInvite(businessId);
  const t = useTranslations('team');
  const common = useTranslations('common');
  const roles = useTranslations('roles');
  const roleOptions = useRoleOptions();
  const issueFields = useIssueFields();
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
        if (Object.keys(fields).length === 0) setFormError(error instanceof DashboardApiError ? error.message : t('dialog.unreachable'));
      },
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={sent ? t('dialog.sentTitle', { email: sent.invitation.email }) : t('invite')}
      description={sent ? t('dialog.sentDescription') : t('dialog.description')}
      dismissOnOutsideClick={!sent}
    >
      {sent ? (
        <div className="space-y-4">
          <CopyLink label={t('dialog.link')} value={sent.link} />
          <p className="text-sm text-slate-700">{t('dialog.passOn', { role: roles(`${sent.invitation.role}.label`).toLowerCase(), email: sent.invitation.email })}</p>
          <div className="flex justify-end border-t border-slate-200 pt-4">
            <Button onClick={close}>{t('done')}</Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-5">
          <FormError message={formError} />
          <TextField
            label={t('dialog.email')}
            name="email"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.email}
            autoComplete="off"
            maxLength={254}
            required
          />
          <RadioCards legend={t('dialog.role')} options={roleOptions} value={role} onChange={setRole} error={errors.role} />
          <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
            <Button variant="secondary" onClick={close} disabled={invite.isPending}>
              {common('cancel')}
            </Button>
            <Button type="submit" pending={invite.isPending}>
              {t('dialog.send')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
