import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { TGuideCompany } from '../../../shared/schemas/guide';
import { messages as en } from '../../i18n/locales/en';
import { messages as it_ } from '../../i18n/locales/it';
import { appStore } from '../../state/store';
import { GuidePage } from './GuidePage';

const worker = { id: 4, fiscalCode: 'VRDGPP90C10F839E', username: null, email: 'g@example.it', firstName: 'Giuseppe', lastName: 'Verdi', roles: ['ROLE_WORKER' as const], companyIds: [1], mustChangePassword: false };

const company: TGuideCompany = {
  id: 1, name: 'Presidio Sicurezza S.r.l.', phone: '+39 06 4567 8901', email: 'info@presidio.example', geolocation: 'REQUIRED', outsidePolicy: 'FLAG', retentionDays: 21, missedClockOutHours: 12,
};

const stubGuide = (companies: TGuideCompany[]) =>
  vi.stubGlobal('fetch', vi.fn((url: string) =>
    String(url).startsWith('/api/guide')
      ? Promise.resolve(new Response(JSON.stringify({ companies }), { status: 200, headers: { 'Content-Type': 'application/json' } }))
      : new Promise<Response>(() => undefined)));

const renderGuide = (companies: TGuideCompany[], { locale = 'it', hash = '' } = {}) => {
  appStore.set({ auth: { user: worker, token: 't' } });
  stubGuide(companies);
  return render(
    <MemoryRouter initialEntries={[`/home/guide${hash}`]}>
      <AdminContext
        i18nProvider={polyglotI18nProvider((l) => (l === 'en' ? en : it_), locale)}
        store={memoryStore()}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <GuidePage />
      </AdminContext>
    </MemoryRouter>,
  );
};

const section = (id: string) => document.querySelector(`[data-section="${id}"]`) as HTMLElement;
const search = (value: string) => fireEvent.change(screen.getByTestId('guide-search'), { target: { value } });

describe('/home/guide', () => {
  // jsdom lays nothing out: scrolling to a topic is only recorded.
  const scrolled = vi.fn();
  beforeAll(() => {
    Element.prototype.scrollIntoView = scrolled;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the topics closed, and opens the one a link names', async () => {
    renderGuide([company], { hash: '#malattia' });
    await screen.findByTestId('guide', {}, { timeout: 5000 });
    expect(screen.getAllByTestId('guide-section')).toHaveLength(10);
    expect(within(section('malattia')).getByRole('button', { name: 'Comunicare una malattia' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(section('timbrare')).getByRole('button', { name: 'Timbrare l’entrata e l’uscita' })).toHaveAttribute('aria-expanded', 'false');
    expect(section('malattia').textContent).toContain('Indirizzo di reperibilità');
    expect(section('malattia').textContent).toContain('Protocollo del certificato INPS');
    await waitFor(() => expect(scrolled.mock.contexts).toContain(section('malattia')));
  });

  it('tells the company’s own rules: position required, its retention and its missed clock-out limit', async () => {
    renderGuide([company]);
    await screen.findByTestId('guide', {}, { timeout: 5000 });
    expect(section('posizione').textContent).toContain('Presidio Sicurezza S.r.l. cancella le coordinate dopo 21 giorni');
    expect(section('posizione').textContent).toContain('richiede la posizione per timbrare');
    expect(section('posizione').textContent).not.toContain('puoi timbrare anche senza');
    expect(section('timbrare').textContent).toContain('più di 12 ore dall’entrata');
    // The labels are the app's: bold, as on the buttons.
    expect(within(section('timbrare')).getAllByText('Timbra entrata', { selector: 'strong' }).length).toBeGreaterThan(0);
  });

  it('searches accents and case aside, marks what it found, and says when nothing is', async () => {
    renderGuide([company]);
    await screen.findByTestId('guide', {}, { timeout: 5000 });
    search('REPERIBILITA');
    await waitFor(() => expect(screen.getAllByTestId('guide-section').map((s) => s.dataset.section)).toEqual(['malattia']));
    expect(screen.getByTestId('guide-status').textContent).toBe('1 argomento trovato');
    const marks = [...section('malattia').querySelectorAll('mark')].map((m) => m.textContent?.toLowerCase());
    expect(marks).toContain('reperibilità');
    expect(within(section('malattia')).getByRole('button', { name: /Comunicare una malattia/ })).toHaveAttribute('aria-expanded', 'true');

    search('parola assente');
    expect(await screen.findByText('Nessun risultato')).toBeInTheDocument();
    expect(screen.queryAllByTestId('guide-section')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancella la ricerca' }));
    expect(screen.getAllByTestId('guide-section')).toHaveLength(10);
  });

  it('links to the screens the worker may open', async () => {
    renderGuide([company]);
    await screen.findByTestId('guide', {}, { timeout: 5000 });
    const targets = screen.getAllByTestId('guide-link', { exact: true }).map((a) => a.getAttribute('href'));
    expect(new Set(targets)).toEqual(new Set(['/home/attendance', '/home/my-attendances', '/home/permission', '/home/medical', '/home/documents', '/home/shifts', '/home/notifications', '/home/profile']));
    expect(within(section('permessi')).getByTestId('guide-link')).toHaveTextContent('Vai a Permessi');
  });

  it('calls the company’s phone with a tel: link', async () => {
    renderGuide([company]);
    await screen.findByTestId('guide', {}, { timeout: 5000 });
    const call = within(section('contatti')).getByTestId('guide-call');
    expect(call).toHaveAttribute('href', 'tel:+390645678901');
    expect(call).toHaveTextContent('Chiama +39 06 4567 8901');
    expect(within(section('contatti')).getByTestId('guide-write')).toHaveAttribute('href', 'mailto:info@presidio.example');
  });

  it('without a phone, says to ask the office and offers no empty “Chiama”', async () => {
    renderGuide([{ ...company, phone: null, email: null, geolocation: 'OPTIONAL' }]);
    await screen.findByTestId('guide', {}, { timeout: 5000 });
    expect(within(section('contatti')).queryByTestId('guide-call')).toBeNull();
    expect(within(section('contatti')).queryByTestId('guide-write')).toBeNull();
    expect(within(section('contatti')).getByTestId('guide-no-phone')).toHaveTextContent('Presidio Sicurezza S.r.l. non ha indicato un numero di telefono');
    expect(section('posizione').textContent).toContain('puoi timbrare anche senza');
  });

  it('speaks English, with the app’s English labels', async () => {
    renderGuide([company], { locale: 'en' });
    await screen.findByTestId('guide', {}, { timeout: 5000 });
    expect(within(section('timbrare')).getByRole('button', { name: 'Clocking in and out' })).toBeInTheDocument();
    expect(within(section('timbrare')).getAllByText('Clock in', { selector: 'strong' }).length).toBeGreaterThan(0);
    search('reperibilita');
    await waitFor(() => expect(screen.getAllByTestId('guide-section').map((s) => s.dataset.section)).toEqual(['malattia']));
  });
});
