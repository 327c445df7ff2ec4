import type { FastifyInstance, FastifyReply } from 'fastify';
import yazl from 'yazl';
import { todayInRome } from '../../../../shared/dates';
import { notFound } from '../../../errors';
import type { SessionUser } from '../../auth/repository';
import { contentDisposition } from '../file-name';
import { findAttestati } from './repository';
import { mayReadGenerated } from './scope';
import { namePart } from './stored';

/**
 * GET api/document/attestati.zip?ids=…: the attestati asked for, in one ZIP streamed as it is
 * written, each file read from the storage only when its turn comes. Every id must be an attestato
 * the caller may read (404 otherwise, as for one document). PDFs are stored, not compressed again.
 */
export const sendAttestatiZip = async (app: FastifyInstance, reply: FastifyReply, actor: SessionUser, ids: readonly number[]) => {
  const rows = (await findAttestati(app.db, ids)).filter((row) => mayReadGenerated(actor, row));
  if (rows.length !== ids.length) throw notFound();
  // Checked before the first byte is sent: once the ZIP streams, a missing file can only break it.
  const present = await Promise.all(rows.map((row) => app.storage.stat(row.storageKey)));
  if (present.some((object) => !object)) {
    reply.log.error({ ids }, 'attestati bytes missing from the storage');
    throw notFound();
  }
  const byId = new Map(rows.map((row) => [row.id, row]));
  const zip = new yazl.ZipFile();
  const used = new Set<string>();
  for (const id of ids) {
    const row = byId.get(id)!;
    const stem = `Attestato_${namePart(row.lastName)}_${namePart(row.firstName)}_${namePart(row.certificateNumber, String(row.id))}`;
    // Two people of the same name and number (two companies' registers) keep both files.
    const name = used.has(`${stem}.pdf`) ? `${stem}_${row.id}.pdf` : `${stem}.pdf`;
    used.add(name);
    zip.addReadStreamLazy(name, { compress: false }, (done) => {
      app.storage.get(row.storageKey).then(
        (stream) => done(null, stream),
        (error: unknown) => done(error, undefined as never),
      );
    });
  }
  zip.end();
  // A file that cannot be read midway ends the download broken rather than short of a file.
  zip.outputStream.on('error', (error) => reply.log.error({ err: error }, 'the attestati ZIP could not be written'));
  reply.type('application/zip').header('content-disposition', contentDisposition(`Attestati_${todayInRome()}.zip`));
  return reply.send(zip.outputStream);
};
