// The overview's first-shop checklist (lib/domain/onboarding/checklist.ts): the steps with their links while any
// is left, then a short "your shop is live" card with the storefront's address.
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { appFormat, appTranslator } from '@/lib/dashboard/locale';
import type { ChecklistStep, OnboardingChecklist } from '@/lib/domain/onboarding/checklist';
import type { Translator } from '@/lib/i18n/translator';
import { slot, withNodes } from './slots';

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

/** A step's words: its title, what it asks, and its button. */
function stepTexts(step: ChecklistStep, t: Translator<'overview'>) {
  const state = step.done ? 'done' : 'todo';
  switch (step.key) {
    case 'products': {
      const progress = step.progress ?? { count: 0, wanted: 0, withPhotos: false };
      const values = { count: progress.count, wanted: progress.wanted };
      return {
        title: progress.withPhotos ? t('checklist.products.titlePhotos', values) : t('checklist.products.title', values),
        description: progress.withPhotos ? t('checklist.products.descriptionPhotos', values) : t('checklist.products.description', values),
        action: t(`checklist.products.action.${state}`),
      };
    }
    case 'published': {
      const stage = step.stage ?? 'unpublished';
      return {
        title: t('checklist.published.title'),
        description: t(`checklist.published.description.${stage}`),
        action: t(`checklist.published.action.${stage === 'unpublished' ? 'publish' : stage === 'closed' ? 'open' : 'settings'}`),
      };
    }
    default:
      return { title: t(`checklist.${step.key}.title`), description: t(`checklist.${step.key}.description`), action: t(`checklist.${step.key}.action.${state}`) };
  }
}

export async function OnboardingCard({
  checklist,
  hasWebsite,
  unverifiedEmail,
}: {
  checklist: OnboardingChecklist;
  hasWebsite: boolean;
  /** The signed-in owner's address while no owner has verified theirs (publishing waits for it). */
  unverifiedEmail: string | null;
}) {
  const [t, f] = await Promise.all([appTranslator('overview'), appFormat()]);
  const total = checklist.steps.length;
  const progress = { done: checklist.doneCount, total };
  return (
    <Card title={hasWebsite ? t('checklist.titleShop', progress) : t('checklist.titleBusiness', progress)} description={t('checklist.description')}>
      <div className="mb-4 flex items-center gap-3">
        <progress
          className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
          value={checklist.doneCount}
          max={total}
          aria-label={t('checklist.progress', progress)}
        />
        <span className="shrink-0 text-sm tabular-nums text-slate-700">{f.percent(Math.round((checklist.doneCount / total) * 100))}</span>
      </div>
      <ol className="divide-y divide-slate-200">
        {checklist.steps.map((step) => {
          const text = stepTexts(step, t);
          return (
            <li key={step.key} className="grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-2 py-3 first:pt-0 last:pb-0 sm:grid-cols-[auto_1fr_auto]">
              <Tick done={step.done} />
              <div className="min-w-0">
                <p className={`font-medium ${step.done ? 'text-slate-600 line-through' : 'text-slate-900'}`}>
                  {text.title}
                  {step.done ? <span className="sr-only"> {t('checklist.done')}</span> : null}
                </p>
                <p className="text-sm text-slate-600">
                  {step.key === 'published' && !step.done && unverifiedEmail ? t('checklist.confirmEmail', { email: unverifiedEmail }) : text.description}
                </p>
              </div>
              <ButtonLink href={step.href} size="sm" variant={step.done ? 'secondary' : 'primary'} className="col-start-2 justify-self-start sm:col-start-3 sm:row-start-1" aria-label={t('checklist.actionLabel', { action: text.action, step: text.title })}>
                {text.action}
              </ButtonLink>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}

/** Once every step is done: where the shop lives. */
export async function LiveShopCard({ url }: { url: string }) {
  const t = await appTranslator('overview');
  return (
    <Card title={t('live.title')}>
      <p className="text-sm text-slate-700">
        {withNodes(t('live.text', { url: slot('url') }), {
          url: (
            <a className="font-medium text-brand-700 underline underline-offset-4" href={url} target="_blank" rel="noopener">
              {url}
            </a>
          ),
        })}
      </p>
    </Card>
  );
}
