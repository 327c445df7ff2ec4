// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { docxFile, zipBombDocx, zipOf } from '../../../../tests/helpers/files';
import { ZIP_LIMITS, zipIsSafe } from './inspect';

const folder = mkdtempSync(join(tmpdir(), 'presidio-inspect-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

let n = 0;
const onDisk = (bytes: Buffer) => {
  n += 1;
  const path = join(folder, `${n}.zip`);
  writeFileSync(path, bytes);
  return path;
};

/** The archive with the first central-directory entry's uncompressed size rewritten (offset 24 of its header). */
const declaring = (archive: Buffer, uncompressedSize: number) => {
  const copy = Buffer.from(archive);
  const header = copy.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  copy.writeUInt32LE(uncompressedSize, header + 24);
  return copy;
};

describe('zipIsSafe', () => {
  it('takes a small office document', async () => {
    expect(await zipIsSafe(onDisk(await docxFile()))).toBe(true);
  });

  it('refuses a run of zeros compressed a thousand times', async () => {
    expect(await zipIsSafe(onDisk(await zipBombDocx()))).toBe(false);
  });

  it('refuses an archive with more entries, or more bytes once extracted, than the bounds', async () => {
    const path = onDisk(await zipOf(Array.from({ length: 4 }, (_, i) => ({ name: `x/${i}.xml`, content: `<a>${'b'.repeat(1000)}</a>` }))));
    expect(await zipIsSafe(path)).toBe(true);
    expect(await zipIsSafe(path, { ...ZIP_LIMITS, entries: 3 })).toBe(false);
    expect(await zipIsSafe(path, { ...ZIP_LIMITS, totalBytes: 3000 })).toBe(false);
  });

  it('refuses an entry that inflates beyond the size it declares', async () => {
    const archive = await zipOf([{ name: 'word/document.xml', content: 'a'.repeat(5000) }]);
    expect(await zipIsSafe(onDisk(archive))).toBe(true);
    expect(await zipIsSafe(onDisk(declaring(archive, 100)))).toBe(false);
  });

  it('refuses what is no archive at all', async () => {
    expect(await zipIsSafe(onDisk(Buffer.from('PK\u0003\u0004 not really')))).toBe(false);
  });
});
