import { z } from 'zod';
import { ZPassword, ZSignin, ZSigninAnswer, ZSignup } from '../../../shared/schemas/auth';
import { ZClient, ZClientCreate, ZClientPatch } from '../../../shared/schemas/client';
import { ZClientSiteCreate, ZClientSitePatch } from '../../../shared/schemas/client-site';
import { ZClientSiteView } from '../../../shared/schemas/client-site-view';
import { ZCompany, ZCompanyCreate, ZCompanyPatch } from '../../../shared/schemas/company';
import { ZForgotPassword, ZResetPassword, ZResetToken } from '../../../shared/schemas/password-reset';
import { ZPlace, ZPlaceCreate, ZPlacePatch } from '../../../shared/schemas/place';
import { ZChangePassword, ZProfile, ZProfilePatch, ZTemporaryPassword, ZUser, ZUserCreate, ZUserPatch } from '../../../shared/schemas/user';
import { ZVehicle, ZVehicleCreate, ZVehiclePatch } from '../../../shared/schemas/vehicle';
import { withMessage, ZDeleted, ZListQuery, ZMessage } from '../schemas';
import type { PathDocs } from '../types';
import { crudDocs } from './crud';

const ZLinkToken = z.object({ token: z.string().max(200) });
const ZLinkTarget = z.object({ username: z.string().nullable(), loginPath: z.string() });

export const authDocs: PathDocs = {
  tag: 'auth',
  routes: {
    'POST /api/auth/signin': { summary: 'Sign in by fiscal code (staff) or username (client users); answers the session and its token.', body: ZSignin, response: ZSigninAnswer, errors: [429] },
    'POST /api/auth/signup': { summary: 'Create a user with a chosen password (back office).', body: ZSignup, response: z.object({ message: z.string(), id: z.number().int() }), status: 201, errors: [409] },
    'POST /api/auth/signout': { summary: 'End the session: the token stops working.', response: ZMessage },
    'GET /api/auth/me': { summary: "The caller's profile with the names of their companies.", response: ZProfile },
    'PATCH /api/auth/me': { summary: "Change the caller's own contact details.", body: ZProfilePatch, response: withMessage(ZUser) },
    'POST /api/auth/change-password': { summary: "Change the caller's password (required after a reset).", body: ZChangePassword, response: ZMessage },
    'POST /api/auth/forgot-password': { summary: 'Ask for a password-reset link by e-mail (same answer whether the account exists or not).', body: ZForgotPassword, response: ZMessage, errors: [429] },
    'GET /api/auth/reset-password/:token': { summary: 'Check a password-reset link.', params: ZResetToken, response: z.object({ expiresAt: z.string(), loginPath: z.string() }), errors: [429] },
    'POST /api/auth/reset-password/:token': { summary: 'Set a new password from a reset link.', params: ZResetToken, body: ZResetPassword, response: withMessage(ZLinkTarget), errors: [429] },
  },
};

export const invitationDocs: PathDocs = {
  tag: 'invitation',
  routes: {
    'POST /api/invitation': { summary: 'Create a user who chooses their own password from an e-mailed link.', body: ZUserCreate, response: withMessage(ZUser.extend({ expiresAt: z.string(), emailSent: z.boolean() })), status: 201, errors: [409] },
    'POST /api/invitation/user/:id': { summary: 'Send a user a new invitation link.', response: z.object({ message: z.string(), email: z.string(), expiresAt: z.string(), emailSent: z.boolean() }), errors: [409] },
    'GET /api/invitation/:token': { summary: 'Whom an invitation link is for.', params: ZLinkToken, response: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable(), username: z.string().nullable(), email: z.string() }), errors: [429] },
    'POST /api/invitation/:token': { summary: 'Accept an invitation by choosing a password.', params: ZLinkToken, body: z.object({ password: ZPassword }), response: withMessage(ZLinkTarget), errors: [429] },
  },
};

export const userDocs: PathDocs = {
  tag: 'user',
  routes: {
    'GET /api/user': { summary: 'List users in the caller\'s companies (list protocol; total in Content-Range).', query: ZListQuery, response: z.array(ZUser) },
    'GET /api/user/:id': { summary: 'One user.', response: ZUser },
    'POST /api/user': { summary: 'Create a user with a temporary password.', body: ZUserCreate, response: withMessage(ZUser.merge(ZTemporaryPassword)), status: 201, errors: [409] },
    'PUT /api/user/:id': { summary: 'Replace a user.', body: ZUserCreate, response: ZUser, errors: [409] },
    'PATCH /api/user/:id': { summary: 'Change some fields of a user.', body: ZUserPatch, response: ZUser, errors: [409] },
    'DELETE /api/user/:id': { summary: 'Delete a user (administrators).', response: ZDeleted, errors: [409] },
    'POST /api/user/:id/activate': { summary: 'Let a user sign in again.', response: withMessage(ZUser), errors: [409] },
    'POST /api/user/:id/deactivate': { summary: 'Stop a user from signing in.', response: withMessage(ZUser), errors: [409] },
    'POST /api/user/:id/reset-password': { summary: 'Give a user a temporary password to change at next sign-in.', response: withMessage(ZTemporaryPassword) },
  },
};

export const companyDocs: PathDocs = {
  tag: 'company',
  routes: {
    'GET /api/company/allCompanies': { summary: "List the caller's companies (list protocol; total in Content-Range).", query: ZListQuery, response: z.array(ZCompany) },
    'GET /api/company/getCompany/:id': { summary: 'One company.', response: ZCompany },
    'POST /api/company/createCompany': { summary: 'Create a company (administrators).', body: ZCompanyCreate, response: withMessage(ZCompany), status: 201, errors: [409] },
    'PATCH /api/company/patchCompany/:id': { summary: 'Change some fields of a company.', body: ZCompanyPatch, response: ZCompany, errors: [409] },
    'DELETE /api/company/deleteCompany/:id': { summary: 'Delete a company (administrators).', response: ZDeleted, errors: [409] },
  },
};

export const registryDocs: PathDocs = {
  tag: 'registry',
  routes: {
    ...crudDocs('/api/client', 'client', { create: ZClientCreate, update: ZClientPatch, output: ZClient }, { deleteConflicts: true }),
    ...crudDocs('/api/client-site', 'client site', { create: ZClientSiteCreate, update: ZClientSitePatch, output: ZClientSiteView }, { deleteConflicts: true }),
    ...crudDocs('/api/place', 'company place', { create: ZPlaceCreate, update: ZPlacePatch, output: ZPlace }, { deleteConflicts: true }),
    ...crudDocs('/api/vehicle', 'vehicle', { create: ZVehicleCreate, update: ZVehiclePatch, output: ZVehicle }, { deleteConflicts: true }),
  },
};
