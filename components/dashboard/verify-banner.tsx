// Shown on every business page while the person's e-mail address is unconfirmed: why it matters (publishing
// waits for it), where the link went, a way to send it again, and where it is when no e-mail server is set up.
import { mailServerConfigured } from '@/lib/dashboard/account';
import { ResendVerificationButton } from './account/resend-button';

export function VerifyBanner({ email, businessId }: { email: string; businessId: string }) {
  return (
    <div role="region" aria-label="E-mail address not confirmed" className="border-b border-amber-300 bg-amber-50 text-sm text-amber-950">
      <div className="mx-auto max-w-[96rem] px-4 py-3 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p>
          Confirm your e-mail address to publish your shop. We sent a link to <strong className="break-all">{email}</strong>.
        </p>
        <ResendVerificationButton size="sm" label="Resend" />
      </div>
      {mailServerConfigured() ? null : (
        <p className="mt-2">
          No e-mail server is set up (SMTP_URL): the message is on the{' '}
          <a href={`/dashboard/${businessId}/messages`} className="font-medium underline underline-offset-2">
            Messages page
          </a>
          .
        </p>
      )}
      </div>
    </div>
  );
}
