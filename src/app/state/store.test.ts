import { beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_STORAGE_KEY } from '../../shared/resources';
import { createAppStore, initialState, loadState } from './store';

const user = {
  id: 1,
  fiscalCode: 'RSSMRA80A01H501U',
  username: null,
  email: 'mario.rossi@example.it',
  firstName: 'Mario',
  lastName: 'Rossi',
  roles: ['ROLE_ADMIN'],
  companyIds: [],
};

describe('persisted state', () => {
  beforeEach(() => localStorage.clear());

  it('starts from the defaults: no session, all companies, Italian, zoom 14', () => {
    const state = loadState(localStorage);
    expect(state).toEqual(initialState());
    expect(state.company).toEqual({ id: 0, name: 'Tutte le aziende' });
    expect(state.locale).toBe('it');
    expect(state.layout.scale).toBe(14);
    expect(state.layout.idleMinutes).toBe(30);
  });

  it('saves every change under the key state and restores it', () => {
    const store = createAppStore(localStorage);
    store.set({ auth: { user: user as never, token: 'tok' }, company: { id: 3, name: 'Vigilanza Sud' }, locale: 'es' });
    store.set((s) => ({ layout: { ...s.layout, scale: 16, inputStyle: 'filled' } }));
    const saved = JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEY) ?? '{}');
    expect(saved.auth.token).toBe('tok');
    const restored = loadState(localStorage);
    expect(restored.company).toEqual({ id: 3, name: 'Vigilanza Sud' });
    expect(restored.locale).toBe('es');
    expect(restored.layout).toMatchObject({ scale: 16, inputStyle: 'filled' });
    expect(restored.auth?.user.fiscalCode).toBe('RSSMRA80A01H501U');
  });

  it.each([
    ['not JSON', '{oops'],
    ['a number', '42'],
    ['a wrong shape', JSON.stringify({ auth: { token: 5 } })],
    ['an unknown role', JSON.stringify({ ...initialState(), auth: { user: { ...user, roles: ['ROLE_GOD'] }, token: 't' } })],
    ['a zoom out of range', JSON.stringify({ ...initialState(), layout: { ...initialState().layout, scale: 40 } })],
  ])('removes corrupt state (%s) and starts signed out', (_, raw) => {
    localStorage.setItem(LOCAL_STORAGE_KEY, raw);
    const state = loadState(localStorage);
    expect(state).toEqual(initialState());
    expect(state.auth).toBeNull();
    expect(localStorage.getItem(LOCAL_STORAGE_KEY)).toBeNull();
  });
});
