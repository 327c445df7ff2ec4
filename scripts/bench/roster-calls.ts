import type { Db } from '../../src/server/db/database';
import { percentile } from './measure';
import type { RosterPopulation } from './roster-seed';

export interface AssignRun {
  count: number;
  people: number;
  p50: number;
  p99: number;
  statuses: Record<number, number>;
}

const post = async (url: string, headers: Record<string, string>, body: unknown) => {
  const response = await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/**
 * `count` assignments one after the other, each of a different open shift to the guard of its
 * company given the fewest so far who may work the post and has no shift that day (so most pass every check, some
 * with warnings; leave, lapsed papers and short rest are refused or warned, as they would be). Ten
 * more before them warm the server up and are not counted.
 */
export const assignMany = async (db: Db, base: string, headers: Record<string, string>, p: RosterPopulation, count: number): Promise<AssignRun> => {
  const open = await db.selectFrom('shift').select(['id', 'companyId', 'postId', 'date']).where('userId', 'is', null).orderBy('id').execute();
  // Spread over the month, with room for the shifts that find nobody.
  const step = Math.max(1, Math.floor(open.length / (2 * (count + 10))));
  const gpgPosts = new Set(p.posts.filter((x) => x.gpg).map((x) => x.id));
  const used = new Map<number, number>();
  const times: number[] = [];
  const statuses: Record<number, number> = {};
  for (let i = 0, done = 0; i < open.length && done < count + 10; i += step) {
    const shift = open[i];
    // The guard of the company who was given the fewest so far, so the calls spread over many people.
    const guard = p.guards
      .filter((g) => g.companyId === shift.companyId && (!gpgPosts.has(shift.postId) || g.gpg) && !p.busy.has(`${g.id}:${shift.date}`))
      .reduce<(typeof p.guards)[number] | undefined>((best, g) => (!best || (used.get(g.id) ?? 0) < (used.get(best.id) ?? 0) ? g : best), undefined);
    if (!guard) continue;
    used.set(guard.id, (used.get(guard.id) ?? 0) + 1);
    const started = performance.now();
    const answer = await post(`${base}/api/workforce/shifts/${shift.id}/assign`, headers, { userId: guard.id });
    const ms = performance.now() - started;
    if (answer.status !== 200 && answer.status !== 409) throw new Error(`assign answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
    if (answer.status === 200) p.busy.add(`${guard.id}:${shift.date}`);
    done += 1;
    if (done <= 10) continue;
    times.push(ms);
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  }
  return { count: times.length, people: used.size, p50: percentile(times, 50), p99: percentile(times, 99), statuses };
};

/** POST api/workforce/shifts/generate for each site from `from` to `to`, one after the other: the total wall time. */
export const generateAll = async (base: string, headers: Record<string, string>, siteIds: number[], from: string, to: string) => {
  let created = 0;
  let slowestMs = 0;
  const started = performance.now();
  for (const siteId of siteIds) {
    const t0 = performance.now();
    const answer = await post(`${base}/api/workforce/shifts/generate`, headers, { siteId, from, to });
    slowestMs = Math.max(slowestMs, performance.now() - t0);
    if (answer.status !== 200) throw new Error(`generate answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
    created += Number(answer.body.created ?? 0);
  }
  return { ms: performance.now() - started, created, calls: siteIds.length, slowestMs };
};
