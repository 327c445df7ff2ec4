import type { FastifyInstance } from 'fastify';
import { ZIdParam, ZPost } from '../../../../shared/schemas/workforce';
import { assertRecordInScope, companyScope } from '../../../access';
import { contentRange, parseListQuery } from '../../../http/list-query';
import { parse } from '../../../http/validate';
import { translate } from '../../../i18n/messages';
import type { SessionUser } from '../../auth/repository';
import { orderRoutes } from './orders';
import { findPosts, getPost, POST_LIST } from './repository';
import { createPost, removePost, updatePost } from './service';
import { settingsRoutes } from './settings-routes';

export const OFFICE = ['ROLE_ADMIN', 'ROLE_MODERATOR'] as const;

const output = (post: object) => ZPost.parse(post);

/**
 * api/workforce/posts: the posts of client sites, for the office within its companies (404
 * outside them); the orders a guard reads and acknowledges; the company's workforce settings.
 */
export const postRoutes = async (app: FastifyInstance) => {
  const getInScope = async (id: number, user: SessionUser) => {
    const post = await getPost(app.db, id);
    assertRecordInScope(user, post.companyId);
    return post;
  };

  app.get('/api/workforce/posts', { config: { roles: OFFICE } }, async (request, reply) => {
    const list = parseListQuery(request.query as Record<string, unknown>, POST_LIST);
    const { rows, total } = await findPosts(app.db, list, companyScope(request.user));
    reply.header('content-range', contentRange('posts', list, rows.length, total));
    return rows.map(output);
  });

  app.get('/api/workforce/posts/:id', { config: { roles: OFFICE } }, async (request) => {
    const { id } = parse(ZIdParam, request.params);
    return output(await getInScope(id, request.user));
  });

  app.post('/api/workforce/posts', { config: { roles: OFFICE } }, async (request, reply) => {
    const post = await createPost(app.db, request.body, request.user);
    return reply.status(201).send({ message: translate(request.locale, 'workforce.post.created'), ...output(post) });
  });

  app.patch('/api/workforce/posts/:id', { config: { roles: OFFICE } }, async (request) => {
    const { id } = parse(ZIdParam, request.params);
    await getInScope(id, request.user);
    return output(await updatePost(app.db, id, request.body, request.user));
  });

  app.delete('/api/workforce/posts/:id', { config: { roles: OFFICE } }, async (request) => {
    const { id } = parse(ZIdParam, request.params);
    await getInScope(id, request.user);
    await removePost(app.db, id, request.user);
    return { message: translate(request.locale, 'workforce.post.deleted'), id };
  });

  await app.register(orderRoutes);
  await app.register(settingsRoutes);
};
