import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const NAMES = ['soffice', 'libreoffice'];
const TIMEOUT_MS = 60_000;

let found: Promise<string | undefined> | undefined;

/** LibreOffice's program on the PATH, looked up once; undefined when it is not installed (it is optional). */
export const findSoffice = (): Promise<string | undefined> => {
  found ??= (async () => {
    for (const folder of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
      for (const name of NAMES) {
        const path = join(folder, name);
        try {
          await access(path, constants.X_OK);
          return path;
        } catch {
          // Not here.
        }
      }
    }
    return undefined;
  })();
  return found;
};

/**
 * A DOCX converted to PDF by LibreOffice, when installed; undefined otherwise or when the
 * conversion fails (the DOCX is then the only copy, which is what the office asked for).
 * Each conversion has a profile folder of its own, so that two at once do not lock each other.
 */
export const docxToPdf = async (docx: Buffer, log: { warn: (object: object, message: string) => void }): Promise<Buffer | undefined> => {
  const soffice = await findSoffice();
  if (!soffice) return undefined;
  const folder = await mkdtemp(join(tmpdir(), 'presidio-soffice-'));
  try {
    const input = join(folder, 'lettera.docx');
    await writeFile(input, docx);
    const profile = pathToFileURL(join(folder, 'profile')).href;
    await run(soffice, ['--headless', '--norestore', `-env:UserInstallation=${profile}`, '--convert-to', 'pdf', '--outdir', folder, input], { timeout: TIMEOUT_MS });
    return await readFile(join(folder, 'lettera.pdf'));
  } catch (error) {
    log.warn({ err: error }, 'LibreOffice could not convert the letter to PDF: the DOCX alone is stored');
    return undefined;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
};
