import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResourceContextProvider } from 'react-admin';
import { formsLeaveCheckingToTheApp, requiredInputs, starredLabels } from '../../../../tests/helpers/required-marks';
import { renderPortal, stubApi } from '../portal/testing';
import { todayInRome } from '../../../shared/dates';
import { validateSickForm } from './sickLeave';
import { SickLeaveForm } from './SickLeaveForm';

const translate = (key: string) => key;

describe('the sick-leave report’s required marks', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('mark the protocol, the kind and the start, as validateSickForm requires, and a blank send shows its messages', async () => {
    stubApi();
    renderPortal(
      <ResourceContextProvider value="permission">
        <SickLeaveForm translate={translate} submitLabel="sickLeave.form.submit" onCreated={() => undefined} />
      </ResourceContextProvider>,
    );
    await screen.findByTestId('sick-submit');
    expect(formsLeaveCheckingToTheApp()).toBe(true);
    // Each text field left blank in an otherwise complete report: those validateSickForm calls missing.
    const complete = { kind: 'FIRST' as const, startDate: todayInRome(), endDate: '', protocolNumber: 'INPS123', availabilityAddress: 'Via Roma 1', parentId: null };
    const fields = ['protocolNumber', 'startDate', 'endDate', 'availabilityAddress'] as const;
    const missing = fields.filter((field) => validateSickForm({ ...complete, [field]: '' })[field] === 'validation.required').sort();
    expect(missing).toEqual(['protocolNumber', 'startDate']);
    expect(requiredInputs()).toEqual(missing);
    // The kind (a select without the empty choice) is marked by react-admin; the end and the address are not.
    expect(starredLabels()).toHaveLength(3);
    expect(starredLabels()).not.toContain('Al');

    fireEvent.change(screen.getByLabelText(/^Dal/), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('sick-submit'));
    await waitFor(() => expect(screen.getByText('Campo obbligatorio')).toBeInTheDocument());
    fireEvent.change(screen.getByLabelText(/^Dal/), { target: { value: todayInRome() } });
    fireEvent.click(screen.getByTestId('sick-submit'));
    // With the start given, the missing protocol is said in turn (the schema's rule across fields).
    await waitFor(() => expect(screen.getByLabelText(/^Protocollo del certificato/)).toHaveAccessibleDescription(/Campo obbligatorio/));
  });
});
