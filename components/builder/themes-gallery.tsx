'use client';
// Built-in themes: colours, fonts and a small preview drawn with the theme's own tokens. Applying one first
// shows which pages it will create and which it will keep (the API's rule: an existing slug is never
// overwritten), then applies.
import { useState } from 'react';
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
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-lg border border-slate-200" style={{ background: bg, color: text, fontFamily: body }}>
      <div className="px-4 py-5" style={{ background: surface }}>
        <p style={{ fontFamily: heading }} className="text-lg font-bold leading-tight">
          {theme.name}
        </p>
        <p className="mt-1 text-xs opacity-80">{theme.pages.map((p) => p.title).join(' · ')}</p>
        <span className="mt-3 inline-block rounded px-3 py-1 text-xs font-semibold" style={{ background: primary, color: onPrimary }}>
          Découvrir
        </span>
      </div>
    </div>
  );
}

export function ThemesGallery({ businessId, themes, currentKey }: { businessId: string; themes: ThemeSummary[]; currentKey: string | null }) {
  const notify = useToast();
  const [chosen, setChosen] = useState<ThemeSummary | null>(null);
  const plan = useThemePlan(businessId, chosen?.key ?? null);
  const apply = useApplyTheme(businessId);
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label="Themes">
        {themes.map((theme) => (
          <li key={theme.key} className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <ThemePreview theme={theme} />
            <h3 className="mt-3 flex items-center gap-2 font-semibold text-slate-900">
              {theme.name} {theme.key === currentKey ? <Badge tone="brand">Current</Badge> : null}
            </h3>
            <p className="mt-1 flex-1 text-sm text-slate-600">{theme.description}</p>
            <div className="mt-3 flex items-center gap-1.5" aria-label={`Colours of ${theme.name}`} role="img">
              {['colorPrimary', 'colorAccent', 'colorBg', 'colorSurface', 'colorText'].filter((k) => theme.tokens[k]).map((k) => (
                <span key={k} title={`${k}: ${theme.tokens[k]}`} className="size-6 rounded-full border border-slate-300" style={{ background: String(theme.tokens[k]) }} />
              ))}
            </div>
            <p className="mt-2 text-xs text-slate-600">
              Fonts: {theme.fonts.heading.name} (headings), {theme.fonts.body.name} (text)
            </p>
            <Button className="mt-3" variant="secondary" onClick={() => (apply.reset(), setChosen(theme))} aria-label={`Apply the ${theme.name} theme`}>
              Apply…
            </Button>
          </li>
        ))}
      </ul>

      <Dialog open={chosen !== null} onOpenChange={(open) => !open && setChosen(null)} title={chosen ? `Apply the ${chosen.name} theme?` : 'Apply theme'} description="Into your draft: its colours, fonts, CSS and JavaScript replace your site’s, and its pages are added. Your existing pages are never overwritten; sample content is marked and must be edited before you publish.">
        {plan.isLoading ? (
          <Loading label="Checking your pages…" />
        ) : plan.data ? (
          <div className="space-y-4 text-sm">
            <div>
              <h3 className="font-semibold text-slate-900">Pages it will create ({plan.data.createdPages.length})</h3>
              {plan.data.createdPages.length ? (
                <ul className="mt-1 list-inside list-disc text-slate-700" data-testid="theme-creates">
                  {plan.data.createdPages.map((p) => (
                    <li key={p.slug}>
                      {p.title} <span className="text-slate-500">/{p.slug}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-1 text-slate-600">None: your site already has every page of this theme.</p>
              )}
            </div>
            <div>
              <h3 className="font-semibold text-slate-900">Pages it will keep as they are ({plan.data.skippedPages.length})</h3>
              {plan.data.skippedPages.length ? (
                <ul className="mt-1 list-inside list-disc text-slate-700" data-testid="theme-skips">
                  {plan.data.skippedPages.map((p) => (
                    <li key={p.slug}>
                      {p.title} <span className="text-slate-500">/{p.slug} already exists</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-1 text-slate-600">None.</p>
              )}
            </div>
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => setChosen(null)}>
                Cancel
              </Button>
              <Button
                pending={apply.isPending}
                onClick={async () => {
                  const result = await apply.mutateAsync(chosen!.key).catch((error: Error) => {
                    notify(error.message, 'error');
                    return null;
                  });
                  if (!result) return;
                  notify(`${chosen!.name} applied to your draft: ${result.createdPages.length} page(s) added, ${result.skippedPages.length} kept`);
                  setChosen(null);
                }}
              >
                Apply to draft
              </Button>
            </div>
          </div>
        ) : (
          <p className="text-sm text-red-700">{plan.error?.message ?? 'Could not check the theme.'}</p>
        )}
      </Dialog>
    </>
  );
}
