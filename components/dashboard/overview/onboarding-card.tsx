// The overview's first-shop checklist (lib/domain/onboarding/checklist.ts): the steps with their links while any
// is left, then a short "your shop is live" card with the storefront's address.
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { OnboardingChecklist } from '@/lib/domain/onboarding/checklist';

function Tick({ done }: { done: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full border-2 ${done ? 'border-emerald-600 bg-emerald-600 text-white' : 'border-slate-400 bg-white'}`}
    >
      {done ? (
        <svg viewBox="0 0 16 16" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M3.5 8.5l3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      ) : null}
    </span>
  );
}

export function OnboardingCard({
  checklist,
  hasWebsite,
  unverifiedEmail,
}: {
  checklist: OnboardingChecklist;
  hasWebsite: boolean;
  /** The signed-in owner's address while no owner has verified theirs (publishing waits for it). */
  unverifiedEmail: string | null;
}) {
  const total = checklist.steps.length;
  const title = hasWebsite ? 'Get your shop online' : 'Set up your business';
  return (
    <Card title={`${title} — ${checklist.doneCount} of ${total} done`} description="Each step is ticked as soon as it is true: stop whenever you like and come back later.">
      <div className="mb-4 flex items-center gap-3">
        <progress
          className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
          value={checklist.doneCount}
          max={total}
          aria-label={`${checklist.doneCount} of ${total} steps done`}
        />
        <span className="shrink-0 text-sm tabular-nums text-slate-700">
          {Math.round((checklist.doneCount / total) * 100)}%
        </span>
      </div>
      <ol className="divide-y divide-slate-200">
        {checklist.steps.map((step) => (
          <li key={step.key} className="grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-2 py-3 first:pt-0 last:pb-0 sm:grid-cols-[auto_1fr_auto]">
            <Tick done={step.done} />
            <div className="min-w-0">
              <p className={`font-medium ${step.done ? 'text-slate-600 line-through' : 'text-slate-900'}`}>
                {step.title}
                {step.done ? <span className="sr-only"> (done)</span> : null}
              </p>
              <p className="text-sm text-slate-600">
                {step.key === 'published' && !step.done && unverifiedEmail
                  ? `Confirm your e-mail address (${unverifiedEmail}) to publish: open the link we sent you.`
                  : step.description}
              </p>
            </div>
            <ButtonLink href={step.href} size="sm" variant={step.done ? 'secondary' : 'primary'} className="col-start-2 justify-self-start sm:col-start-3 sm:row-start-1" aria-label={`${step.action}: ${step.title}`}>
              {step.action}
            </ButtonLink>
          </li>
        ))}
      </ol>
    </Card>
  );
}

/** Once every step is done: where the shop lives. */
export function LiveShopCard({ url }: { url: string }) {
  return (
    <Card title="Your shop is live">
      <p className="text-sm text-slate-700">
        Shoppers can find you and order at{' '}
        <a className="font-medium text-brand-700 underline underline-offset-4" href={url} target="_blank" rel="noopener">
          {url}
        </a>
        .
      </p>
    </Card>
  );
}
