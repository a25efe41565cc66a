'use client';
// The business's locations: the list (primary first), a dialog to add or edit one (name, address, phone and
// opening hours: closed, or one or two ranges a day), making one primary, and deleting one (the server says
// why it cannot when something refers to it).
import { type FormEvent, useState } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { FormError, TextField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import {
  type LocationView,
  useCreateLocation,
  useDeleteLocation,
  useLocations,
  useUpdateLocation,
} from '@/lib/dashboard/client/business';
import { DashboardApiError } from '@/lib/dashboard/client/request';
import { WEEKDAYS, type Weekday, createLocationBody } from '@/lib/domain/businesses/schemas';
import { hoursSummary } from './opening-hours';
import { useIssueFields } from '@/components/dashboard/account/use-issue-fields';


type DayDraft = { open: boolean; split: boolean; ranges: [string, string][] };
type Draft = { name: string; line1: string; postalCode: string; city: string; country: string; phone: string; days: Record<Weekday, DayDraft> };

function draftOf(location: LocationView | null): Draft {
  const days = Object.fromEntries(
    WEEKDAYS.map((day) => {
      const ranges = location?.openingHours[day] ?? [];
      return [day, { open: ranges.length > 0, split: ranges.length > 1, ranges: [ranges[0] ?? ['09:00', '18:00'], ranges[1] ?? ['14:00', '18:00']] }];
    }),
  ) as Record<Weekday, DayDraft>;
  return {
    name: location?.name ?? '',
    line1: location?.address?.line1 ?? '',
    postalCode: location?.address?.postalCode ?? '',
    city: location?.address?.city ?? '',
    country: location?.address?.country ?? 'BE',
    phone: location?.phone ?? '',
    days,
  };
}

function bodyOf(draft: Draft) {
  const hasAddress = [draft.line1, draft.postalCode, draft.city].some((part) => part.trim() !== '');
  return {
    name: draft.name,
    address: hasAddress ? { line1: draft.line1, postalCode: draft.postalCode, city: draft.city, country: draft.country } : null,
    phone: draft.phone.trim() === '' ? null : draft.phone,
    openingHours: Object.fromEntries(
      WEEKDAYS.map((day) => {
        const { open, split, ranges } = draft.days[day];
        return [day, open ? ranges.slice(0, split ? 2 : 1) : []];
      }),
    ),
  };
}

/** Opening hours in one line: "Mon–Fri 08:00–18:00 · Sat 08:00–12:30, 14:00–18:00 · Sun closed". */

export function LocationsSection({ businessId, initialLocations }: { businessId: string; initialLocations: LocationView[] }) {
  const { data: locations = initialLocations } = useLocations(businessId, initialLocations);
  const [editing, setEditing] = useState<LocationView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<LocationView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateLocation(businessId);
  const remove = useDeleteLocation(businessId);
  const notify = useToast();
  const t = useTranslations('business');
  const common = useTranslations('common');
  const locale = useLocale();

  const failed = (error: unknown) => setProblem(error instanceof DashboardApiError ? error.message : t('unreachable'));

  return (
    <Card
      title={t('locations.title')}
      description={t('locations.description')}
      actions={<Button onClick={() => setEditing('new')}>{t('locations.add')}</Button>}
    >
      <div className="space-y-3">
        <FormError message={problem} />
        <ul className="divide-y divide-slate-200" aria-label={t('locations.title')}>
          {locations.map((location) => (
            <li key={location.id} className="flex flex-wrap items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
              <div className="min-w-0">
                <p className="flex items-center gap-2 font-medium text-slate-900">
                  {location.name} {location.isPrimary ? <Badge tone="brand">{t('locations.primary')}</Badge> : null}
                </p>
                {location.address ? (
                  <p className="text-sm text-slate-600">
                    {location.address.line1}, {location.address.postalCode} {location.address.city}
                  </p>
                ) : null}
                {location.phone ? <p className="text-sm text-slate-600">{location.phone}</p> : null}
                <p className="mt-1 text-xs text-slate-600">{hoursSummary(location.openingHours, locale)}</p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="secondary" onClick={() => setEditing(location)} aria-label={t('locations.editNamed', { name: location.name })}>
                  {common('edit')}
                </Button>
                {location.isPrimary ? null : (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('locations.makePrimaryNamed', { name: location.name })}
                    pending={update.isPending && update.variables?.locationId === location.id}
                    onClick={() => {
                      setProblem(null);
                      update.mutate(
                        { locationId: location.id, body: { isPrimary: true } },
                        { onSuccess: () => notify(t('locations.madePrimary', { name: location.name })), onError: failed },
                      );
                    }}
                  >
                    {t('locations.makePrimary')}
                  </Button>
                )}
                <Button size="sm" variant="ghost" aria-label={t('locations.deleteNamed', { name: location.name })} onClick={() => setDeleting(location)}>
                  {common('delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        title={editing === 'new' ? t('locations.addTitle') : editing ? t('locations.editTitle', { name: editing.name }) : t('locations.location')}
        description={t('locations.dialogDescription')}
        wide
      >
        {editing ? (
          <LocationForm key={editing === 'new' ? 'new' : editing.id} businessId={businessId} location={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('locations.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('locations.deleteDescription')}
        confirmLabel={t('locations.deleteConfirm')}
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          setProblem(null);
          remove.mutate(deleting.id, {
            onSuccess: () => notify(t('locations.deleted', { name: deleting.name })),
            onError: failed,
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </Card>
  );
}

function LocationForm({ businessId, location, onClose }: { businessId: string; location: LocationView | null; onClose: () => void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(location));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateLocation(businessId);
  const update = useUpdateLocation(businessId);
  const notify = useToast();
  const t = useTranslations('business');
  const common = useTranslations('common');
  const hours = useTranslations('hours');
  const issueFields = useIssueFields();
  const pending = create.isPending || update.isPending;

  const set = (key: keyof Omit<Draft, 'days'>) => {
    const path = key === 'name' || key === 'phone' ? key : `address.${key}`;
    return {
      value: draft[key],
      error: errors[path],
      onChange: (event: { target: { value: string } }) => {
        setDraft((current) => ({ ...current, [key]: event.target.value }));
        setErrors(({ [path]: _cleared, ...rest }) => rest);
      },
    };
  };
  const setDay = (day: Weekday, change: Partial<DayDraft>) => {
    setDraft((current) => ({ ...current, days: { ...current.days, [day]: { ...current.days[day], ...change } } }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([path]) => !path.startsWith(`openingHours.${day}`))));
  };
  // A midday break splits the day's range around noon, unless the two ranges already make sense.
  const splitDay = (day: Weekday, split: boolean) => {
    const [first, second] = draft.days[day].ranges as [[string, string], [string, string]];
    const fits = first[1] < second[0] && second[0] < second[1];
    setDay(day, { split, ranges: split && !fits ? [[first[0], '12:30'], ['13:30', first[1] > '13:30' ? first[1] : '18:00']] : [first, second] });
  };
  const setTime = (day: Weekday, range: number, side: number, value: string) =>
    setDay(day, { ranges: draft.days[day].ranges.map((r, i) => (i === range ? (side === 0 ? [value, r[1]] : [r[0], value]) : r)) as [string, string][] });
  const dayError = (day: Weekday) => Object.entries(errors).find(([path]) => path.startsWith(`openingHours.${day}`))?.[1];

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createLocationBody.safeParse(bodyOf(draft));
    if (!parsed.success) {
      setErrors(issueFields(parsed.error));
      return;
    }
    setErrors({});
    const done = (saved: LocationView) => {
      notify(location ? t('locations.savedNamed', { name: saved.name }) : t('locations.added', { name: saved.name }));
      onClose();
    };
    const onError = (error: unknown) =>
      setErrors(error instanceof DashboardApiError ? { form: Object.keys(error.fieldErrors()).length ? '' : error.message, ...error.fieldErrors() } : { form: t('locations.unreachableShort') });
    if (location) update.mutate({ locationId: location.id, body: parsed.data }, { onSuccess: (saved) => done(saved as LocationView), onError });
    else create.mutate(parsed.data, { onSuccess: (saved) => done(saved as LocationView), onError });
  }

  return (
    <form noValidate onSubmit={submit} aria-label={location ? t('locations.editNamed', { name: location.name }) : t('locations.new')} className="space-y-5">
      <FormError message={errors.form || null} />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label={t('locations.name')} {...set('name')} />
        <TextField label={t('locations.phone')} type="tel" {...set('phone')} />
        <TextField label={t('address.street')} {...set('line1')} />
        <TextField label={t('address.postalCode')} {...set('postalCode')} />
        <TextField label={t('address.city')} {...set('city')} />
        <TextField label={t('address.country')} maxLength={2} hint={t('address.countryHint')} {...set('country')} />
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">{t('locations.openingHours')}</legend>
        <div className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {WEEKDAYS.map((day) => {
            const { open, split, ranges } = draft.days[day];
            const error = dayError(day);
            const dayName = hours(`days.${day}`);
            const times = (range: number) => (
              <span className="flex items-center gap-1">
                <input type="time" aria-label={t(range === 0 ? 'locations.opens' : 'locations.secondOpens', { day: dayName })} value={ranges[range]![0]} onChange={(e) => setTime(day, range, 0, e.target.value)} className="rounded-md border border-slate-300 px-2 py-1 text-sm" aria-invalid={error ? true : undefined} />
                <span aria-hidden="true">–</span>
                <input type="time" aria-label={t(range === 0 ? 'locations.closes' : 'locations.secondCloses', { day: dayName })} value={ranges[range]![1]} onChange={(e) => setTime(day, range, 1, e.target.value)} className="rounded-md border border-slate-300 px-2 py-1 text-sm" aria-invalid={error ? true : undefined} />
              </span>
            );
            return (
              <div key={day} className="grid grid-cols-1 items-start gap-x-3 px-3 py-2 text-sm sm:grid-cols-[5.5rem_1fr]">
                <span className="py-1 font-medium text-slate-800">{dayName}</span>
                <span className="flex flex-wrap items-center gap-x-4 gap-y-2">
                  <label className="flex w-16 items-center gap-2 py-1">
                    <input type="checkbox" checked={open} onChange={(e) => setDay(day, { open: e.target.checked })} className="size-4 accent-brand-700" aria-label={t('locations.openOn', { day: dayName })} />
                    {t('locations.open')}
                  </label>
                  {open ? (
                    <>
                      {times(0)}
                      {split ? times(1) : null}
                      <label className="flex items-center gap-2 text-slate-700">
                        <input type="checkbox" checked={split} onChange={(e) => splitDay(day, e.target.checked)} className="size-4 accent-brand-700" aria-label={t('locations.middayLabel', { day: dayName })} />
                        {t('locations.midday')}
                      </label>
                    </>
                  ) : (
                    <span className="text-slate-600">{t('locations.closed')}</span>
                  )}
                </span>
                {error ? (
                  <p className="mt-1 text-xs font-medium text-red-700 sm:col-start-2" role="alert">
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
      </fieldset>
      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          {common('cancel')}
        </Button>
        <Button type="submit" pending={pending}>
          {pending ? common('saving') : location ? t('locations.save') : t('locations.add')}
        </Button>
      </div>
    </form>
  );
}
