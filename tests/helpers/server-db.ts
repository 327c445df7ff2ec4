import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { shiftSpan } from '../../src/shared/workforce/shift-time';

/**
 * A published shift written straight into a running test server's SQLite database (WAL: the
 * server reads it on its next request), for a scene the API rightly refuses to set now, such as
 * last night's shift after midnight.
 */
export const insertPublishedShift = (
  dataDir: string,
  shift: { companyId: number; postId: number; clientSiteId: number; userId: number; date: string; start: string; end: string },
): number => {
  const db = new SQLite(join(dataDir, 'presidio.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const { startsAt, endsAt, minutes } = shiftSpan(shift.date, shift.start, shift.end);
    const slot = (db.prepare('select count(*) as n from shift where post_id = ? and date = ? and start_time = ?').get(shift.postId, shift.date, shift.start) as { n: number }).n;
    const result = db
      .prepare(
        `insert into shift (company_id, post_id, client_site_id, user_id, date, start_time, end_time, starts_at, ends_at, minutes, slot, status, published_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'PUBLISHED', ?)`,
      )
      .run(shift.companyId, shift.postId, shift.clientSiteId, shift.userId, shift.date, shift.start, shift.end, startsAt, endsAt, minutes, slot, new Date().toISOString());
    return Number(result.lastInsertRowid);
  } finally {
    db.close();
  }
};
