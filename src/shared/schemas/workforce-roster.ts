import { checkRange, day, REQUIRED_QUALIFICATIONS, ZShift } from './workforce';
import { MAX_ID, z } from './zod';

/**
 * GET api/workforce/roster?from=&to=&siteId=&companyId=: what the two grids draw in one request —
 * the posts (rows of posts × days), the people who may be planned (rows of people × days) with
 * their planned and contract minutes per week, the shifts, and approved leave and sick leave.
 */
export const ZRosterPost = z.object({
  id: z.number(),
  name: z.string(),
  siteId: z.number(),
  siteName: z.string(),
  clientName: z.string(),
  headcount: z.number(),
  armed: z.boolean(),
  requiredQualification: z.enum(REQUIRED_QUALIFICATIONS),
  active: z.boolean(),
});
/**
 * A person of a grid. The people view's rows carry their company, qualification, planned minutes
 * per week and contract; the posts view only names those who work its shifts (id and name).
 */
export const ZRosterPerson = z.object({
  id: z.number(),
  name: z.string(),
  companyId: z.number().optional(),
  qualification: z.string().nullable().optional(),
  armed: z.boolean().optional(),
  /** Planned minutes of each week (Monday 'yyyy-MM-dd' → minutes) in the range, from non-cancelled shifts. */
  weekMinutes: z.record(z.string(), z.number()).optional(),
  contractMinutes: z.number().optional(),
});
export const ZRosterAbsence = z.object({
  userId: z.number(),
  date: z.string(),
  /** The leave type (FERIE, ROL, MALATTIA…); hourly leave carries its times. */
  type: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
});
export const ROSTER_VIEWS = ['posts', 'people'] as const;
/** Rows of a grid page: a week of 50 posts or people is what a screen shows and one request carries. */
export const ROSTER_PAGE_SIZE = 50;
export const ZRosterQuery = z
  .object({
    from: day(),
    to: day(),
    view: z.enum(ROSTER_VIEWS).default('posts'),
    siteId: z.coerce.number().int().positive().max(MAX_ID).optional(),
    companyId: z.coerce.number().int().min(0).max(MAX_ID).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    perPage: z.coerce.number().int().min(1).max(200).default(ROSTER_PAGE_SIZE),
  })
  .superRefine(checkRange);
export type TRosterQuery = z.output<typeof ZRosterQuery>;

/**
 * A shift as a grid carries it: only what the grids draw and the shift's dialog needs before it
 * reads the shift again (its version). No names (they come once from the page's `posts` and
 * `people`), no minutes, publication time or acknowledgement, so a week of 50 posts (about 1,400
 * shifts) stays small; the full shift is GET api/workforce/shifts/:id.
 */
export const ZRosterShift = ZShift.pick({
  id: true,
  postId: true,
  userId: true,
  date: true,
  start: true,
  end: true,
  status: true,
  version: true,
});

/**
 * One page of a grid: in the posts view, `posts` is the page's rows and `people` those who work
 * them (names only); in the people view, `people` is the page's rows and `posts` those they work at.
 * `shifts` are the rows' shifts in the range (in the posts view also the open ones); `absences`
 * those of the people view's rows (the posts view shows none); `total` counts the rows.
 */
export const ZRoster = z.object({
  from: z.string(),
  to: z.string(),
  view: z.enum(ROSTER_VIEWS),
  total: z.number(),
  posts: z.array(ZRosterPost),
  people: z.array(ZRosterPerson),
  shifts: z.array(ZRosterShift),
  absences: z.array(ZRosterAbsence),
});
export type TRoster = z.infer<typeof ZRoster>;
export type TRosterPost = z.infer<typeof ZRosterPost>;
export type TRosterPerson = z.infer<typeof ZRosterPerson>;
export type TRosterShift = z.infer<typeof ZRosterShift>;

/** A change of a shift as its history shows it. */
export const ZShiftChange = z.object({
  id: z.number(),
  shiftId: z.number(),
  actorId: z.number().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  reason: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  at: z.string(),
});
export type TShiftChange = z.infer<typeof ZShiftChange>;

/** GET api/workforce/posts/{id}/orders: a post's orders as the guard reads them before a shift. */
export const ZPostOrders = z.object({
  postId: z.number(),
  postName: z.string(),
  siteName: z.string(),
  siteAddress: z.string().nullable(),
  orders: z.string().nullable(),
  ordersVersion: z.number(),
  ordersUpdatedAt: z.string().nullable(),
  documents: z.array(z.object({ id: z.number(), title: z.string(), fileName: z.string() })),
  acknowledgedVersion: z.number().nullable(),
  acknowledgedAt: z.string().nullable(),
});
export type TPostOrders = z.infer<typeof ZPostOrders>;
