import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Form, memoryStore, type DataProvider } from 'react-admin';
import { messages } from '../../i18n/locales/it';
import { PositionInputs } from './PositionInputs';

// The map itself loads Leaflet: the paste field and the coordinates are what is tested here.
vi.mock('./GeoMap', () => ({ GeoMap: () => null }));

const renderInputs = () =>
  render(
    <AdminContext dataProvider={{} as DataProvider} i18nProvider={polyglotI18nProvider(() => messages, 'it')} store={memoryStore()}>
      <Form record={{ lat: null, lng: null, radiusMeters: 150 }}>
        <PositionInputs />
      </Form>
    </AdminContext>,
  );

describe('a site position pasted instead of picked', () => {
  afterEach(cleanup);

  it('fills latitude and longitude from a maps link, and says it did', async () => {
    renderInputs();
    fireEvent.change(await screen.findByTestId('position-paste'), { target: { value: 'https://www.google.com/maps/@41.9028,12.4964,17z' } });
    await waitFor(() => expect(screen.getByLabelText('Latitudine')).toHaveValue(41.9028));
    expect(screen.getByLabelText('Longitudine')).toHaveValue(12.4964);
    expect(screen.getByText(/Posizione impostata sulla mappa/)).toBeInTheDocument();
  });

  it('says what it expects when the text names no position, and changes nothing', async () => {
    renderInputs();
    fireEvent.change(await screen.findByTestId('position-paste'), { target: { value: 'Via Roma 1, Milano' } });
    expect(await screen.findByText(/Non riconosco una posizione/)).toBeInTheDocument();
    expect(screen.getByLabelText('Latitudine')).not.toHaveValue();
  });
});
