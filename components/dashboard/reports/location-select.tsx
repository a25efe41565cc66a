// "All locations" or one of the business's: the location filter of the Reports and Sales pages.
import { SelectField } from '@/components/ui/field';

export function LocationSelect({ locations, value, error, className }: { locations: { id: string; name: string }[]; value: string | null | undefined; error?: string; className: string }) {
  return (
    <SelectField label="Location" name="locationId" defaultValue={value ?? ''} error={error} className={className}>
      <option value="">All locations</option>
      {locations.map((location) => (
        <option key={location.id} value={location.id}>
          {location.name}
        </option>
      ))}
    </SelectField>
  );
}
