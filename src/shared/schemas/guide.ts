import { GEOLOCATION_MODES, OUTSIDE_POLICIES } from '../attendance';
import { z } from './zod';

/** One of the caller's companies as the worker's guide tells it: whom to call, and its clocking rules. */
export const ZGuideCompany = z.object({
  id: z.number(),
  name: z.string(),
  /** Null when the company's record has none: the guide then says to ask the office. */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  geolocation: z.enum(GEOLOCATION_MODES),
  outsidePolicy: z.enum(OUTSIDE_POLICIES),
  retentionDays: z.number(),
  missedClockOutHours: z.number(),
});

/** GET api/guide. */
export const ZGuide = z.object({ companies: z.array(ZGuideCompany) });

export type TGuideCompany = z.infer<typeof ZGuideCompany>;
export type TGuide = z.infer<typeof ZGuide>;
