import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResourceContextProvider } from 'react-admin';
import { formsLeaveCheckingToTheApp, requiredInputs, starredLabels } from '../../../../tests/helpers/required-marks';
import { json, renderPortal, stubApi } from '../../pages/portal/testing';
import { appStore } from '../../state/store';
import { AttendanceEdit } from './AttendanceEdit';

const RECORD = {
  id: 5, userId: 7, companyId: 1, userName: 'Verdi Giuseppe', siteType: 'PLACE', siteId: 1, siteName: 'Centrale operativa',
  checkIn: '2026-11-20T07:00:00.000Z', checkOut: '2026-11-20T15:00:00.000Z', note: null, reviewFlag: false, source: 'APP',
  checkInInside: true, missed: false, unplanned: false, createdAt: '2026-11-20T07:00:00.000Z', updatedAt: '2026-11-20T15:00:00.000Z',
};

describe('a correction’s required marks', () => {
  beforeEach(() =>
    appStore.set({
      auth: {
        user: { id: 1, fiscalCode: 'RSSMRA80A01H501U', username: null, email: 'a@example.it', firstName: 'Mario', lastName: 'Rossi', roles: ['ROLE_ADMIN'], companyIds: [], mustChangePassword: false },
        token: 't',
      },
    }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('mark the entry time and the reason, once each, and a correction without a reason says so', async () => {
    const fetch = stubApi((url) => {
      if (url.pathname === '/api/attendance/5') return json(RECORD);
      if (url.pathname === '/api/place' || url.pathname === '/api/client-site') return json([], 200, { 'Content-Range': 'x 0-0/0' });
      return undefined;
    });
    renderPortal(<ResourceContextProvider value="attendance"><AttendanceEdit /></ResourceContextProvider>, { path: '/attendance/:id', at: '/attendance/5' });
    const note = await screen.findByLabelText(/^Nota/);
    expect(formsLeaveCheckingToTheApp()).toBe(true);
    expect(requiredInputs()).toEqual(['checkIn', 'reason']);
    // One asterisk each (MUI's), not react-admin's besides.
    const starred = starredLabels();
    expect(starred).toHaveLength(2);
    expect(starred.every((label) => !label.endsWith('*'))).toBe(true);

    fireEvent.change(note, { target: { value: 'Uscita anticipata' } });
    fireEvent.click(screen.getByRole('button', { name: /Salva/ }));
    await waitFor(() => expect(screen.getByLabelText(/^Motivo/)).toHaveAccessibleDescription(/Scrivi il motivo della modifica/));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT' || init?.method === 'PATCH')).toBe(false);
  });
});
