import { z } from 'zod';
import {
  ZAllowanceInput,
  ZAllowanceQuery,
  ZAllowances,
  ZBalance,
  ZBalanceQuery,
  ZLeaveSettings,
  ZLeaveSettingsInput,
  ZPermission,
  ZPermissionCreate,
  ZPermissionDecision,
  ZPermissionRevoke,
  ZPermissionWarning,
  ZSickLeavePatch,
} from '../../../shared/schemas/permission';
import { withMessage, ZListQuery } from '../schemas';
import type { PathDocs } from '../types';

const ZAmounts = z.record(z.string(), z.number());

export const permissionDocs: PathDocs = {
  tag: 'permission',
  routes: {
    'GET /api/permission/balance': { summary: "A worker's leave balance of a year (the caller's own, or one in scope for the office).", query: ZBalanceQuery, response: ZBalance },
    'GET /api/permission/allowance': { summary: "A company's yearly allowances and the workers' overrides.", query: ZAllowanceQuery, response: ZAllowances },
    'PUT /api/permission/allowance/company/:companyId': {
      summary: "Set a company's default allowances of a year.",
      body: ZAllowanceInput,
      response: z.object({ message: z.string(), companyId: z.number(), year: z.number(), defaults: ZAmounts }),
    },
    'PUT /api/permission/allowance/user/:userId': {
      summary: "Set or remove a worker's allowances of a year.",
      body: ZAllowanceInput,
      response: z.object({ message: z.string(), userId: z.number(), year: z.number(), allowances: ZAmounts }),
    },
    'GET /api/permission/settings/:companyId': { summary: "A company's leave settings.", response: ZLeaveSettings },
    'PUT /api/permission/settings/:companyId': { summary: "Save a company's leave settings.", body: ZLeaveSettingsInput, response: withMessage(ZLeaveSettings) },
    'GET /api/permission': { summary: 'List leave requests the caller may see (list protocol; total in Content-Range).', query: ZListQuery, response: z.array(ZPermission) },
    'GET /api/permission/:id': { summary: 'One leave request.', response: ZPermission },
    'POST /api/permission': { summary: 'Ask for leave, or record a sick leave.', body: ZPermissionCreate, response: withMessage(ZPermission), status: 201, errors: [409] },
    'PATCH /api/permission/:id': { summary: 'Change a sick leave (its end or certificate).', body: ZSickLeavePatch, response: withMessage(ZPermission), errors: [409] },
    'POST /api/permission/:id/approve': { summary: 'Approve a pending request.', body: ZPermissionDecision, response: withMessage(ZPermission), errors: [409] },
    'POST /api/permission/:id/reject': { summary: 'Reject a pending request.', body: ZPermissionDecision, response: withMessage(ZPermission), errors: [409] },
    'POST /api/permission/:id/revoke': { summary: 'Revoke an approved request (with a note).', body: ZPermissionRevoke, response: withMessage(ZPermission), errors: [409] },
    'POST /api/permission/:id/cancel': { summary: "Cancel one's own request.", response: withMessage(ZPermission), errors: [409] },
    'GET /api/permission/:id/warnings': { summary: 'What approving a request would overlap or exceed.', response: z.array(ZPermissionWarning) },
  },
};
