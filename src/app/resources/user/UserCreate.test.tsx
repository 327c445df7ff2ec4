import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResourceContextProvider } from 'react-admin';
import { ZUserCreate } from '../../../shared/schemas/user';
import { formsLeaveCheckingToTheApp, requiredInputs, starredLabels } from '../../../../tests/helpers/required-marks';
import { requiredKeys } from '../../components/requiredFields';
import { json, renderPortal, stubApi } from '../../pages/portal/testing';
import { appStore } from '../../state/store';
import { UserCreate } from './UserCreate';

const signInAdmin = () =>
  appStore.set({
    auth: {
      user: { id: 1, fiscalCode: 'RSSMRA80A01H501U', username: null, email: 'a@example.it', firstName: 'Mario', lastName: 'Rossi', roles: ['ROLE_ADMIN'], companyIds: [], mustChangePassword: false },
      token: 't',
    },
  });

const companies = [{ id: 1, name: 'Presidio Sicurezza' }];

describe('a new user’s required marks', () => {
  beforeEach(signInAdmin);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('mark the schema’s fields and the rules’ as the roles make them apply; a blank send says what is missing', async () => {
    const fetch = stubApi((url) => (url.pathname === '/api/company/allCompanies' ? json(companies, 200, { 'Content-Range': 'company 0-0/1' }) : undefined));
    renderPortal(<ResourceContextProvider value="user"><UserCreate /></ResourceContextProvider>);
    await screen.findByLabelText(/^Presidio Sicurezza/);
    expect(formsLeaveCheckingToTheApp()).toBe(true);
    // A worker: the schema's three, and the fiscal code they sign in with.
    expect(requiredInputs()).toEqual([...requiredKeys(ZUserCreate), 'fiscalCode'].sort());
    const starred = starredLabels();
    // The roles (at least one) and, for anyone but an administrator, a company.
    expect(starred).toHaveLength(6);
    expect(starred.filter((label) => /Ruoli|Aziende/.test(label))).toHaveLength(2);

    // The save button waits for a change: an optional field typed, the required ones left blank.
    fireEvent.change(screen.getByLabelText(/^Luogo di nascita/), { target: { value: 'Roma' } });
    fireEvent.click(screen.getByRole('button', { name: /Salva/ }));
    await waitFor(() => expect(screen.getAllByText('Campo obbligatorio').length).toBeGreaterThanOrEqual(3));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    // A client user signs in by username and belongs to a client, not a company.
    fireEvent.click(screen.getByLabelText(/^Dipendente/));
    fireEvent.click(screen.getByLabelText(/^Cliente/));
    await waitFor(() => expect(requiredInputs()).toContain('username'));
    expect(requiredInputs()).toEqual(['clientId', 'email', 'firstName', 'lastName', 'username']);
    expect(starredLabels().filter((label) => /Aziende/.test(label))).toEqual([]);
  });
});
