// Shown on every business page while the person's e-mail address is unconfirmed: why it matters (publishing
// waits for it), where the link went, a way to send it again, and where it is when no e-mail server is set up.
import { mailServerConfigured } from '@/lib/dashboard/account';
import { appTranslator } from '@/lib/dashboard/locale';
import { ResendVerificationButton } from './account/resend-button';

export async function VerifyBanner({ email, businessId }: { email: string; businessId: string }) {
  const t = await appTranslator('shell');
  return (
    <div role="region" aria-label={t('verify.region')} className="border-b border-amber-300 bg-amber-50 text-sm text-amber-950">
      <div className="mx-auto max-w-[96rem] px-4 py-3 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p>{t.rich('verify.text', { email, strong: (chunks) => <strong className="break-all">{chunks}</strong> })}</p>
        <ResendVerificationButton size="sm" label={t('verify.resend')} />
      </div>
      {mailServerConfigured() ? null : (
        <p className="mt-2">
          {t.rich('verify.noMailServer', {
            link: (chunks) => (
              <a href={`/dashboard/${businessId}/messages`} className="font-medium underline underline-offset-2">
                {chunks}
              </a>
            ),
          })}
        </p>
      )}
      </div>
    </div>
  );
}
