import { describe, expect, it } from 'vitest';
import { appEn } from './app/en';
import { appEs } from './app/es';
import { appIt } from './app/it';
import { FEATURES_EN } from './features/en';
import { FEATURES_ES } from './features/es';
import { FEATURES_IT } from './features/it';
import { OFFICE_FEATURES_EN } from './features/office/en';
import { OFFICE_FEATURES_ES } from './features/office/es';
import { OFFICE_FEATURES_IT } from './features/office/it';
import { messages as it_ } from './locales/it';

type TTree = { [key: string]: TTree | string };

const flatten = (tree: TTree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...flat, [path]: value } : { ...flat, ...flatten(value, path) };
  }, {});

const placeholders = (message: string) => [...message.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

const italian = flatten(appIt);

describe('app catalogues', () => {
  it.each([
    ['es', appEs],
    ['en', appEn],
  ])('%s has exactly the Italian keys, each translated, with the same placeholders', (_, catalogue) => {
    const other = flatten(catalogue as TTree);
    expect(Object.keys(other).sort()).toEqual(Object.keys(italian).sort());
    Object.entries(other).forEach(([key, message]) => {
      expect(message, key).not.toBe('');
      expect(placeholders(message), key).toEqual(placeholders(italian[key]));
    });
  });

  // The worker's part of each feature and the office's part are checked alike.
  const LISTS = [
    { part: 'worker', it: FEATURES_IT as Record<string, TTree>, es: FEATURES_ES as Record<string, TTree>, en: FEATURES_EN as Record<string, TTree> },
    { part: 'office', it: OFFICE_FEATURES_IT as Record<string, TTree>, es: OFFICE_FEATURES_ES as Record<string, TTree>, en: OFFICE_FEATURES_EN as Record<string, TTree> },
  ];

  it.each(LISTS)('registers the same $part features in every language', ({ it: italianList, es, en }) => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(italianList).sort());
    expect(Object.keys(en).sort()).toEqual(Object.keys(italianList).sort());
  });

  it.each(LISTS.flatMap(({ part, ...lists }) => Object.keys(lists.it).map((name) => ({ part, name, ...lists }))))(
    '$part part of feature $name has the Italian keys in es and en, with the same placeholders',
    ({ name, it: italianList, es, en }) => {
      const reference = flatten(italianList[name]);
      expect(Object.keys(reference).length).toBeGreaterThan(0);
      for (const catalogue of [es[name], en[name]]) {
        const other = flatten(catalogue);
        expect(Object.keys(other).sort()).toEqual(Object.keys(reference).sort());
        Object.entries(other).forEach(([key, message]) => {
          expect(message, key).not.toBe('');
          expect(placeholders(message), key).toEqual(placeholders(reference[key]));
        });
      }
    },
  );

  it('keeps the specification’s Italian labels as written', () => {
    expect(appIt.topbar.allCompanies).toBe('Tutte le aziende');
    expect(appIt.topbar.noNotifications).toBe('Nessuna notifica');
    expect(appIt.topbar.logout).toBe('Esci');
    expect(appIt.gps.title).toBe('GPS DISATTIVATO');
    expect(appIt.gps.close).toBe('Chiudi');
    expect(appIt.menu.sickLeave).toBe('Malattia');
    expect(appIt.notFound).toMatchObject({ title: 'Not Found', body: 'Requested resource is not available.' });
    expect(appIt.toast).toMatchObject({ ok: 'OK', error: 'Errore', warning: 'Attenzione', loginError: 'Error', createdUser: 'Created User' });
  });

  it('translates the toast titles in es and en', () => {
    expect(appEs.toast.warning).not.toBe(appIt.toast.warning);
    expect(appEn.toast.warning).not.toBe(appIt.toast.warning);
    expect(appEs.toast.error).not.toBe(appIt.toast.error);
  });

  it('merges react-admin keys, app keys and validation messages without one hiding another', () => {
    const merged = flatten(it_ as unknown as TTree);
    expect(merged['ra.action.save']).toBe('Salva');
    expect(merged['validation.vat']).toMatch(/Partita IVA/);
    expect(merged['resources.company.fields.vat']).toBe('Partita IVA');
    expect(Object.keys(appIt)).not.toContain('ra');
    expect(Object.keys(appIt)).not.toContain('validation');
  });
});
