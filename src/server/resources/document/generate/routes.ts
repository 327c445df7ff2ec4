import type { FastifyInstance } from 'fastify';
import { todayInRome } from '../../../../shared/dates';
import { ZContractRequest, ZGenerationContext } from '../../../../shared/schemas/document-generate';
import { ZAttestatiZipQuery, ZAttestatoRequest } from '../../../../shared/schemas/training';
import { id, z } from '../../../../shared/schemas/zod';
import type { Config } from '../../../config';
import { parse } from '../../../http/validate';
import { translate } from '../../../i18n/messages';
import { registerUploads } from '../upload';
import { generateAttestati } from './attestato';
import { generateContract } from './contract';
import { findGenerationContext } from './repository';
import { assertCompanyReachable, GENERATORS } from './scope';
import { describeTemplate, removeTemplate, saveTemplate } from './template';
import { sendAttestatiZip } from './zip';

const ZCompanyQuery = z.object({ companyId: id() });
const TEMPLATE = '/api/document/templates/contract';

/** api/document/generate/*, the contract template and the attestati's ZIP: documents the server writes. */
export const documentGenerateRoutes = async (app: FastifyInstance, { config }: { config: Config }) => {
  await registerUploads(app, config);
  const roles = { roles: GENERATORS };

  // The forms' company, places and people in one answer: client management may read no user, company or place otherwise.
  app.get('/api/document/generate/context', { config: roles }, async (request) => {
    const { companyId } = parse(ZCompanyQuery, request.query);
    await assertCompanyReachable(app.db, request.user, companyId);
    return ZGenerationContext.parse(await findGenerationContext(app.db, companyId, todayInRome()));
  });

  app.post('/api/document/generate/contract', { config: roles }, async (request, reply) => {
    const document = await generateContract(app, request.user, parse(ZContractRequest, request.body));
    return reply.status(201).send({ message: translate(request.locale, 'documentGenerate.contractCreated'), ...document });
  });

  app.post('/api/document/generate/attestato', { config: roles }, async (request, reply) => {
    const data = await generateAttestati(app, request.user, parse(ZAttestatoRequest, request.body));
    return reply.status(201).send({ message: translate(request.locale, 'documentGenerate.attestatiCreated', { count: data.length }), data });
  });

  app.get('/api/document/attestati.zip', { config: roles }, async (request, reply) => {
    const { ids } = parse(ZAttestatiZipQuery, request.query);
    return sendAttestatiZip(app, reply, request.user, ids);
  });

  app.get(TEMPLATE, { config: roles }, async (request) => {
    const { companyId } = parse(ZCompanyQuery, request.query);
    await assertCompanyReachable(app.db, request.user, companyId);
    return describeTemplate(app, companyId);
  });

  app.put(TEMPLATE, { config: roles }, async (request) => {
    const { companyId } = parse(ZCompanyQuery, request.query);
    await assertCompanyReachable(app.db, request.user, companyId);
    return { message: translate(request.locale, 'documentGenerate.templateSaved'), ...(await saveTemplate(app, request, config, companyId)) };
  });

  app.delete(TEMPLATE, { config: roles }, async (request) => {
    const { companyId } = parse(ZCompanyQuery, request.query);
    await assertCompanyReachable(app.db, request.user, companyId);
    await removeTemplate(app, request.user, companyId);
    return { message: translate(request.locale, 'documentGenerate.templateDeleted'), companyId };
  });
};
