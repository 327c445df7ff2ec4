import { z } from 'zod';
import {
  ZCompliance,
  ZDeadline,
  ZDeadlineCreate,
  ZDeadlineKindSetting,
  ZDeadlineKindView,
  ZDeadlinePatch,
  ZMedicalFitness,
  ZMedicalFitnessCreate,
  ZQualifications,
} from '../../../shared/schemas/deadline';
import { id, isoDate } from '../../../shared/schemas/zod';
import { withMessage, ZDeleted, ZListQuery } from '../schemas';
import type { PathDocs } from '../types';

const ZCalendarLink = z.object({ active: z.boolean(), createdAt: z.string().nullable() });

export const deadlineDocs: PathDocs = {
  tag: 'deadlines',
  routes: {
    'GET /api/deadlines': { summary: "List deadlines of the caller's companies (list protocol; total in Content-Range).", query: ZListQuery, response: z.array(ZDeadline) },
    'GET /api/deadlines/my': { summary: "The caller's own deadlines.", response: z.array(ZDeadline) },
    'GET /api/deadlines/export.csv': { summary: 'The filtered deadlines as CSV.', query: ZListQuery, response: 'csv' },
    'GET /api/deadlines/export.xlsx': { summary: 'The filtered deadlines as XLSX.', query: ZListQuery, response: 'xlsx' },
    'GET /api/deadlines/kinds': { summary: "The kinds of deadline with a company's settings.", query: z.object({ companyId: id() }), response: z.array(ZDeadlineKindView) },
    'PUT /api/deadlines/kinds/:code': { summary: "Save a company's setting of a kind.", params: z.object({ code: z.string() }), body: ZDeadlineKindSetting, response: ZDeadlineKindView },
    'GET /api/deadlines/qualifications': { summary: "A person's qualifications on a day.", query: z.object({ userId: id(), date: isoDate().optional() }), response: ZQualifications },
    'GET /api/deadlines/compliance': { summary: 'The compliance grid of people and kinds.', query: z.object({ companyId: z.coerce.number().int().min(0).optional() }), response: ZCompliance },
    'GET /api/deadlines/:id': { summary: 'One deadline.', response: ZDeadline },
    'POST /api/deadlines': { summary: 'Create a manual deadline.', body: ZDeadlineCreate, response: withMessage(ZDeadline), status: 201 },
    'PATCH /api/deadlines/:id': { summary: 'Change a deadline.', body: ZDeadlinePatch, response: ZDeadline },
    'DELETE /api/deadlines/:id': { summary: 'Delete a manual deadline.', response: ZDeleted },
    'GET /api/deadlines/calendar': { summary: "Whether the caller's calendar link is active.", response: ZCalendarLink },
    'POST /api/deadlines/calendar': { summary: 'Create (or replace) the caller\'s calendar link.', response: z.object({ url: z.string() }) },
    'DELETE /api/deadlines/calendar': { summary: "Revoke the caller's calendar link.", response: ZCalendarLink },
    'GET /api/calendar/:token': { summary: "A calendar link's deadlines and shifts as iCalendar.", params: z.object({ token: z.string() }), response: 'ics' },
  },
};

export const medicalDocs: PathDocs = {
  tag: 'medical-fitness',
  routes: {
    'GET /api/medical-fitness': { summary: 'List medical fitness visits (list protocol; total in Content-Range).', query: ZListQuery, response: z.array(ZMedicalFitness) },
    'GET /api/medical-fitness/:id': { summary: 'One visit.', response: ZMedicalFitness },
    'POST /api/medical-fitness': { summary: 'Record a visit.', body: ZMedicalFitnessCreate, response: withMessage(ZMedicalFitness), status: 201 },
    'DELETE /api/medical-fitness/:id': { summary: 'Delete a visit.', response: ZDeleted },
  },
};
