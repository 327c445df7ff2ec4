// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { TGuideCompany } from '../../../shared/schemas/guide';
import type { TTree } from '../../i18n/features';
import { messages as workerEn } from '../../i18n/locales/worker/en';
import { messages as workerEs } from '../../i18n/locales/worker/es';
import { messages as workerIt } from '../../i18n/locales/worker/it';
import { guideEn } from './content/en';
import { guideEs } from './content/es';
import { guideIt } from './content/it';
import type { TGuideText } from './content/types';
import { applies, prepareGuide, resolve, visibleLinks } from './prepare';
import { highlight, matchesAll, queryWords } from './search';

const LANGUAGES: Array<[string, TGuideText, TTree]> = [
  ['it', guideIt, workerIt as unknown as TTree],
  ['es', guideEs, workerEs as unknown as TTree],
  ['en', guideEn, workerEn as unknown as TTree],
];

const at = (tree: TTree, key: string) =>
  key.split('.').reduce<TTree | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);

/** Every `[[key]]` and `{value}` mark of a text, in order. */
const marks = (text: string) => [...text.matchAll(/\[\[[\w.-]+\]\]|\{\w+\}|%\{\w+\}/g)].map((m) => m[0]).sort();

/** The guide's shape, with its texts reduced to their marks: equal in every language. */
const shape = (guide: TGuideText) =>
  guide.sections.map((section) => ({
    id: section.id,
    title: marks(section.title),
    links: section.links.map((link) => ({ to: link.to, label: link.label })),
    blocks: section.blocks.map((block) =>
      block.kind === 'contacts' ? block : block.kind === 'steps' ? { ...block, items: block.items.map(marks) } : { ...block, text: marks(block.text) }),
  }));

const company: TGuideCompany = {
  id: 1, name: 'Presidio Sicurezza', phone: '+39 06 4567 8901', email: 'info@presidio.example', geolocation: 'REQUIRED', outsidePolicy: 'FLAG', retentionDays: 30, missedClockOutHours: 14,
};

const translator = (tree: TTree) => (key: string) => {
  const value = at(tree, key);
  return typeof value === 'string' ? value : key;
};

describe('the guide’s three languages', () => {
  it.each(LANGUAGES.slice(1))('%s has the Italian sections, links and marks, block by block', (_, guide) => {
    expect(shape(guide)).toEqual(shape(guideIt));
    expect(Object.keys(guide.ui).sort()).toEqual(Object.keys(guideIt.ui).sort());
    Object.entries(guide.ui).forEach(([key, value]) => expect(marks(value), key).toEqual(marks(guideIt.ui[key as keyof typeof guideIt.ui])));
  });

  it.each(LANGUAGES)('%s names only labels of the worker’s catalogue in its language', (_, guide, catalogue) => {
    const keys = JSON.stringify(guide).match(/\[\[[\w.-]+\]\]/g) ?? [];
    expect(keys.length).toBeGreaterThan(40);
    expect(keys.map((mark) => mark.slice(2, -2)).filter((key) => typeof at(catalogue, key) !== 'string')).toEqual([]);
  });
});

describe('resolving the marks', () => {
  it('puts in the app’s own labels and the company’s name and settings', () => {
    const segments = resolve('Tocca [[attendance.landing.clockIn]]: {companyName} cancella dopo {retentionDays}, uscita entro {missedClockOutHours}.', {
      translate: translator(workerIt as unknown as TTree), company: { ...company, missedClockOutHours: 1 }, ui: guideIt.ui,
    });
    expect(segments).toEqual([
      { text: 'Tocca ', label: false },
      { text: 'Timbra entrata', label: true },
      { text: ': Presidio Sicurezza cancella dopo 30 giorni, uscita entro 1 ora.', label: false },
    ]);
  });

  it('keeps the blocks of the company’s rules only', () => {
    expect(applies('positionRequired', company)).toBe(true);
    expect(applies('positionOptional', company)).toBe(false);
    expect(applies('outsideRefused', { ...company, outsidePolicy: 'REFUSE' })).toBe(true);
    expect(applies('outsideRefused', { ...company, geolocation: 'OFF', outsidePolicy: 'REFUSE' })).toBe(false);
    expect(applies('positionRead', { ...company, geolocation: 'OPTIONAL' })).toBe(true);
    expect(applies('noCompany', company)).toBe(false);
    expect(applies('noCompany', undefined)).toBe(true);
    expect(applies('positionRead', undefined)).toBe(false);
  });

  it.each(['REQUIRED', 'OPTIONAL', 'OFF'] as const)('tells a company with position %s its own rule, and no other', (geolocation) => {
    const guide = prepareGuide(guideIt, { translate: translator(workerIt as unknown as TTree), company: { ...company, geolocation }, roles: ['ROLE_WORKER'] });
    const position = guide.find((s) => s.id === 'posizione')!.folded;
    expect(position.includes('richiede la posizione')).toBe(geolocation === 'REQUIRED');
    expect(position.includes('puoi timbrare anche senza')).toBe(geolocation === 'OPTIONAL');
    expect(position.includes('non registra la posizione')).toBe(geolocation === 'OFF');
    expect(position.includes('dopo 30 giorni')).toBe(geolocation !== 'OFF');
  });
});

describe('links per role', () => {
  const links = guideIt.sections.flatMap((s) => s.links);

  it('offers every home role the screens of the home area', () => {
    for (const role of ['ROLE_WORKER', 'ROLE_CLIENTMANAGEMENT', 'ROLE_MODERATOR', 'ROLE_ADMIN']) {
      expect(visibleLinks(links, [role]).map((l) => l.to)).toEqual(links.map((l) => l.to));
    }
  });

  it('drops a screen the role may not open', () => {
    // Accounting may read its notifications and profile, but clocks nothing.
    expect(new Set(visibleLinks(links, ['ROLE_ACCOUNTING']).map((l) => l.to))).toEqual(new Set(['/home/notifications', '/home/profile']));
    expect(visibleLinks(links, ['ROLE_CLIENT']).map((l) => l.to)).toEqual(['/home/profile']);
  });
});

describe('the search', () => {
  const guide = prepareGuide(guideIt, { translate: translator(workerIt as unknown as TTree), company, roles: ['ROLE_WORKER'] });
  const find = (query: string) => guide.filter((s) => matchesAll(s.folded, queryWords(query))).map((s) => s.id);

  it('ignores accents and case: "perche", "reperibilita" and "PRESA VISIONE" find their topics', () => {
    expect(find('reperibilita')).toContain('malattia');
    expect(find('PRESA VISIONE')).toEqual(expect.arrayContaining(['documenti', 'turni']));
    expect(find('festivita')).toContain('permessi');
    expect(queryWords('Perché  ')).toEqual(['perche']);
  });

  it('finds the labels the app shows and the company’s phone', () => {
    expect(find('timbra uscita')).toContain('timbrare');
    expect(find('4567')).toEqual(['contatti']);
  });

  it('needs every word, and finds nothing for a word the guide lacks', () => {
    expect(find('malattia protocollo')).toContain('malattia');
    expect(find('zzzz')).toEqual([]);
  });

  it('marks the matches on the characters as written', () => {
    expect(highlight('Perché la reperibilità?', queryWords('perche reperibilita'))).toEqual([
      { text: 'Perché', hit: true },
      { text: ' la ', hit: false },
      { text: 'reperibilità', hit: true },
      { text: '?', hit: false },
    ]);
    expect(highlight('L’uscita', queryWords("l'uscita"))).toEqual([{ text: 'L’uscita', hit: true }]);
    expect(highlight('Nessuna', [])).toEqual([{ text: 'Nessuna', hit: false }]);
  });
});
