import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Role } from '../../shared/roles';
import { appStore } from '../state/store';
import { AppLayout } from './AppLayout';

const Where = ({ name }: { name: string }) => {
  const location = useLocation();
  const next = (location.state as { nextPathname?: string } | null)?.nextPathname;
  return <div data-testid="where">{`${name}${next ? ` next=${next}` : ''}`}</div>;
};

const visit = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/auth/login" element={<Where name="login" />} />
        <Route path="/auth/access" element={<Where name="access" />} />
        <Route path="/*" element={<AppLayout><Where name="content" /></AppLayout>} />
      </Routes>
    </MemoryRouter>,
  );

const signIn = (roles: Role[]) =>
  appStore.set({
    auth: { user: { id: 1, fiscalCode: null, username: 'u', email: 'u@example.it', firstName: null, lastName: null, roles, companyIds: [], mustChangePassword: false }, token: 't' },
  });

describe('route guard (specification section 5)', () => {
  beforeEach(() => appStore.set({ auth: null }));
  afterEach(cleanup);

  it('sends an anonymous user to /auth/login, remembering the deep link', () => {
    visit('/company/5/show');
    expect(screen.getByTestId('where')).toHaveTextContent('login next=/company/5/show');
  });

  it('sends a worker opening /company to /auth/access', () => {
    signIn(['ROLE_WORKER']);
    visit('/company');
    expect(screen.getByTestId('where')).toHaveTextContent('access');
  });

  it('lets a client open only the client area', () => {
    signIn(['ROLE_CLIENT']);
    visit('/dashboard');
    expect(screen.getByTestId('where')).toHaveTextContent('access');
  });

  it('lets accounting open the monthly report but not the other document screens', () => {
    signIn(['ROLE_ACCOUNTING']);
    visit('/document/generate');
    expect(screen.getByTestId('where')).toHaveTextContent('access');
  });

  it('leaves unknown paths to the catch-all (the 404), even when signed out', () => {
    visit('/xyz');
    expect(screen.getByTestId('where')).toHaveTextContent('content');
  });
});
