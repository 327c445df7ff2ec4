import { describe, expect, it } from 'vitest';
import { TOAST_LIFE_MS } from '../../shared/resources';
import { toastFor } from './toast';

describe('status to toast (specification section 8)', () => {
  it('201 shows a success toast titled OK with the body message for 3000 ms', () => {
    expect(toastFor(201, { message: 'Azienda creata', id: 4 })).toEqual({
      severity: 'success',
      title: 'toast.ok',
      message: 'Azienda creata',
      life: TOAST_LIFE_MS,
    });
    expect(TOAST_LIFE_MS).toBe(3000);
  });

  it('400 shows an error toast titled Errore', () => {
    expect(toastFor(400, { message: 'Dati non validi', errors: { vat: 'x' } })).toMatchObject({ severity: 'error', title: 'toast.error', message: 'Dati non validi' });
  });

  it('409 shows a warning toast titled Attenzione', () => {
    expect(toastFor(409, { message: 'Partita IVA già presente' })).toMatchObject({ severity: 'warning', title: 'toast.warning', message: 'Partita IVA già presente' });
  });

  it.each([200, 204, 401, 403, 404, 500])('%i shows no toast', (status) => {
    expect(toastFor(status, { message: 'x' })).toBeNull();
  });

  it('a failed login shows Error with the server message, whatever the status', () => {
    expect(toastFor(401, { message: 'Credenziali non valide' }, 'login')).toMatchObject({ severity: 'error', title: 'toast.loginError', message: 'Credenziali non valide' });
    expect(toastFor(429, { message: 'Troppi tentativi' }, 'login')).toMatchObject({ title: 'toast.loginError' });
    expect(toastFor(200, {}, 'login')).toBeNull();
  });

  it('a registration shows Created User', () => {
    expect(toastFor(201, { message: 'ok', id: 9 }, 'signup')).toMatchObject({ severity: 'success', title: 'toast.createdUser' });
  });

  it('silent calls show nothing', () => {
    expect(toastFor(409, { message: 'x' }, 'silent')).toBeNull();
  });
});
