import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { raEn } from './en';
import { raIt } from './it';
import { raEs } from './es';

type TTree = { [key: string]: TTree | string };

const PLURAL_SEPARATOR = ' |||| ';

const flatten = (tree: TTree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...flat, [path]: value } : { ...flat, ...flatten(value, path) };
  }, {});

const placeholders = (message: string): string[] =>
  [...new Set(Array.from(message.matchAll(/%\{(\w+)\}/g), (match) => match[1]))].sort();

const english = flatten(raEn);
const translations = { it: flatten(raIt), es: flatten(raEs) };

describe('react-admin messages', () => {
  it('raEn is exactly the catalogue shipped by ra-language-english', () => {
    expect(raEn).toEqual(englishMessages);
  });

  describe.each(Object.entries(translations))('%s', (locale, messages) => {
    it('has exactly the English keys', () => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    });

    it('has no empty message', () => {
      const empty = Object.entries(messages)
        .filter(([key, value]) => value.trim() === '' && english[key]?.trim() !== '')
        .map(([key]) => key);
      expect(empty).toEqual([]);
    });

    it('keeps every placeholder of the English message and adds none', () => {
      const mismatches = Object.keys(english)
        .filter((key) => messages[key] !== undefined)
        .filter((key) => placeholders(english[key]).join() !== placeholders(messages[key]).join())
        .map((key) => `${key}: ${messages[key]}`);
      expect(mismatches).toEqual([]);
    });

    it('keeps the same number of plural forms', () => {
      const mismatches = Object.keys(english)
        .filter((key) => messages[key] !== undefined)
        .filter((key) => english[key].split(PLURAL_SEPARATOR).length !== messages[key].split(PLURAL_SEPARATOR).length)
        .map((key) => `${key}: ${messages[key]}`);
      expect(mismatches).toEqual([]);
    });

    it('renders through polyglot', () => {
      const { translate } = polyglotI18nProvider(() => (locale === 'it' ? raIt : raEs), locale);
      expect(translate('ra.action.bulk_actions', { smart_count: 1 })).toBe(messages['ra.action.bulk_actions'].split(PLURAL_SEPARATOR)[0]);
      const many = translate('ra.action.bulk_actions', { smart_count: 3 });
      expect(many).toContain('3');
      expect(many).not.toContain('%{');
    });
  });
});
