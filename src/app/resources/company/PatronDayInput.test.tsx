import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Form, memoryStore, ResourceContextProvider } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import { ZCompanyPatch } from '../../../shared/schemas/company';
import { messages } from '../../i18n/locales/it';
import { PatronDayInput } from './PatronDayInput';

const resolver = zodResolver(ZCompanyPatch.pick({ patronDay: true })) as unknown as Resolver<FieldValues>;

const renderInput = (record: Record<string, unknown> = { id: 1, patronDay: null }) => {
  const onSubmit = vi.fn();
  render(
    <AdminContext i18nProvider={polyglotI18nProvider(() => messages, 'it')} store={memoryStore()}>
      <ResourceContextProvider value="company">
        <Form record={record} resolver={resolver} onSubmit={onSubmit}>
          <PatronDayInput />
          <button type="submit">salva</button>
        </Form>
      </ResourceContextProvider>
    </AdminContext>,
  );
  return onSubmit;
};

const select = (testId: string) => screen.getByTestId(testId).parentElement?.querySelector('[role="combobox"]') as HTMLElement;

const pick = async (testId: string, option: string) => {
  fireEvent.mouseDown(select(testId));
  const list = within(await screen.findByRole('listbox'));
  fireEvent.click(list.getByText(option, { exact: true }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
};

const submitted = async (onSubmit: ReturnType<typeof vi.fn>) => {
  fireEvent.click(screen.getByText('salva'));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  return onSubmit.mock.calls.at(-1)?.[0].patronDay;
};

describe("the company's patron saint's day input", () => {
  afterEach(cleanup);

  it('shows the saved day and month, with the label and the hint', () => {
    renderInput({ id: 1, patronDay: '12-07' });
    expect(screen.getByText('Santo patrono')).toBeInTheDocument();
    expect(screen.getByText('Giorno festivo della sede (es. 29/06 per Roma)')).toBeInTheDocument();
    expect(select('patron-day-day')).toHaveAccessibleDescription('Giorno festivo della sede (es. 29/06 per Roma)');
    expect(select('patron-day-day')).toHaveTextContent('7');
    expect(select('patron-day-month')).toHaveTextContent('dicembre');
  });

  it("saves the day and month picked as 'MM-dd'", async () => {
    const onSubmit = renderInput();
    await pick('patron-day-month', 'giugno');
    await pick('patron-day-day', '29');
    expect(await submitted(onSubmit)).toBe('06-29');
  });

  it('offers 29 February, and only the days of the month chosen', async () => {
    renderInput({ id: 1, patronDay: '02-10' });
    const days = async () => {
      fireEvent.mouseDown(select('patron-day-day'));
      const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
      fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
      return options;
    };
    expect(await days()).toEqual(['Nessuno', ...Array.from({ length: 29 }, (_, i) => String(i + 1))]);
    await pick('patron-day-month', 'aprile');
    expect((await days()).at(-1)).toBe('30');
  });

  it('drops a day the new month lacks, and says what is missing instead of saving', async () => {
    const onSubmit = renderInput({ id: 1, patronDay: '12-31' });
    await pick('patron-day-month', 'aprile');
    expect(select('patron-day-day')).not.toHaveTextContent('31');
    fireEvent.click(screen.getByText('salva'));
    const message = 'Santo patrono non valido: scegli giorno e mese di una data esistente (es. 29/06)';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    // Both selects are described by the message, and the day, the one to pick again, has the focus.
    expect(select('patron-day-day')).toHaveAccessibleDescription(message);
    expect(select('patron-day-month')).toHaveAccessibleDescription(message);
    await waitFor(() => expect(select('patron-day-day')).toHaveFocus());
    await pick('patron-day-day', '25');
    expect(await submitted(onSubmit)).toBe('04-25');
  });

  it('clears the setting with "Nessuno"', async () => {
    const onSubmit = renderInput({ id: 1, patronDay: '09-19' });
    await pick('patron-day-month', 'Nessuno');
    expect(await submitted(onSubmit)).toBeNull();
  });
});
