// The loyalty programme's rules, read only: what staff see instead of the settings form (a manager sets them).
import { Card } from '@/components/ui/card';
import type { LoyaltyProgramSettings } from '@/lib/domain/loyalty/program';

export function ProgramSummary({ program }: { program: LoyaltyProgramSettings | null }) {
  return (
    <Card title="Programme" description="A manager or an owner sets these rules.">
      {program ? (
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
          <dt className="text-slate-600">Stamps per card</dt>
          <dd className="text-slate-900">
            {program.stampsPerCard ?? 'No stamp card'}
            {program.stampReward ? ` · reward: ${program.stampReward.name}` : ''}
          </dd>
          <dt className="text-slate-600">Points per euro</dt>
          <dd className="text-slate-900">{program.pointsPerEuro ?? 'No points'}</dd>
          <dt className="text-slate-600">Points rewards</dt>
          <dd className="text-slate-900">
            {program.pointsRewards.length ? program.pointsRewards.map((reward) => `${reward.name} (${reward.pointsCost} points)`).join(', ') : 'None'}
          </dd>
        </dl>
      ) : (
        <p className="text-sm text-slate-700">This business runs no loyalty programme yet.</p>
      )}
    </Card>
  );
}
