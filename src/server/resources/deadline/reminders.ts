import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Job } from '../../plugins/scheduler';

/** The daily job reminding whoever the kind says of deadlines entering their window, at 30 and 7 days, and when they expire. */
export const deadlineReminderJob = (_app: FastifyInstance, _config: Config): Job => ({
  name: 'deadline-reminders',
  intervalMs: 24 * 60 * 60 * 1000,
  enabled: false,
  run: async () => undefined,
});
