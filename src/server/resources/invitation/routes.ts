import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ZPassword } from '../../../shared/schemas/auth';
import { ZUser, ZUserCreate } from '../../../shared/schemas/user';
import { id as ZId, z } from '../../../shared/schemas/zod';
import { parse } from '../../http/validate';
import { translate } from '../../i18n/messages';
import { getUser } from '../user/repository';
import { acceptInvitation, type InvitationOptions, inviteAgain, inviteNewUser, readInvitation } from './service';

/** Who creates users today (api/user) invites them. */
const BACK_OFFICE = ['ROLE_ADMIN', 'ROLE_MODERATOR'] as const;

const ZToken = z.object({ token: z.string().max(200) });
const ZUserParams = z.object({ id: ZId() });
const ZAccept = z.object({ password: ZPassword });

/** What an invitation link shows before the password is chosen: whom it is for, nothing more. */
export const ZInvitation = z.object({ firstName: z.string().nullable(), lastName: z.string().nullable(), username: z.string().nullable(), email: z.string() });

/**
 * Invitations: a client user (or anyone the office adds) sets their own password from a
 * single-use link sent by e-mail, valid 7 days. The link opens PUBLIC_URL when set, otherwise the
 * address the office is using the app at.
 */
export const invitationRoutes = async (app: FastifyInstance, { publicUrl }: { publicUrl?: string } = {}) => {
  const optionsOf = (request: FastifyRequest): InvitationOptions => ({
    db: app.db,
    mailer: app.mailer,
    origin: publicUrl ?? `${request.protocol}://${request.host}`,
    log: request.log,
  });
  const sentMessage = (request: FastifyRequest, outcome: { emailSent: boolean; email: string }, key: 'sent' | 'created') =>
    translate(request.locale, `invitation.${outcome.emailSent ? key : 'mailFailed'}`, { email: outcome.email });

  app.post('/api/invitation', { config: { roles: BACK_OFFICE } }, async (request, reply) => {
    const input = parse(ZUserCreate, request.body);
    const outcome = await inviteNewUser(optionsOf(request), request.user, input);
    const user = ZUser.parse(await getUser(app.db, outcome.id));
    return reply.status(201).send({ message: sentMessage(request, outcome, 'created'), ...user, expiresAt: outcome.expiresAt, emailSent: outcome.emailSent });
  });

  app.post('/api/invitation/user/:id', { config: { roles: BACK_OFFICE } }, async (request) => {
    const { id } = parse(ZUserParams, request.params);
    const outcome = await inviteAgain(optionsOf(request), request.user, id);
    return { message: sentMessage(request, outcome, 'sent'), ...outcome };
  });

  app.get('/api/invitation/:token', { config: { public: true } }, async (request) => {
    const { token } = parse(ZToken, request.params);
    return ZInvitation.parse(await readInvitation(app.db, token, request.ip));
  });

  app.post('/api/invitation/:token', { config: { public: true } }, async (request) => {
    const { token } = parse(ZToken, request.params);
    const { password } = parse(ZAccept, request.body);
    const { username, loginPath } = await acceptInvitation(app.db, token, password, request.ip);
    return { message: translate(request.locale, 'invitation.passwordSet'), username, loginPath };
  });
};
