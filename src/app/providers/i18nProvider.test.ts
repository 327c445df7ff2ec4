import { beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '../../shared/roles';
import { loadMessages, needsOfficeWords } from '../i18n/messages';
import { appStore, clearSession } from '../state/store';
import { createI18nProvider } from './i18nProvider';

const signedInAs = (roles: Role[]) =>
  appStore.set({
    auth: {
      token: 'secret-token',
      user: { id: 1, fiscalCode: 'RSSMRA80A01H501U', username: null, email: 'm@example.it', firstName: 'Mario', lastName: 'Rossi', roles, companyIds: [], mustChangePassword: false },
    },
  });

const OFFICE_WORD = 'generate.contract.title';
const WORKER_WORD = 'attendance.clock.title';

beforeEach(() => {
  clearSession();
  appStore.set({ locale: 'it' });
});

describe('i18nProvider', () => {
  it('gives a worker the worker’s words only', async () => {
    signedInAs(['ROLE_WORKER']);
    await loadMessages('it', { office: needsOfficeWords(['ROLE_WORKER']) });
    const i18n = createI18nProvider('it');
    expect(i18n.translate(WORKER_WORD)).toBe('Timbratura');
    expect(i18n.translate(OFFICE_WORD)).toBe(OFFICE_WORD);
  });

  it('starts an office session stored at load with the office’s words, as main.tsx loads them', async () => {
    signedInAs(['ROLE_MODERATOR']);
    await loadMessages('it', { office: true });
    const i18n = createI18nProvider('it');
    expect(i18n.translate(OFFICE_WORD)).toBe('Lettera di assunzione');
    expect(i18n.translate(WORKER_WORD)).toBe('Timbratura');
  });

  it('gets the office’s words at sign-in by re-reading the same locale, and keeps them on a language change', async () => {
    await loadMessages('it');
    const i18n = createI18nProvider('it');
    expect(i18n.translate(OFFICE_WORD)).toBe(OFFICE_WORD);
    signedInAs(['ROLE_ADMIN']);
    await i18n.changeLocale(i18n.getLocale());
    expect(i18n.translate(OFFICE_WORD)).toBe('Lettera di assunzione');
    await i18n.changeLocale('en');
    expect(i18n.translate(OFFICE_WORD)).toBe('Employment letter');
    expect(i18n.translate(WORKER_WORD)).not.toBe(WORKER_WORD);
  });
});
