// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { TTree } from './features';
import { FEATURES_EN } from './features/en';
import { FEATURES_ES } from './features/es';
import { FEATURES_IT } from './features/it';
import { OFFICE_FEATURES_EN } from './features/office/en';
import { OFFICE_FEATURES_ES } from './features/office/es';
import { OFFICE_FEATURES_IT } from './features/office/it';
import { messages as wholeEn } from './locales/en';
import { messages as wholeEs } from './locales/es';
import { messages as wholeIt } from './locales/it';
import { messages as officeEn } from './locales/office/en';
import { messages as officeEs } from './locales/office/es';
import { messages as officeIt } from './locales/office/it';
import { messages as workerEn } from './locales/worker/en';
import { messages as workerEs } from './locales/worker/es';
import { messages as workerIt } from './locales/worker/it';
import { loadMessages, loadedMessages, needsOfficeWords } from './messages';

const keys = (tree: unknown, prefix = ''): string[] =>
  Object.entries(tree as TTree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );

const LANGUAGES = [
  { lang: 'it', worker: workerIt, office: officeIt, whole: wholeIt, lists: [FEATURES_IT, OFFICE_FEATURES_IT] },
  { lang: 'es', worker: workerEs, office: officeEs, whole: wholeEs, lists: [FEATURES_ES, OFFICE_FEATURES_ES] },
  { lang: 'en', worker: workerEn, office: officeEn, whole: wholeEn, lists: [FEATURES_EN, OFFICE_FEATURES_EN] },
];

/** Words only office screens show, one per office part: none may ride in the worker's chunk. */
const OFFICE_ONLY = [
  'generate.contract.title',
  'payslips.title',
  'resources.document.fields.ownerName',
  'documents.peopleTitle',
  'resources.vehicle.name',
  'resources.user.actions.deactivate',
  'map.pickHint',
  'decision.approve',
  'leave.allowances.title',
  'attendance.monthReport.title',
  'resources.attendance.settings.title',
];

/** Words the worker's screens show, from the parts that stayed in the first chunk. */
const WORKER_WORDS = ['attendance.clock.title', 'documents.my.intro', 'resources.document.types.PAYSLIP', 'profile.password.title', 'sickLeave.form.title', 'resources.permission.fields.type', 'resources.user.fields.phone'];

describe('the worker’s chunk and the office’s', () => {
  it.each(LANGUAGES)('$lang: the worker’s messages hold none of the office’s words', ({ worker, office }) => {
    const workerKeys = new Set(keys(worker));
    expect(keys(office).filter((key) => workerKeys.has(key))).toEqual([]);
    OFFICE_ONLY.forEach((key) => expect(workerKeys.has(key), key).toBe(false));
    WORKER_WORDS.forEach((key) => expect(workerKeys.has(key), key).toBe(true));
  });

  it.each(LANGUAGES)('$lang: the office’s chunk holds every office-only word', ({ office }) => {
    const officeKeys = new Set(keys(office));
    OFFICE_ONLY.forEach((key) => expect(officeKeys.has(key), key).toBe(true));
  });

  it.each(LANGUAGES)('$lang: the two parts together are the whole catalogue, each word in one part only', ({ worker, office, whole }) => {
    const workerKeys = keys(worker);
    const officeKeys = keys(office);
    expect([...workerKeys, ...officeKeys].sort()).toEqual(keys(whole).sort());
  });

  it.each(LANGUAGES)('$lang: every feature catalogue, worker’s or office’s part, is registered in one list', ({ lang, lists }) => {
    const modules = {
      ...import.meta.glob<Record<string, TTree>>('./features/*/{it,es,en}.ts', { eager: true }),
      ...import.meta.glob<Record<string, TTree>>('./features/*/office/{it,es,en}.ts', { eager: true }),
    };
    const registered = lists.flatMap((list) => Object.values(list as Record<string, TTree>));
    const catalogues = Object.entries(modules).filter(([path]) => path.endsWith(`/${lang}.ts`) && !path.startsWith('./features/office/'));
    expect(catalogues.length).toBeGreaterThanOrEqual(10);
    catalogues.forEach(([path, module]) =>
      Object.values(module).forEach((catalogue) => expect(registered.filter((c) => c === catalogue), path).toHaveLength(1)),
    );
  });
});

describe('loadMessages', () => {
  it('adds the office’s words only when asked, over the same worker’s words', async () => {
    const worker = await loadMessages('es');
    expect(keys(worker).sort()).toEqual(keys(workerEs).sort());
    expect(loadedMessages('es', { office: true })).toBeUndefined();
    const withOffice = await loadMessages('es', { office: true });
    expect(keys(withOffice).sort()).toEqual(keys(wholeEs).sort());
    expect(loadedMessages('es', { office: true })).toBe(withOffice);
    expect(loadedMessages('es')).toBe(worker);
  });

  it('fetches both chunks for an office user’s first language', async () => {
    const withOffice = await loadMessages('en', { office: true });
    expect(keys(withOffice).sort()).toEqual(keys(wholeEn).sort());
    expect(keys(loadedMessages('en') ?? {}).sort()).toEqual(keys(workerEn).sort());
  });

  it.each([
    [['ROLE_ADMIN'], true],
    [['ROLE_MODERATOR'], true],
    [['ROLE_CLIENTMANAGEMENT'], true],
    [['ROLE_ACCOUNTING'], true],
    [['ROLE_WORKER', 'ROLE_MODERATOR'], true],
    [['ROLE_WORKER'], false],
    // The client's portal words ride in the same chunk as the office's.
    [['ROLE_CLIENT'], true],
    [undefined, false],
  ])('office words for %j: %s', (roles, expected) => {
    expect(needsOfficeWords(roles)).toBe(expected);
  });
});
