import type { FastifyInstance } from 'fastify';
import { ZSignin, ZSigninAnswer, ZSignup } from '../../../shared/schemas/auth';
import { ZChangePassword, ZProfile, ZProfilePatch, ZUser } from '../../../shared/schemas/user';
import { nowIso } from '../../db/database';
import { parse } from '../../http/validate';
import { translate } from '../../i18n/messages';
import { findCompanyNames, getUser } from '../user/repository';
import { changePassword, updateProfile } from './profile';
import { revokeSession } from './repository';
import { createUser, signin } from './service';

const BACK_OFFICE = ['ROLE_ADMIN', 'ROLE_MODERATOR'] as const;

export const authRoutes = async (app: FastifyInstance, { ttlSeconds }: { ttlSeconds: number }) => {
  app.post('/api/auth/signin', { config: { public: true } }, async (request) => {
    const input = parse(ZSignin, request.body);
    const locale = request.headers['accept-language'] ? request.locale : undefined;
    const answer = await signin({ db: app.db, tokens: app.tokens, ttlSeconds }, input, request.ip, locale);
    return ZSigninAnswer.parse(answer);
  });

  app.post('/api/auth/signup', { config: { roles: BACK_OFFICE } }, async (request, reply) => {
    const input = parse(ZSignup, request.body);
    const { id } = await createUser(app.db, request.user, input);
    return reply.status(201).send({ message: translate(request.locale, 'auth.userCreated'), id });
  });

  app.post('/api/auth/signout', { config: { beforePasswordChange: true } }, async (request) => {
    if (request.sessionId) await revokeSession(app.db, request.sessionId, nowIso());
    return { message: translate(request.locale, 'auth.signedOut') };
  });

  // The whole profile (a superset of the sign-in answer), for /home/profile.
  app.get('/api/auth/me', { config: { beforePasswordChange: true } }, async (request) => {
    const user = await getUser(app.db, request.user.id);
    return ZProfile.parse({ ...user, companies: await findCompanyNames(app.db, user.companyIds) });
  });

  app.patch('/api/auth/me', async (request) => {
    const input = parse(ZProfilePatch, request.body);
    const user = await updateProfile(app.db, request.user, input);
    return { message: translate(request.locale, 'auth.profileUpdated'), ...ZUser.parse(user) };
  });

  app.post('/api/auth/change-password', { config: { beforePasswordChange: true } }, async (request) => {
    const input = parse(ZChangePassword, request.body);
    await changePassword(app.db, request.user, request.sessionId!, input, request.ip);
    return { message: translate(request.locale, 'auth.passwordChanged') };
  });
};
