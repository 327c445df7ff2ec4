import type { FastifyInstance } from 'fastify';
import { ZForgotPassword, ZResetPassword, ZResetToken } from '../../../shared/schemas/password-reset';
import { parse } from '../../http/validate';
import { translate } from '../../i18n/messages';
import { readResetLink, requestPasswordReset, resetPassword, settleResetWork } from './service';

/**
 * Self-service password recovery: a single-use link by e-mail, valid 30 minutes. Public routes: the
 * link is the credential. The link opens PUBLIC_URL when set, otherwise the address the request came to.
 */
export const passwordResetRoutes = async (app: FastifyInstance, { publicUrl }: { publicUrl?: string } = {}) => {
  // A link being sent when the server stops is finished first.
  app.addHook('onClose', settleResetWork);

  app.post('/api/auth/forgot-password', { config: { public: true } }, async (request) => {
    const input = parse(ZForgotPassword, request.body);
    const origin = publicUrl ?? `${request.protocol}://${request.host}`;
    requestPasswordReset({ db: app.db, mailer: app.mailer, origin, log: request.log }, input, request.ip);
    return { message: translate(request.locale, 'passwordReset.requested') };
  });

  app.get('/api/auth/reset-password/:token', { config: { public: true } }, async (request) => {
    const { token } = parse(ZResetToken, request.params);
    return readResetLink(app.db, token, request.ip);
  });

  app.post('/api/auth/reset-password/:token', { config: { public: true } }, async (request) => {
    const { token } = parse(ZResetToken, request.params);
    const { password } = parse(ZResetPassword, request.body);
    const answer = await resetPassword(app.db, token, password, request.ip);
    return { message: translate(request.locale, 'passwordReset.passwordSet'), ...answer };
  });
};
