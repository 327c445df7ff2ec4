import fp from 'fastify-plugin';
import type { Role } from '../../shared/roles';
import type { Locale } from '../../shared/i18n/validation';
import { requireRoles } from '../access';
import { type Listen, nowIso } from '../db/database';
import { AppError } from '../errors';
import { pickLocale } from '../i18n/messages';
import { PRINCIPALS_CHANNEL, type PrincipalCache } from '../resources/auth/principals';
import { findSessionPrincipal, type SessionUser } from '../resources/auth/repository';
import type { TokenSigner } from '../resources/auth/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenSigner;
    principals: PrincipalCache;
  }
  interface FastifyRequest {
    locale: Locale;
    sessionId: string | null;
    sessionUser: SessionUser | null;
    /** The signed-in user; routes reach it only after the auth hook let them through. */
    user: SessionUser;
  }
  interface FastifyContextConfig {
    /** Reachable without a token. Every other /api route needs one. */
    public?: boolean;
    /** Roles allowed to call the route; others get 403. */
    roles?: readonly Role[];
    /** Reachable with a temporary password not yet changed; every other route answers 403. */
    beforePasswordChange?: boolean;
  }
}

const tokenOf = (headers: Record<string, string | string[] | undefined>): string | undefined => {
  const authorization = headers.authorization;
  if (typeof authorization === 'string' && /^Bearer\s+\S+$/i.test(authorization)) return authorization.split(/\s+/)[1];
  const header = headers['x-access-token'];
  return typeof header === 'string' && header ? header : undefined;
};

interface AuthOptions {
  tokens: TokenSigner;
  /** The principals of live sessions, kept between requests; the database plugin forgets them on every write that may change one. */
  principals: PrincipalCache;
  /** PostgreSQL: hears the changes other instances (or a console) make, and keeps nothing while it cannot. */
  listen?: Listen;
}

/**
 * Reads the token from `Authorization: Bearer` or `x-access-token`, checks the signature, then the
 * session (so signing out, deactivation or a password change end it at once): kept in memory, and
 * read from the database again after any change to the tables it comes from.
 */
export const authPlugin = fp<AuthOptions>(
  async (app, { tokens, principals, listen }) => {
    app.decorate('tokens', tokens);
    app.decorate('principals', principals);
    app.decorateRequest('locale', 'it');
    app.decorateRequest('sessionId', null);
    app.decorateRequest('sessionUser', null);
    app.decorateRequest('user', {
      getter(this: { sessionUser: SessionUser | null }) {
        if (!this.sessionUser) throw new AppError('UNAUTHORIZED', 'error.unauthorized');
        return this.sessionUser;
      },
    });

    if (listen) {
      const listener = listen(PRINCIPALS_CHANNEL, {
        notify: principals.forgetAll,
        up: () => principals.setEnabled(true),
        down: (error) => {
          principals.setEnabled(false);
          if (error) app.log.warn({ err: error }, 'principal notifications lost: every request reads its session until they are back');
        },
      });
      app.addHook('onClose', () => listener.close());
    }

    app.addHook('onRequest', async (request) => {
      request.locale = pickLocale(request.headers['accept-language']);
    });

    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config;
      // The matched route, not the raw URL: an unknown path gets its 404, and an encoded one
      // (/%61pi/...) that reaches an API route is checked like any other.
      if (!request.routeOptions.url?.startsWith('/api/') || config.public) return;
      const token = tokenOf(request.headers);
      if (!token) throw new AppError('UNAUTHORIZED', 'error.unauthorized');
      const claims = await tokens.verify(token);
      const principal =
        claims &&
        (await principals.get(claims.sessionId, claims.userId, () => findSessionPrincipal(app.db, app.dialect, { ...claims, now: nowIso() })));
      if (!claims || !principal) throw new AppError('UNAUTHORIZED', 'error.tokenInvalid');
      request.sessionId = claims.sessionId;
      request.sessionUser = principal;
      if (request.sessionUser.mustChangePassword && !config.beforePasswordChange) {
        throw new AppError('PASSWORD_CHANGE_REQUIRED', 'auth.passwordChangeRequired');
      }
      if (config.roles) requireRoles(request.sessionUser, config.roles);
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
