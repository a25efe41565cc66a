'use client';
// Built-in themes: colours, fonts and a small preview drawn with the theme's own tokens. Applying one first
// shows which pages it will create and which it will keep (the API's rule: an existing slug is never
// overwritten), then applies.
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Loading } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { type ThemeSummary, useApplyTheme, useThemePlan } from '@/lib/dashboard/client/builder';

const token = (theme: ThemeSummary, key: string, fallback: string) => String(theme.tokens[key] ?? fallback);

function ThemePreview({ theme }: { theme: ThemeSummary }) {
  const bg = token(theme, 'colorBg', '#ffffff');
  const text = token(theme, 'colorText', '#111111');
  const primary = token(theme, 'colorPrimary', '#17605a');
  const onPrimary = token(theme, 'colorOnPrimary', '#ffffff');
  const surface = token(theme, 'colorSurface', '#f5f5f5');
  const heading = theme.fonts.heading.stack;
  const body = theme.fonts.body.stack;
  const t = useTranslations('builderThemes');
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-lg border border-slate-200" style={{ background: bg, color: text, fontFamily: body }}>
      <div className="px-4 py-5" style={{ background: surface }}>
        <p style={{ fontFamily: heading }} className="text-lg font-bold leading-tight">
          {theme.name}
        </p>
        <p className="mt-1 text-xs opacity-80">{theme.pages.map((p) => p.title).join(' · ')}</p>
        <span className="mt-3 inline-block rounded px-3 py-1 text-xs font-semibold" style={{ background: primary, color: onPrimary }}>
          {t('sampleButton')}
        </span>
      </div>
    </div>
  );
}

export function ThemesGallery({ businessId, themes, currentKey }: { businessId: string; themes: ThemeSummary[]; currentKey: string | null }) {
  const t = useTranslations('builderThemes');
  const tb = useTranslations('builder');
  const tc = useTranslations('common');
  const notify = useToast();
  const [chosen, setChosen] = useState<ThemeSummary | null>(null);
  const plan = useThemePlan(businessId, chosen?.key ?? null);
  const apply = useApplyTheme(businessId);
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label={tb('themes')}>
        {themes.map((theme) => (
          <li key={theme.key} className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <ThemePreview theme={theme} />
            <h3 className="mt-3 flex items-center gap-2 font-semibold text-slate-900">
              {theme.name} {theme.key === currentKey ? <Badge tone="brand">{t('current')}</Badge> : null}
            </h3>
            <p className="mt-1 flex-1 text-sm text-slate-600">{theme.description}</p>
            <div className="mt-3 flex items-center gap-1.5" aria-label={t('colours', { name: theme.name })} role="img">
              {['colorPrimary', 'colorAccent', 'colorBg', 'colorSurface', 'colorText'].filter((k) => theme.tokens[k]).map((k) => (
                <span key={k} title={`${k}: ${theme.tokens[k]}`} className="size-6 rounded-full border border-slate-300" style={{ background: String(theme.tokens[k]) }} />
              ))}
            </div>
            <p className="mt-2 text-xs text-slate-600">
              {t('fonts', { heading: theme.fonts.heading.name, body: theme.fonts.body.name })}
            </p>
            <Button className="mt-3" variant="secondary" onClick={() => (apply.reset(), setChosen(theme))} aria-label={t('applyLabel', { name: theme.name })}>
              {t('apply')}
            </Button>
          </li>
        ))}
      </ul>

      <Dialog open={chosen !== null} onOpenChange={(open) => !open && setChosen(null)} title={chosen ? t('applyTitle', { name: chosen.name }) : t('applyTheme')} description={t('description')}>
        {plan.isLoading ? (
          <Loading label={t('checking')} />
        ) : plan.data ? (
          <div className="space-y-4 text-sm">
            <div>
              <h3 className="font-semibold text-slate-900">{t('creates', { count: plan.data.createdPages.length })}</h3>
              {plan.data.createdPages.length ? (
                <ul className="mt-1 list-inside list-disc text-slate-700" data-testid="theme-creates">
                  {plan.data.createdPages.map((p) => (
                    <li key={p.slug}>
                      {p.title} <span className="text-slate-500">/{p.slug}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-1 text-slate-600">{t('createsNone')}</p>
              )}
            </div>
            <div>
              <h3 className="font-semibold text-slate-900">{t('keeps', { count: plan.data.skippedPages.length })}</h3>
              {plan.data.skippedPages.length ? (
                <ul className="mt-1 list-inside list-disc text-slate-700" data-testid="theme-skips">
                  {plan.data.skippedPages.map((p) => (
                    <li key={p.slug}>
                      {p.title} <span className="text-slate-500">{t('exists', { slug: p.slug })}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-1 text-slate-600">{t('keepsNone')}</p>
              )}
            </div>
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => setChosen(null)}>
                {tc('cancel')}
              </Button>
              <Button
                pending={apply.isPending}
                onClick={async () => {
                  const result = await apply.mutateAsync(chosen!.key).catch((error: Error) => {
                    notify(error.message, 'error');
                    return null;
                  });
                  if (!result) return;
                  notify(t('applied', { name: chosen!.name, created: result.createdPages.length, kept: result.skippedPages.length }));
                  setChosen(null);
                }}
              >
                {t('applyToDraft')}
              </Button>
            </div>
          </div>
        ) : (
          <p className="text-sm text-red-700">{plan.error?.message ?? t('couldNotCheck')}</p>
        )}
      </Dialog>
    </>
  );
}
