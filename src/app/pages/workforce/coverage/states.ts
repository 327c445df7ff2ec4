import { COVERAGE_STATES, type TCoverageRow } from '../../../../shared/schemas/workforce';

export type TCoverageState = TCoverageRow['state'];

/** Every state a row may be in, in the order the summary counts them: what needs the office first. */
export const STATE_ORDER: readonly TCoverageState[] = ['NO_SHOW', 'OPEN', 'LATE', 'UNPLANNED', 'ON_TIME', 'PLANNED', 'DONE'];
// Kept in step with the shared list: a new state must get a place in the summary.
export const ALL_STATES: readonly TCoverageState[] = [...COVERAGE_STATES, 'UNPLANNED'];

/** The states that occur today with how many rows each, in STATE_ORDER. */
export const coverageCounts = (rows: readonly Pick<TCoverageRow, 'state'>[]): Array<[TCoverageState, number]> =>
  STATE_ORDER.map((state) => [state, rows.filter((row) => row.state === state).length] as [TCoverageState, number]).filter(([, count]) => count > 0);

/** The day's rows by start (an unplanned clock-in by its time), then by post. */
export const sortedRows = (rows: readonly TCoverageRow[]): TCoverageRow[] =>
  [...rows].sort((a, b) => (a.startsAt ?? a.checkIn ?? '').localeCompare(b.startsAt ?? b.checkIn ?? '') || (a.postName ?? '').localeCompare(b.postName ?? ''));

type TChipLook = { color: 'default' | 'success' | 'warning' | 'error'; variant: 'filled' | 'outlined'; purple?: boolean };

/** Green on time, amber late, red no-show, red outline uncovered, grey planned, plain done, purple off roster. */
export const CHIP_LOOK: Record<TCoverageState, TChipLook> = {
  ON_TIME: { color: 'success', variant: 'filled' },
  LATE: { color: 'warning', variant: 'filled' },
  NO_SHOW: { color: 'error', variant: 'filled' },
  OPEN: { color: 'error', variant: 'outlined' },
  PLANNED: { color: 'default', variant: 'filled' },
  DONE: { color: 'default', variant: 'outlined' },
  UNPLANNED: { color: 'default', variant: 'filled', purple: true },
};
