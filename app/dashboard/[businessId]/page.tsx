import type { Metadata } from 'next';
import { Badge } from '@/components/ui/badge';
import { Card, PageHeader } from '@/components/ui/card';
import { ButtonLink } from '@/components/ui/button';
import { getDb } from '@/lib/db/client';
import { RevenueChart, RevenueTable } from '@/components/dashboard/overview/revenue-chart';
import { TodoCards } from '@/components/dashboard/overview/todo-cards';
import { minorUnits } from '@/components/dashboard/orders/order-format';
import { getBusinessProfile, listLocations } from '@/lib/domain/businesses/businesses';
import { getOverview } from '@/lib/domain/reports/overview';
import { SCOPES } from '@/lib/domain/keys/scopes';
import { findShop } from '@/lib/domain/shop/shop';
import { getSite } from '@/lib/domain/site/site';
import { requireBusiness } from '@/lib/dashboard/session';
import { hoursSummary } from '@/components/dashboard/business/opening-hours';
import { DeniedBanner, isArea } from '@/components/dashboard/overview/denied-banner';
import { LiveShopCard, OnboardingCard } from '@/components/dashboard/overview/onboarding-card';
import { dashboardSections } from '@/components/dashboard/shell';
import { onboardingChecklist } from '@/lib/domain/onboarding/checklist';
import { canAccess } from '@/lib/domain/users/roles';
import { publishVerification } from '@/lib/domain/users/verification';
import { appFormat, appTranslator } from '@/lib/dashboard/locale';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await appTranslator('overview'))('title') };
}

/** What every plan includes, each linking to its page. */
const INCLUDED = ['sales', 'products', 'invoices', 'customers', 'loyalty', 'reports'] as const;

// What a role sees: staff the to-do cards, quick links to their areas and the locations; a manager also the
// first-shop checklist, the revenue and the business, plan and website cards (none of the checklist's steps is
// an owner's alone).
export default async function OverviewPage({
  params,
  searchParams,
}: {
  params: Promise<{ businessId: string }>;
  searchParams: Promise<{ denied?: string | string[] }>;
}) {
  const [{ businessId }, { denied }] = await Promise.all([params, searchParams]);
  const { business, user } = await requireBusiness(businessId, 'overview');
  const runsBusiness = canAccess(business.role, 'business');
  const db = await getDb();
  const [profile, locations, overview, checklist, verification] = await Promise.all([
    getBusinessProfile(db, business.id),
    listLocations(db, business.id),
    getOverview(db, business.id),
    runsBusiness ? onboardingChecklist(db, business.id) : null,
    runsBusiness ? publishVerification(db, business.id) : null,
  ]);
  const [t, common, f] = await Promise.all([appTranslator('overview'), appTranslator('common'), appFormat()]);
  const money = (amount: number) => f.money(minorUnits(amount, overview.currency), overview.currency);
  const figures = [
    [t('revenue.today'), overview.revenue.today],
    [t('revenue.week'), overview.revenue.week],
    [t('revenue.last30Days'), overview.revenue.last30Days],
  ] as const;
  const best = overview.revenue.days.reduce((top, day) => (day.amount > top.amount ? day : top), overview.revenue.days[0]!);
  const summaryValues = { total: money(overview.revenue.last30Days), today: money(overview.revenue.today) };
  const summary =
    best.amount > 0
      ? t('revenue.summaryBest', { ...summaryValues, day: f.date(best.date), best: money(best.amount) })
      : t('revenue.summaryNoSales', summaryValues);
  const hasShop = profile.entitlements.includes('shop');
  // The address to confirm: the signed-in owner's own when it is one of them.
  const waiting = verification && !verification.mayPublish ? verification.unverifiedOwnerEmails : null;
  const unverifiedEmail = waiting ? (waiting.includes(user.email) ? user.email : waiting[0]!) : null;
  const quickLinks = dashboardSections(business.id, business.plan, business.role, 0, await appTranslator('nav')).filter((section) => section.href !== `/dashboard/${business.id}`);
  const [site, shop] = hasShop ? await Promise.all([getSite(db, business.id), findShop(db, business.id)]) : [null, null];
  const shopScopes = Object.entries(SCOPES).filter(([, scope]) => scope.requiresShop).map(([name]) => name);

  return (
    <>
      <PageHeader
        title={profile.name}
        description={profile.legalName && profile.legalName !== profile.name ? profile.legalName : t('description')}
        actions={
          <>
            {site?.isEnabled ? (
              <ButtonLink href={site.url} target="_blank" rel="noopener" variant="primary">
                {t('viewLiveSite')}
              </ButtonLink>
            ) : null}
            <ButtonLink href="/docs" target="_blank" rel="noopener">
              {t('apiDocs')}
            </ButtonLink>
          </>
        }
      />
      {isArea(denied) ? <DeniedBanner area={denied} role={business.role} /> : null}
      <div className="mb-6 space-y-6">
        {checklist && !checklist.complete ? <OnboardingCard checklist={checklist} hasWebsite={hasShop} unverifiedEmail={unverifiedEmail} /> : null}
        {checklist?.complete && hasShop && site?.isEnabled ? <LiveShopCard url={site.url} /> : null}
        <TodoCards businessId={business.id} overview={overview} />
        {runsBusiness ? null : (
          <Card title={t('yourAreas')}>
            <ul className="flex flex-wrap gap-2">
              {quickLinks.map((link) => (
                <li key={link.href}>
                  <ButtonLink href={link.href} size="sm">
                    {link.label}
                  </ButtonLink>
                </li>
              ))}
            </ul>
          </Card>
        )}
        {canAccess(business.role, 'reports') ? (
          <Card title={t('revenue.title')} description={t('revenue.description')}>
            <dl className="mb-4 grid gap-3 sm:grid-cols-3 sm:gap-4">
              {figures.map(([label, amount]) => (
                <div key={label} className="flex items-baseline justify-between gap-3 sm:block">
                  <dt className="text-sm text-slate-600">{label}</dt>
                  <dd className="text-lg font-semibold tabular-nums text-slate-900 sm:text-2xl">{money(amount)}</dd>
                </div>
              ))}
            </dl>
            <RevenueChart days={overview.revenue.days} currency={overview.currency} summary={summary} />
            <RevenueTable days={overview.revenue.days} currency={overview.currency} />
          </Card>
        ) : null}
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        {runsBusiness ? (
          <>
            <Card
              title={t('business.title')}
              actions={
                <ButtonLink href={`/dashboard/${business.id}/business`} size="sm">
                  {t('business.edit')}
                </ButtonLink>
              }
            >
              <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-2 text-sm">
                <dt className="text-slate-600">{common('name')}</dt>
                <dd className="font-medium text-slate-900">{profile.name}</dd>
                <dt className="text-slate-600">{t('business.vatNumber')}</dt>
                <dd className="text-slate-900">{profile.vatNumber ?? '—'}</dd>
                <dt className="text-slate-600">{common('address')}</dt>
                <dd className="text-slate-900">
                  {profile.address ? `${profile.address.line1}, ${profile.address.postalCode} ${profile.address.city}` : '—'}
                </dd>
                <dt className="text-slate-600">{t('business.currency')}</dt>
                <dd className="text-slate-900">{profile.currency}</dd>
                <dt className="text-slate-600">{t('business.id')}</dt>
                <dd>
                  <code className="break-all rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-800">{profile.id}</code>
                </dd>
              </dl>
            </Card>
            <Card title={t('plan.title')}>
              <p className="text-sm text-slate-700">
                <Badge tone={hasShop ? 'brand' : 'neutral'}>{hasShop ? t('plan.shop') : t('plan.basic')}</Badge> {hasShop ? t('plan.shopText') : t('plan.basicText')}
              </p>
              <ul className="mt-3 space-y-1 text-sm">
                <li className="flex items-center gap-2">
                  <Badge tone="success">{t('plan.included')}</Badge>
                  <span>
                    {INCLUDED.map((section, index) => (
                      <span key={section}>
                        {index > 0 ? ', ' : ''}
                        <a href={`/dashboard/${business.id}/${section}`} className="text-brand-700 underline underline-offset-4 hover:text-brand-800">
                          {t(`plan.sections.${section}`)}
                        </a>
                      </span>
                    ))}
                  </span>
                </li>
                <li className="flex items-center gap-2">
                  <Badge tone={hasShop ? 'success' : 'neutral'}>{hasShop ? t('plan.included') : t('plan.notIncluded')}</Badge>{' '}
                  {t('plan.websiteAndShop', { scopes: shopScopes.join(', ') })}
                </li>
              </ul>
            </Card>
            {hasShop && site ? (
              <Card title={t('site.title')}>
                <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-2 text-sm">
                  <dt className="text-slate-600">{t('site.website')}</dt>
                  <dd className="flex flex-wrap items-center gap-2">
                    <Badge tone={site.isEnabled ? 'success' : 'warning'}>{site.isEnabled ? t('site.published') : t('site.notPublished')}</Badge>
                    {site.isEnabled ? (
                      <a className="text-brand-700 underline underline-offset-4" href={site.url} target="_blank" rel="noopener">
                        {site.url}
                      </a>
                    ) : null}
                  </dd>
                  <dt className="text-slate-600">{t('site.shop')}</dt>
                  <dd>
                    <Badge tone={shop?.status === 'ACTIVE' ? 'success' : shop?.status === 'PAUSED' ? 'warning' : 'neutral'}>
                      {shop ? t(`site.shopStatus.${shop.status}`) : t('site.shopNotSetUp')}
                    </Badge>
                  </dd>
                </dl>
              </Card>
            ) : null}
          </>
        ) : null}
        <Card title={t('locations.title', { count: locations.length })}>
          {locations.length === 0 ? (
            <p className="text-sm text-slate-600">{t('locations.none')}</p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {locations.map((location) => (
                <li key={location.id} className="py-3 first:pt-0 last:pb-0">
                  <p className="flex items-center gap-2 font-medium text-slate-900">
                    {location.name} {location.isPrimary ? <Badge tone="brand">{t('locations.primary')}</Badge> : null}
                  </p>
                  {location.address ? (
                    <p className="text-sm text-slate-600">
                      {location.address.line1}, {location.address.postalCode} {location.address.city}
                    </p>
                  ) : null}
                  <p className="mt-1 text-xs text-slate-600">
                    {hoursSummary(location.openingHours, f.locale)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </>
  );
}
