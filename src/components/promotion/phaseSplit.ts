// How the server will spread the budget over the campaign's phases (src/mocks/promotion/
// schedule.ts does the same for the demo API): a launch still ahead uses the settings' phase
// distribution over weeks -3 to +4; a launch already past makes the campaign ongoing, 0/30/70
// over weeks 0 to +4 (spec 02 §9). The launch week (days 0 to 6) is the launch phase.
import type { Settings } from '../../api/types';
import * as clock from '../../lib/clock';
import { DEFAULT_SETTINGS } from '../../api/settingsDefaults';

export type PhaseDistribution = Settings['campaignSettings']['phase_distribution'];
export type Phase = keyof PhaseDistribution;

export const PHASES: readonly Phase[] = ['pre_launch', 'launch', 'post_launch'];
export const DEFAULT_PHASE_DISTRIBUTION: PhaseDistribution =
  DEFAULT_SETTINGS.campaignSettings.phase_distribution;
export const ONGOING_PHASE_DISTRIBUTION: PhaseDistribution = {
  pre_launch: 0,
  launch: 30,
  post_launch: 70,
};

/** Weeks from the launch week each phase covers; null for a phase with no weeks. */
const WEEKS: Record<'upcoming' | 'ongoing', Record<Phase, [number, number] | null>> = {
  upcoming: { pre_launch: [-3, -1], launch: [0, 0], post_launch: [1, 4] },
  ongoing: { pre_launch: null, launch: [0, 0], post_launch: [1, 4] },
};

export interface PhaseShare {
  phase: Phase;
  percent: number;
  /** In the budget's currency, rounded to the cent. */
  amount: number;
  weeks: [number, number] | null;
}

/** The server's distribution, or the spec's default where it leaves one out or is not a number. */
export function phaseDistributionOf(
  value: Partial<PhaseDistribution> | null | undefined,
): PhaseDistribution {
  const complete =
    value &&
    PHASES.every((phase) => typeof value[phase] === 'number' && Number.isFinite(value[phase]));
  return complete ? (value as PhaseDistribution) : DEFAULT_PHASE_DISTRIBUTION;
}

/** Today's calendar date where the user is, on the app's clock, as YYYY-MM-DD. */
export function todayIso(at: number = clock.now()): string {
  const date = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A launch before today (calendar dates; a launch today is still ahead). */
export const isOngoing = (launchDate: string, today: string): boolean =>
  launchDate !== '' && launchDate < today;

export function phaseSplit(
  budget: number,
  ongoing: boolean,
  distribution: PhaseDistribution,
): PhaseShare[] {
  const percents = ongoing ? ONGOING_PHASE_DISTRIBUTION : distribution;
  const weeks = WEEKS[ongoing ? 'ongoing' : 'upcoming'];
  return PHASES.map((phase) => ({
    phase,
    percent: percents[phase],
    amount: Math.round(budget * percents[phase]) / 100,
    weeks: weeks[phase],
  }));
}
