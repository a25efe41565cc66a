'use client';
// The event types of an endpoint: every event (types added later included), or chosen ones, grouped by what they
// are about (products & stock, orders, customers, invoices, loyalty, site & shop), each with what it tells.
import { useTranslations } from 'use-intl';
import { Checkbox } from '@/components/ui/checkbox';
import { RadioCards } from '@/components/ui/radio-cards';
import { type EventType, eventTypesByGroup } from '@/lib/dashboard/webhooks-schema';

const GROUPS = eventTypesByGroup();

export function EventTypesPicker({
  value,
  onChange,
  error,
  hasShop,
}: {
  /** `['*']` or the chosen types. */
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  hasShop: boolean;
}) {
  const t = useTranslations('webhooks');
  const all = value.includes('*');
  const chosen = new Set(all ? [] : value);
  const set = (next: Set<string>) => onChange([...next]);

  return (
    <div className="space-y-3">
      <RadioCards
        legend={t('form.events')}
        options={[
          { value: 'all', label: t('form.allEvents'), detail: t('form.allEventsDetail') },
          { value: 'some', label: t('form.someEvents'), detail: t('form.someEventsDetail') },
        ]}
        value={all ? 'all' : 'some'}
        onChange={(mode) => onChange(mode === 'all' ? ['*'] : [])}
        error={error}
        className="grid gap-2 sm:grid-cols-2"
      />
      {all ? null : (
        <div className="space-y-3">
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('form.selected', { count: chosen.size })}
          </p>
          <div className="grid gap-3 md:grid-cols-2">
            {GROUPS.map(({ group, types, requiresShop }) => {
              const groupName = t(`groups.${group}`);
              const every = types.every((type) => chosen.has(type));
              return (
                <fieldset key={group} className="min-w-0 rounded-lg border border-slate-200 p-3">
                  <legend className="px-1 text-sm font-semibold text-slate-900">{groupName}</legend>
                  {requiresShop && !hasShop ? <p className="mb-2 text-xs text-slate-600">{t('form.shopOnly')}</p> : null}
                  <div className="mb-2 border-b border-slate-100 pb-2">
                    <Checkbox
                      label={t('form.selectGroup', { group: groupName })}
                      checked={every}
                      onCheckedChange={(on) => {
                        const next = new Set(chosen);
                        for (const type of types) if (on) next.add(type);
                        else next.delete(type);
                        set(next);
                      }}
                    />
                  </div>
                  <div className="space-y-2.5">
                    {types.map((type) => (
                      <Checkbox
                        key={type}
                        label={<EventTypeLabel type={type} />}
                        description={t(`types.${type}.description`)}
                        checked={chosen.has(type)}
                        onCheckedChange={(on) => {
                          const next = new Set(chosen);
                          if (on) next.add(type);
                          else next.delete(type);
                          set(next);
                        }}
                      />
                    ))}
                  </div>
                </fieldset>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}

/** An event type's name and its code. */
export function EventTypeLabel({ type }: { type: EventType }) {
  const t = useTranslations('webhooks');
  return (
    <>
      {t(`types.${type}.name`)} <code className="font-mono text-xs font-normal text-slate-600 [overflow-wrap:anywhere]">{type}</code>
    </>
  );
}
