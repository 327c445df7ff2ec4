import { type Kysely, type Migration, Migrator } from 'kysely';
import type { Database } from './schema';
import * as foundation from './migrations/20261122_0001_foundation';
import * as peoplePlaces from './migrations/20261122_0002_people_places';
import * as leave from './migrations/20261122_0003_leave';
import * as attendance from './migrations/20261122_0004_attendance';
import * as principalNotify from './migrations/20261122_0005_principal_notify';
import * as missedClockOut from './migrations/20261122_0006_missed_clock_out';
import * as timesCorrected from './migrations/20261122_0007_times_corrected';
import * as patronDay from './migrations/20261123_0008_patron_day';
import * as documents from './migrations/20261126_0009_documents';
import * as jobRuns from './migrations/20261126_0010_job_runs';
import * as deadlines from './migrations/20261126_0011_deadlines';
import * as workforce from './migrations/20261126_0012_workforce';
import * as requests from './migrations/20261127_0013_requests';
import * as monthClose from './migrations/20261127_0014_month_close';
import * as dashboard from './migrations/20261127_0015_dashboard';
import * as offlineClocking from './migrations/20261127_0016_offline_clocking';
import * as workedMinutes from './migrations/20261127_0017_worked_minutes';
import * as changeNotify from './migrations/20261127_0018_change_notify';
import * as requestRecord from './migrations/20261128_0019_request_record';

/** Every migration, by its timestamped name. Add new files here in order. */
const MIGRATIONS: Record<string, Migration> = {
  '20261122_0001_foundation': foundation,
  '20261122_0002_people_places': peoplePlaces,
  '20261122_0003_leave': leave,
  '20261122_0004_attendance': attendance,
  '20261122_0005_principal_notify': principalNotify,
  '20261122_0006_missed_clock_out': missedClockOut,
  '20261122_0007_times_corrected': timesCorrected,
  '20261123_0008_patron_day': patronDay,
  '20261126_0009_documents': documents,
  '20261126_0010_job_runs': jobRuns,
  '20261126_0011_deadlines': deadlines,
  '20261126_0012_workforce': workforce,
  '20261127_0013_requests': requests,
  '20261127_0014_month_close': monthClose,
  '20261127_0015_dashboard': dashboard,
  '20261127_0016_offline_clocking': offlineClocking,
  '20261127_0017_worked_minutes': workedMinutes,
  '20261127_0018_change_notify': changeNotify,
  '20261128_0019_request_record': requestRecord,
};

export const migrateToLatest = async (db: Kysely<Database>): Promise<string[]> => {
  const migrator = new Migrator({
    db: db.withoutPlugins(),
    provider: { getMigrations: async () => MIGRATIONS },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
};
