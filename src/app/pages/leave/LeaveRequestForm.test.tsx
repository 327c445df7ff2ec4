import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResourceContextProvider } from 'react-admin';
import { formsLeaveCheckingToTheApp, requiredInputs, starredLabels } from '../../../../tests/helpers/required-marks';
import { json, renderPortal, stubApi } from '../portal/testing';
import { validateLeaveForm, type TLeaveFormValues } from './leaveForm';
import { LeaveRequestForm } from './LeaveRequestForm';

/** The fields validateLeaveForm calls missing on a blank form in that mode. */
const missingOf = (mode: TLeaveFormValues['mode']) =>
  Object.entries(validateLeaveForm({ type: 'FERIE', mode, startDate: '', endDate: '', startTime: '', endTime: '', reason: '' }))
    .filter(([, message]) => message === 'validation.required')
    .map(([field]) => field)
    .sort();

describe('the leave request’s required marks', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('mark what the form requires in each mode, and a blank send still shows its own messages', async () => {
    stubApi((url) => (url.pathname === '/api/permission' ? json([], 200, { 'Content-Range': 'permission 0-0/0' }) : undefined));
    renderPortal(<ResourceContextProvider value="permission"><LeaveRequestForm /></ResourceContextProvider>);
    await screen.findByLabelText(/^Dal/);
    expect(formsLeaveCheckingToTheApp()).toBe(true);
    expect(requiredInputs()).toEqual(missingOf('DAYS'));
    // The type is required too: a select without the empty choice, marked by react-admin.
    expect(starredLabels()).toEqual(['Al', 'Dal', 'Tipo']);

    fireEvent.click(screen.getByTestId('leave-submit'));
    await waitFor(() => expect(screen.getAllByText('Campo obbligatorio')).toHaveLength(2));

    fireEvent.click(screen.getByLabelText('A ore'));
    await screen.findByLabelText(/^Dalle/);
    expect(requiredInputs()).toEqual(missingOf('HOURS'));
    expect(requiredInputs()).not.toContain('endDate');
  });
});
