import { createTestApp } from './app';
import { demoCompanyIds } from './api';
import { type Clocker, clockInBody, newClocker, ROME } from './attendance';
import { nextLeaveDay } from './leave';

/** The writes a server answered with a 2xx, as crash-safety.test.ts counts them. */
export interface Acknowledged {
  clockIns: Array<{ id: number; userId: number }>;
  clockOuts: Array<{ id: number; checkOut: string }>;
  leaves: Array<{ id: number; userId: number }>;
  /** Answers that were not 2xx while the load ran: the load itself must be valid. */
  refused: string[];
}

/** Workers on the roster of a site of their own, made in-process on a data folder (and database) that stay once closed. */
export const prepareClockers = async (dataDir: string, databaseUrl: string | undefined, workers: number): Promise<Clocker[]> => {
  const t = await createTestApp({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  try {
    const [c1] = await demoCompanyIds(t);
    const clockers: Clocker[] = [];
    for (let i = 0; i < workers; i += 1) clockers.push(await newClocker(t, c1));
    return clockers;
  } finally {
    await t.close();
  }
};

/** One worker clocking in, asking for an hour of leave and clocking out, again and again, until told to stop. */
const work = async (url: string, c: Clocker, acked: Acknowledged, stopped: () => boolean, onAck: () => void) => {
  const post = (path: string, body: object) =>
    fetch(`${url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${c.token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const steps: Array<() => Promise<void>> = [
    async () => {
      const response = await post('/api/attendance/clock-in', clockInBody(c));
      if (response.status !== 201) throw new Error(`clock-in ${response.status} ${await response.text()}`);
      acked.clockIns.push({ id: ((await response.json()) as { id: number }).id, userId: c.id });
    },
    async () => {
      const response = await post('/api/permission', { type: 'ROL', startDate: nextLeaveDay(), startTime: '09:00', endTime: '10:00' });
      if (response.status !== 201) throw new Error(`leave ${response.status} ${await response.text()}`);
      acked.leaves.push({ id: ((await response.json()) as { id: number }).id, userId: c.id });
    },
    async () => {
      const response = await post('/api/attendance/clock-out', { ...ROME, accuracy: 10 });
      if (response.status !== 200) throw new Error(`clock-out ${response.status} ${await response.text()}`);
      const { id, checkOut } = (await response.json()) as { id: number; checkOut: string };
      acked.clockOuts.push({ id, checkOut });
    },
  ];
  for (let i = 0; !stopped(); i = (i + 1) % steps.length) {
    try {
      await steps[i]();
      onAck();
    } catch (error) {
      // Once stopped (a server killed on purpose), a request in flight may fail: only a refusal before counts.
      if (!stopped()) acked.refused.push(String(error));
      return;
    }
  }
};

export interface WriteLoad {
  acked: Acknowledged;
  /** Resolves once `each` writes of every kind were acknowledged, or once every worker gave up (see acked.refused). */
  reached: (each: number) => Promise<void>;
  /** A copy of what was acknowledged so far. */
  snapshot: () => Acknowledged;
  /** Asks the workers to stop; resolves once their last requests are answered. */
  stop: () => Promise<void>;
}

/** Every clocker writing to the server at `url` at once, until stopped. */
export const startWriteLoad = (url: string, clockers: Clocker[]): WriteLoad => {
  const acked: Acknowledged = { clockIns: [], clockOuts: [], leaves: [], refused: [] };
  let stopped = false;
  const waiting: Array<{ each: number; resolve: () => void }> = [];
  const enough = (each: number) => [acked.clockIns, acked.clockOuts, acked.leaves].every((list) => list.length >= each);
  const onAck = () => {
    for (const wait of waiting.filter((w) => enough(w.each))) {
      waiting.splice(waiting.indexOf(wait), 1);
      wait.resolve();
    }
  };
  const loops = Promise.all(clockers.map((c) => work(url, c, acked, () => stopped, onAck)));
  return {
    acked,
    reached: (each) =>
      enough(each) ? Promise.resolve() : Promise.race([new Promise<void>((resolve) => waiting.push({ each, resolve })), loops.then(() => undefined)]),
    snapshot: () => ({ clockIns: [...acked.clockIns], clockOuts: [...acked.clockOuts], leaves: [...acked.leaves], refused: [...acked.refused] }),
    stop: async () => {
      stopped = true;
      await loops;
    },
  };
};
