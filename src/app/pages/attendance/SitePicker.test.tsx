import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import type { TAttendanceSite } from '../../../shared/schemas/attendance-views';
import { messages } from '../../i18n/locales/it';
import { SitePicker } from './SitePicker';
import { siteKey, siteRows } from './sites';

const site = (id: number, name: string, lat: number, lng: number, distance: number): TAttendanceSite => ({
  id, type: 'CLIENT_SITE', name, address: null, companyId: 1, lat, lng, radiusMeters: 150, distance, shift: null,
});
const sites = [site(1, 'Varco nord', 41.95, 12.55, 6700), site(2, 'Reception', 41.9028, 12.4964, 12)];

const show = (position: { lat: number; lng: number; accuracy: number } | null, onSelect = vi.fn()) =>
  render(
    <AdminContext i18nProvider={polyglotI18nProvider(() => messages, 'it')} store={memoryStore()}>
      <SitePicker rows={siteRows(sites, position)} selected={siteKey(sites[1])} onSelect={onSelect} onLocate={vi.fn()} locating={false} canLocate />
    </AdminContext>,
  );

describe('the site picker', () => {
  afterEach(cleanup);

  it('with a position lists the nearest first with its distance and whether the worker is inside', () => {
    show({ lat: 41.9029, lng: 12.4964, accuracy: 10 });
    const options = screen.getAllByTestId('site-option');
    expect(options.map((o) => o.dataset.site)).toEqual(['Reception', 'Varco nord']);
    expect(options[0].textContent).toContain('a 12 m');
    expect(options[0].textContent).toContain('Sei nell’area');
    expect(options[1].textContent).toContain('a 6,7 km');
    expect(options[1].textContent).toContain('Fuori dall’area');
  });

  it('without a position shows no area result, and a tap on a row selects it', () => {
    const onSelect = vi.fn();
    show(null, onSelect);
    expect(screen.queryAllByTestId('site-inside')).toHaveLength(0);
    fireEvent.click(screen.getByLabelText('Varco nord'));
    expect(onSelect).toHaveBeenCalledWith('CLIENT_SITE:1');
  });

  it('marks today’s shift’s site first, with its times and post, and tells them to a screen reader', () => {
    const withShift = [sites[0], { ...sites[1], shift: { id: 9, postName: 'Portineria', start: '07:00', end: '19:00' } }];
    render(
      <AdminContext i18nProvider={polyglotI18nProvider(() => messages, 'it')} store={memoryStore()}>
        <SitePicker rows={siteRows(withShift, null)} selected={null} onSelect={vi.fn()} onLocate={vi.fn()} locating={false} canLocate />
      </AdminContext>,
    );
    const options = screen.getAllByTestId('site-option');
    expect(options[1].textContent).toContain('Turno 07:00–19:00 · Portineria');
    expect(options[1].textContent).toContain('Turno di oggi');
    expect(options[0].textContent).not.toContain('Turno');
    expect(screen.getByRole('radio', { name: 'Reception' })).toHaveAccessibleDescription(/Turno 07:00–19:00 · Portineria.*Turno di oggi/);
  });

  it('names the group and each radio, and tells each radio’s distance and area to a screen reader', () => {
    show({ lat: 41.9029, lng: 12.4964, accuracy: 10 });
    expect(screen.getByRole('group', { name: 'Dove sei?' })).toBeInTheDocument();
    const radio = screen.getByRole('radio', { name: 'Varco nord' });
    expect(radio).toHaveAccessibleDescription(/a 6,7 km.*Fuori dall’area/);
  });
});
