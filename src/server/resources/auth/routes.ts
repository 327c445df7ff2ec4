import type { FastifyInstance } from 'fastify';
import { ZSignin, ZSigninAnswer, ZSignup, ZSessionUser } from '../../../shared/schemas/auth';
import { nowIso } from '../../db/database';
import { parse } from '../../http/validate';
import { translate } from '../../i18n/messages';
import { revokeSession } from './repository';
import { createUser, signin } from './service';

const BACK_OFFICE = ['ROLE_ADMIN', 'ROLE_MODERATOR'] as const;

export const authRoutes = async (app: FastifyInstance, { ttlSeconds }: { ttlSeconds: number }) => {
  app.post('/api/auth/signin', { config: { public: true } }, async (request) => {
    const input = parse(ZSignin, request.body);
    const answer = await signin({ db: app.db, tokens: app.tokens, ttlSeconds }, input, request.ip);
    return ZSigninAnswer.parse(answer);
  });

  app.post('/api/auth/signup', { config: { roles: BACK_OFFICE } }, async (request, reply) => {
    const input = parse(ZSignup, request.body);
    const id = await createUser(app.db, request.user, input);
    return reply.status(201).send({ message: translate(request.locale, 'auth.userCreated'), id });
  });

  app.post('/api/auth/signout', async (request) => {
    if (request.sessionId) await revokeSession(app.db, request.sessionId, nowIso());
    return { message: translate(request.locale, 'auth.signedOut') };
  });

  app.get('/api/auth/me', async (request) => ZSessionUser.parse(request.user));
};
