import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppLayout } from '../../layout/AppLayout';
import { request } from '../../providers/httpClient';
import { appStore } from '../../state/store';

const worker = (mustChangePassword: boolean) => ({
  id: 9, fiscalCode: 'VRDGPP90C10F839E', username: null, email: 'g@example.it', firstName: 'Giuseppe', lastName: 'Verdi',
  roles: ['ROLE_WORKER' as const], companyIds: [1], mustChangePassword,
});

describe('the forced password change', () => {
  beforeEach(() => appStore.set({ auth: { user: worker(false), token: 't' } }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens before anything else while the password is temporary', () => {
    appStore.set({ auth: { user: worker(true), token: 't' } });
    render(
      <MemoryRouter initialEntries={['/home/landing']}>
        <Routes>
          <Route path="/auth/change-password" element={<div data-testid="where">change</div>} />
          <Route path="/*" element={<AppLayout><div data-testid="where">content</div></AppLayout>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('where')).toHaveTextContent('change');
  });

  it('a 403 PASSWORD_CHANGE_REQUIRED from any call marks the session, which sends the user there', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify({ message: 'Cambia la password', code: 'PASSWORD_CHANGE_REQUIRED' }), { status: 403 })));
    await expect(request('api/permission')).rejects.toMatchObject({ status: 403 });
    expect(appStore.get().auth?.user.mustChangePassword).toBe(true);
  });

  it('another 403 leaves the session as it is', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify({ message: 'Vietato', code: 'FORBIDDEN' }), { status: 403 })));
    await expect(request('api/company/allCompanies')).rejects.toMatchObject({ status: 403 });
    expect(appStore.get().auth?.user.mustChangePassword).toBe(false);
  });
});
