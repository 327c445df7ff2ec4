import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Role } from '../../shared/roles';
import { id as ZId, z as zod } from '../../shared/schemas/zod';
import { assertBodyCompanyInScope, assertRecordInScope, companyScope } from '../access';
import type { Db } from '../db/database';
import { invalidField } from '../errors';
import { translate } from '../i18n/messages';
import type { SessionUser } from '../resources/auth/repository';
import { companyExists } from '../resources/company/repository';
import { contentRange, type ListQuery, type ListSpec, parseListQuery } from './list-query';
import { parse } from './validate';

/** What a resource's repository or service offers the generic routes. */
export interface CrudStore<TRecord, TCreate, TUpdate> {
  list: ListSpec;
  find: (db: Db, list: ListQuery, scope: number[] | undefined, actor: SessionUser) => Promise<{ rows: TRecord[]; total: number }>;
  get: (db: Db, id: number, actor: SessionUser) => Promise<TRecord>;
  create: (db: Db, input: TCreate, actor: SessionUser) => Promise<TRecord>;
  update: (db: Db, id: number, input: TUpdate, actor: SessionUser) => Promise<TRecord>;
  remove: (db: Db, id: number, actor: SessionUser) => Promise<void>;
  /** The company a record belongs to, for scope; null for records outside any company. */
  companyOf: (record: TRecord) => number | null;
  /**
   * The company an input names, directly or through a parent record it references (checked
   * against the caller's scope); undefined when it names none.
   */
  companyOfInput?: (input: TCreate | TUpdate, db: Db) => number | null | undefined | Promise<number | null | undefined>;
  /** The body field a 403 for an input outside the caller's companies points at; `companyId` by default. */
  inputCompanyField?: string;
}

export interface CrudOptions<TRecord, CS extends z.ZodType, US extends z.ZodType> {
  /** The resource's name: its API path is `api/<name>` and its messages `<name>.created` etc. */
  name: string;
  store: CrudStore<TRecord, z.output<CS>, z.output<US>>;
  schemas: { create: CS; update: US; output: z.ZodType<Record<string, unknown>> };
  roles: { read: readonly Role[]; write: readonly Role[]; remove: readonly Role[] };
}

const ZParams = zod.object({ id: ZId() });

/**
 * The list protocol and CRUD routes of a resource under `api/<name>`: list with Content-Range,
 * get, create (201), PUT and PATCH, delete; company scope enforced on every record.
 */
export const registerCrudRoutes = <TRecord, CS extends z.ZodType, US extends z.ZodType>(
  app: FastifyInstance,
  { name, store, schemas, roles }: CrudOptions<TRecord, CS, US>,
) => {
  const base = `/api/${name}`;
  const output = (record: TRecord) => schemas.output.parse(record);
  /** The company an input names must be the caller's (403) and exist (400, for an administrator's any id). */
  const checkInputScope = async (actor: SessionUser, input: z.output<CS> | z.output<US>) => {
    const companyId = await store.companyOfInput?.(input, app.db);
    if (companyId == null) return;
    assertBodyCompanyInScope(actor, companyId, store.inputCompanyField);
    if (!(await companyExists(app.db, companyId))) throw invalidField(store.inputCompanyField ?? 'companyId', 'validation.notFound');
  };
  const getInScope = async (id: number, actor: SessionUser) => {
    const record = await store.get(app.db, id, actor);
    assertRecordInScope(actor, store.companyOf(record));
    return record;
  };

  app.get(base, { config: { roles: roles.read } }, async (request, reply) => {
    const list = parseListQuery(request.query as Record<string, unknown>, store.list);
    const { rows, total } = await store.find(app.db, list, companyScope(request.user), request.user);
    reply.header('content-range', contentRange(name, list, rows.length, total));
    return rows.map(output);
  });

  app.get(`${base}/:id`, { config: { roles: roles.read } }, async (request) => {
    const { id } = parse(ZParams, request.params);
    return output(await getInScope(id, request.user));
  });

  app.post(base, { config: { roles: roles.write } }, async (request, reply) => {
    const input = parse(schemas.create, request.body);
    await checkInputScope(request.user, input);
    const record = await store.create(app.db, input, request.user);
    return reply.status(201).send({ message: translate(request.locale, `${name}.created`), ...output(record) });
  });

  // PUT takes the whole record (the create schema), PATCH any subset of it.
  const update = (schema: US | CS) => async (request: { params: unknown; body: unknown; user: SessionUser }) => {
    const { id } = parse(ZParams, request.params);
    const input = parse(schema, request.body) as z.output<US>;
    await getInScope(id, request.user);
    await checkInputScope(request.user, input);
    return output(await store.update(app.db, id, input, request.user));
  };
  app.put(`${base}/:id`, { config: { roles: roles.write } }, update(schemas.create));
  app.patch(`${base}/:id`, { config: { roles: roles.write } }, update(schemas.update));

  app.delete(`${base}/:id`, { config: { roles: roles.remove } }, async (request) => {
    const { id } = parse(ZParams, request.params);
    await getInScope(id, request.user);
    await store.remove(app.db, id, request.user);
    return { message: translate(request.locale, `${name}.deleted`), id };
  });
};
