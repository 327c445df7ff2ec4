import { z } from 'zod';
import {
  ZAssign,
  ZAssignResult,
  ZCandidate,
  ZCheckResult,
  ZCopyWeek,
  ZCoverage,
  ZHoursReport,
  ZPost,
  ZPostCreate,
  ZPostPatch,
  ZPublish,
  ZShift,
  ZShiftCreate,
  ZShiftGenerate,
  ZShiftPatch,
  ZWorkforceSettings,
} from '../../../shared/schemas/workforce';
import { ZAssignCheck, ZAssignCheckResult } from '../../../shared/schemas/workforce-check';
import { ZPostOrders, ZRoster, ZRosterQuery, ZShiftChange } from '../../../shared/schemas/workforce-roster';
import { id } from '../../../shared/schemas/zod';
import { ZCoverageQuery, ZHoursQuery, ZRosterPdfQuery } from '../../resources/workforce/coverage/queries';
import { ZMyShiftsQuery } from '../../resources/workforce/shifts/my';
import { withMessage, ZDeleted, ZListQuery } from '../schemas';
import type { PathDocs } from '../types';

const ZCompanyQuery = z.object({ companyId: id() });
const ZShiftAnswer = withMessage(ZShift.extend({ warnings: z.array(ZCheckResult) }));

export const workforceDocs: PathDocs = {
  tag: 'workforce',
  routes: {
    'GET /api/workforce/posts': { summary: "List posts of the caller's companies (list protocol; total in Content-Range).", query: ZListQuery, response: z.array(ZPost) },
    'GET /api/workforce/posts/:id': { summary: 'One post.', response: ZPost },
    'POST /api/workforce/posts': { summary: 'Create a post at a client site.', body: ZPostCreate, response: withMessage(ZPost), status: 201, errors: [409] },
    'PATCH /api/workforce/posts/:id': { summary: 'Change a post.', body: ZPostPatch, response: ZPost, errors: [409] },
    'DELETE /api/workforce/posts/:id': { summary: 'Delete a post.', response: ZDeleted, errors: [409] },
    'GET /api/workforce/posts/:id/orders': { summary: "A post's orders and their documents, for the guards who work it.", response: ZPostOrders },
    'POST /api/workforce/posts/:id/acknowledge': { summary: "Acknowledge a post's current orders.", response: ZPostOrders },
    'GET /api/workforce/posts/:id/documents/:documentId': { summary: "A document of a post's orders.", response: 'file' },
    'GET /api/workforce/settings': { summary: "A company's workforce settings and work rules.", query: ZCompanyQuery, response: ZWorkforceSettings },
    'PUT /api/workforce/settings': { summary: "Save a company's workforce settings.", query: ZCompanyQuery, body: ZWorkforceSettings, response: ZWorkforceSettings },
    'GET /api/workforce/shifts': { summary: "List shifts of the caller's companies (list protocol; total in Content-Range).", query: ZListQuery, response: z.array(ZShift) },
    'GET /api/workforce/shifts/my': { summary: "The caller's published shifts in a range of days.", query: ZMyShiftsQuery, response: z.array(ZShift) },
    'GET /api/workforce/roster': { summary: 'The roster grid of a week or month.', query: ZRosterQuery, response: ZRoster },
    'GET /api/workforce/shifts/:id': { summary: 'One shift.', response: ZShift },
    'GET /api/workforce/shifts/:id/changes': { summary: "A shift's changes.", response: z.array(ZShiftChange) },
    'GET /api/workforce/shifts/:id/candidates': { summary: 'Who could cover a shift, best first.', response: z.array(ZCandidate) },
    'POST /api/workforce/shifts': { summary: 'Create a shift (warnings name the rules it strains).', body: ZShiftCreate, response: ZShiftAnswer, status: 201, errors: [409] },
    'PATCH /api/workforce/shifts/:id': { summary: 'Change a shift.', body: ZShiftPatch, response: ZShiftAnswer, errors: [409] },
    'DELETE /api/workforce/shifts/:id': { summary: 'Delete a shift.', response: ZDeleted, errors: [409] },
    'POST /api/workforce/shifts/generate': { summary: "Generate draft shifts from the posts' time slots.", body: ZShiftGenerate, response: z.object({ message: z.string(), created: z.number(), existing: z.number() }) },
    'POST /api/workforce/shifts/copy-week': { summary: "Copy a week's shifts to the next week as drafts.", body: ZCopyWeek, response: z.object({ message: z.string(), created: z.number(), unassigned: z.number() }) },
    'POST /api/workforce/shifts/:id/assign': { summary: 'Assign a person to a shift (or free it); refused or overridable rules answer 409 with reasons.', body: ZAssign, response: ZAssignResult, errors: [409] },
    'POST /api/workforce/shifts/:id/check': { summary: 'What assigning a person would answer, asked before (nothing is written): the same checks and codes as assign.', body: ZAssignCheck, response: ZAssignCheckResult, errors: [409] },
    'POST /api/workforce/publish': { summary: 'Publish draft shifts and notify the people on them.', body: ZPublish, response: z.object({ message: z.string(), published: z.number(), notified: z.number() }) },
    'GET /api/workforce/coverage': { summary: "A day's coverage: planned shifts against attendance.", query: ZCoverageQuery, response: ZCoverage },
    'GET /api/workforce/hours': { summary: 'Planned against worked hours of a month.', query: ZHoursQuery, response: ZHoursReport },
    'GET /api/workforce/hours.xlsx': { summary: 'Planned against worked hours as XLSX.', query: ZHoursQuery, response: 'xlsx' },
    'GET /api/workforce/roster.pdf': { summary: "A site's weekly roster as PDF.", query: ZRosterPdfQuery, response: 'pdf' },
  },
};
