'use client';
// "All locations" or one of the business's: the location filter of the Reports and Sales pages.
import { useTranslations } from 'use-intl';
import { SelectField } from '@/components/ui/field';

export function LocationSelect({ locations, value, error, className }: { locations: { id: string; name: string }[]; value: string | null | undefined; error?: string; className: string }) {
  const t = useTranslations('reports');
  return (
    <SelectField label={t('location')} name="locationId" defaultValue={value ?? ''} error={error} className={className}>
      <option value="">{t('allLocations')}</option>
      {locations.map((location) => (
        <option key={location.id} value={location.id}>
          {location.name}
        </option>
      ))}
    </SelectField>
  );
}
