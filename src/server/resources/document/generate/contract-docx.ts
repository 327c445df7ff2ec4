import Docxtemplater from 'docxtemplater';
import InspectModule from 'docxtemplater/js/inspect-module.js';
import PizZip from 'pizzip';

/** The template is not a DOCX docxtemplater can read (a broken tag, a damaged file). */
export class TemplateUnreadable extends Error {}

const OPTIONS = { paragraphLoop: true, linebreaks: true, errorLogging: false } as const;
// eslint-disable-next-line no-control-regex -- these are exactly the characters to remove
const XML_UNSAFE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** The names in docxtemplater's tree of tags: '{a}' and a section '{#b}{c}{/b}' give a, b, c. */
const namesOf = (tags: Record<string, unknown>): string[] =>
  Object.entries(tags).flatMap(([name, inner]) => [name, ...(inner && typeof inner === 'object' ? namesOf(inner as Record<string, unknown>) : [])]);

/** Every placeholder a DOCX template names, sorted, each once. */
export const templatePlaceholders = (bytes: Uint8Array): string[] => {
  const inspect = new InspectModule();
  try {
    new Docxtemplater(new PizZip(bytes), { ...OPTIONS, modules: [inspect] });
  } catch (error) {
    throw new TemplateUnreadable(error instanceof Error ? error.message : String(error));
  }
  return [...new Set(namesOf(inspect.getAllTags()))].sort();
};

/**
 * The template filled with the values; a placeholder without a value stops it (the service checked
 * them all before, so this is the last guard against a half-filled letter). Runs in the document worker.
 */
export const fillDocx = (template: Uint8Array, values: Record<string, string>): Buffer => {
  const doc = new Docxtemplater(new PizZip(template), {
    ...OPTIONS,
    nullGetter: (part) => {
      throw new Error(`no value for the placeholder ${String(part.value)}`);
    },
  });
  // XML 1.0 has no place for control characters: one in a value would make Word refuse the file.
  doc.render(Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.replace(XML_UNSAFE, '')])));
  return doc.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' });
};
