// The overview's word when a page sent a member here because their role does not reach its area (?denied=<area>).
import { appTranslator } from '@/lib/dashboard/locale';
import { AREA_ROLES, type Area, type MemberRole } from '@/lib/domain/users/roles';

export const isArea = (value: unknown): value is Area => typeof value === 'string' && Object.hasOwn(AREA_ROLES, value);

export async function DeniedBanner({ area, role }: { area: Area; role: MemberRole }) {
  const t = await appTranslator('overview');
  const least = AREA_ROLES[area];
  const needed = least === 'owner' ? t('denied.neededOwner') : t('denied.neededRole', { role: t(`denied.roles.${least}.label`).toLowerCase() });
  const areaName = t(`denied.areas.${area}`);
  return (
    <div role="alert" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 px-5 py-4 text-sm text-amber-900">
      <p className="font-medium">{t('denied.title', { area: areaName })}</p>
      <p className="mt-1">
        {t('denied.detail', {
          role: t(`denied.roles.${role}.label`),
          summary: t(`denied.roles.${role}.summary`),
          Area: areaName[0]!.toUpperCase() + areaName.slice(1),
          needed,
        })}
      </p>
    </div>
  );
}
