// The loyalty programme's rules, read only: what staff see instead of the settings form (a manager sets them).
import { Card } from '@/components/ui/card';
import { appTranslator } from '@/lib/dashboard/locale';
import type { LoyaltyProgramSettings } from '@/lib/domain/loyalty/program';

export async function ProgramSummary({ program }: { program: LoyaltyProgramSettings | null }) {
  const t = await appTranslator('loyalty');
  return (
    <Card title={t('program.title')} description={t('summary.managers')}>
      {program ? (
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
          <dt className="text-slate-600">{t('program.stampsPerCard')}</dt>
          <dd className="text-slate-900">
            {program.stampsPerCard ?? t('summary.noStampCard')}
            {program.stampReward ? t('summary.stampReward', { name: program.stampReward.name }) : ''}
          </dd>
          <dt className="text-slate-600">{t('program.pointsPerEuro')}</dt>
          <dd className="text-slate-900">{program.pointsPerEuro ?? t('summary.noPoints')}</dd>
          <dt className="text-slate-600">{t('program.pointsRewards')}</dt>
          <dd className="text-slate-900">
            {program.pointsRewards.length
              ? program.pointsRewards.map((reward) => t('summary.rewardCost', { name: reward.name, points: reward.pointsCost })).join(', ')
              : t('summary.none')}
          </dd>
        </dl>
      ) : (
        <p className="text-sm text-slate-700">{t('summary.noProgram')}</p>
      )}
    </Card>
  );
}
