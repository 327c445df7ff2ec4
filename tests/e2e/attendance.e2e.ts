import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, DESKTOP, newPage, PHONE, signIn, serverAndBrowserPerFile } from '../helpers/browser';

const e2e = serverAndBrowserPerFile();

const INSIDE = { latitude: 41.9028, longitude: 12.4964, accuracy: 15 };
const OUTSIDE = { latitude: 41.95, longitude: 12.55, accuracy: 15 };

const tokenOf = async (who: string) => {
  const signin = await fetch(`${e2e.server.url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ fiscalCode: who, password: DEMO_PASSWORD }),
  });
  return ((await signin.json()) as { accessToken: string }).accessToken;
};

const api = async <T>(path: string, { as = DEMO.admin, method = 'GET', body }: { as?: string; method?: string; body?: unknown } = {}) => {
  const response = await fetch(`${e2e.server.url}/${path}`, {
    method,
    headers: { Authorization: `Bearer ${await tokenOf(as)}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, json: (await response.json()) as T };
};

interface TCurrent { open: { id: number; checkInInside: string; reviewFlag: boolean } | null; today: { records: Array<{ id: number }> } }

const worker = async (geolocation: BrowserContextOptions['geolocation'], options: BrowserContextOptions = {}) => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: PHONE, timezoneId: 'Europe/Rome', geolocation, ...options });
  await signIn(page, DEMO.worker);
  await page.waitForURL('**/home/landing');
  return { context, page };
};

/** Taps the big button; the notice comes first until the worker has accepted it. */
const tap = async (page: Page) => {
  await page.getByTestId('clock-button').click();
  const notice = page.getByTestId('position-notice');
  const outcome = page.locator('[data-testid="clock-result"], [data-testid="clock-problem"]');
  await notice.or(outcome).first().waitFor();
  if (await notice.isVisible()) await page.getByTestId('notice-accept').click();
  await outcome.first().waitFor();
};

describe('attendance: the worker', () => {
  it('inside the Rome geofence accepts the notice, clocks in and clocks out, one record per tap', async () => {
    const { context, page } = await worker(INSIDE);
    const keys: string[] = [];
    page.on('request', (r) => r.url().includes('/api/attendance/clock-') && keys.push(r.headers()['idempotency-key'] ?? ''));
    await expect.poll(() => page.getByTestId('duty-status').getAttribute('data-open')).toBe('false');
    await page.getByTestId('landing-clock').click();
    await page.waitForURL('**/home/attendance');
    await page.getByTestId('site-option').first().waitFor();

    await page.getByTestId('clock-button').click();
    const notice = page.getByTestId('position-notice');
    await notice.getByText('Informativa sulla posizione').waitFor();
    expect(await notice.textContent()).toMatch(/30 giorni/);
    await page.getByTestId('notice-accept').click();
    const result = page.getByTestId('clock-result');
    await result.getByText(/Entrata registrata alle \d\d:\d\d/).waitFor();
    expect(await result.getAttribute('data-inside')).toBe('YES');
    const afterIn = (await api<TCurrent>('api/attendance/current', { as: DEMO.worker })).json;
    expect(afterIn.open).toMatchObject({ checkInInside: 'YES', reviewFlag: false });

    // A double tap on clock-out sends one request and closes one record.
    await page.locator('[data-testid="clock-button"][data-kind="out"]').waitFor();
    await page.getByTestId('clock-button').evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    await result.getByText(/Uscita registrata alle \d\d:\d\d/).waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[1]).not.toBe(keys[0]);
    const afterOut = (await api<TCurrent>('api/attendance/current', { as: DEMO.worker })).json;
    expect(afterOut.open).toBeNull();
    expect(afterOut.today.records.map((r) => r.id)).toContain(afterIn.open?.id);

    await page.goto('/home/my-attendances');
    await page.getByTestId('month-total').waitFor();
    expect(await page.getByTestId('day-card').count()).toBeGreaterThan(0);
    const thisMonth = await page.getByTestId('month-name').textContent();
    await page.getByTestId('month-previous').click();
    await expect.poll(() => page.getByTestId('month-name').textContent()).not.toBe(thisMonth);
    await page.getByTestId('month-total').waitFor();
    await context.close();
  });

  it('outside the geofence is flagged, and refused once the company refuses outside clock-ins', async () => {
    const { context, page } = await worker(OUTSIDE);
    await page.goto('/home/attendance');
    await page.getByTestId('site-option').first().waitFor();
    await tap(page);
    const result = page.getByTestId('clock-result');
    expect(await result.getAttribute('data-inside')).toBe('NO');
    expect(await page.getByTestId('clock-flag').textContent()).toMatch(/Fuori dall’area della sede \([\d,.]+ (m|km)\)/);
    await page.locator('[data-testid="clock-button"][data-kind="out"]').waitFor();
    await page.getByTestId('clock-button').click();
    await result.getByText(/Uscita registrata/).waitFor();

    const [site] = (await api<Array<{ companyId: number }>>('api/attendance/sites', { as: DEMO.worker })).json;
    const refuse = await api(`api/attendance/settings/${site.companyId}`, { method: 'PUT', body: { outsidePolicy: 'REFUSE' } });
    expect(refuse.status).toBe(200);
    try {
      await page.reload();
      await page.locator('[data-testid="clock-button"][data-kind="in"]').waitFor();
      await tap(page);
      const problem = page.getByTestId('clock-problem');
      await problem.getByText('Timbratura rifiutata').waitFor();
      expect(await problem.textContent()).toMatch(/\d+\s?m/);
      expect((await api<TCurrent>('api/attendance/current', { as: DEMO.worker })).json.open).toBeNull();
    } finally {
      await api(`api/attendance/settings/${site.companyId}`, { method: 'PUT', body: { outsidePolicy: 'FLAG' } });
    }
    await context.close();
  });

  it("with geolocation refused, tapping shows 'GPS DISATTIVATO' and records nothing", async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: PHONE, timezoneId: 'Europe/Rome', permissions: [] });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Browser.setPermission', { permission: { name: 'geolocation' }, setting: 'denied', origin: e2e.server.url });
    await signIn(page, DEMO.worker);
    await page.waitForURL('**/home/landing');
    const modal = page.getByTestId('gps-modal');
    await modal.getByText('GPS DISATTIVATO').waitFor();
    await modal.getByRole('button', { name: 'Chiudi' }).click();
    await modal.waitFor({ state: 'hidden' });

    await page.goto('/home/attendance');
    await page.getByTestId('site-option').first().waitFor();
    // The layout tells at every load; the clocking screen tells again at the tap.
    await modal.getByRole('button', { name: 'Chiudi' }).click();
    await modal.waitFor({ state: 'hidden' });
    await page.getByTestId('clock-button').click();
    await modal.getByText('GPS DISATTIVATO').waitFor();
    await modal.getByRole('button', { name: 'Chiudi' }).click();
    expect(await page.getByTestId('clock-problem').textContent()).toMatch(/richiede la posizione/);
    expect((await api<TCurrent>('api/attendance/current', { as: DEMO.worker })).json.open).toBeNull();
    await context.close();
  });
});

describe('attendance: the back office', () => {
  it('an admin corrects a record only with a reason, and the history shows who, why, before and after', async () => {
    const { json: records } = await api<Array<{ id: number; checkOut: string | null; note: string | null }>>(
      `api/attendance?${new URLSearchParams({ filter: JSON.stringify({ q: 'Verdi', open: false }), sort: JSON.stringify(['checkIn', 'DESC']), range: '[0,4]' })}`,
    );
    const record = records[0];
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: DESKTOP, timezoneId: 'Europe/Rome' });
    await signIn(page, DEMO.admin);
    await page.waitForURL('**/dashboard');
    await page.goto(`/attendance/modify/${record.id}`);
    await page.waitForURL(`**/attendance/${record.id}`);
    const note = page.locator('textarea[name="note"]');
    await note.waitFor();
    await note.fill('Verificata con il cliente');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Scrivi il motivo della modifica').waitFor();
    expect(page.url()).toMatch(new RegExp(`/attendance/${record.id}$`));

    await page.locator('textarea[name="reason"]').fill('Nota concordata con il cliente');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.waitForURL(`**/attendance/${record.id}/show`);
    const history = page.getByTestId('attendance-history');
    const entry = history.getByTestId('history-entry').filter({ hasText: 'Corretta' });
    await entry.waitFor();
    const text = await entry.textContent();
    expect(text).toMatch(/Rossi|Mario/);
    expect(text).toContain('Motivo: Nota concordata con il cliente');
    expect(text).toContain('→ Verificata con il cliente');
    const { json: saved } = await api<{ note: string; editReason: string }>(`api/attendance/${record.id}`);
    expect(saved).toMatchObject({ note: 'Verificata con il cliente', editReason: 'Nota concordata con il cliente' });
    await context.close();
  });

  it('the list flags missed clock-outs, /attendance/users shows today, and accounting lands read-only on /attendance/table', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: DESKTOP, timezoneId: 'Europe/Rome' });
    await signIn(page, DEMO.admin);
    await page.waitForURL('**/dashboard');
    await page.goto('/attendance/table');
    await page.waitForURL(/\/attendance(\?.*)?$/);
    await page.locator('.RaDataTable-row, tbody tr').first().waitFor();
    await page.goto(`/attendance?filter=${encodeURIComponent(JSON.stringify({ missed: true }))}`);
    await page.getByTestId('missed-chip').first().waitFor();
    const { json: sites } = await api<Array<{ id: number; type: string; name: string }>>('api/attendance/sites', { as: DEMO.worker });
    const reception = sites.find((s) => s.type === 'CLIENT_SITE');
    const listCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/attendance?') && listCalls.push(decodeURIComponent(r.url())));
    await page.goto(`/attendance?filter=${encodeURIComponent(JSON.stringify({ siteId: reception?.id }))}`);
    await expect.poll(() => listCalls.some((url) => url.includes('"siteType":"CLIENT_SITE"'))).toBe(true);
    await page.locator('tbody tr').first().waitFor();
    const siteCells = await page.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(new Set(siteCells)).toEqual(new Set([reception?.name]));
    await page.goto('/attendance/users');
    await page.getByTestId('presence-row').first().waitFor();
    expect(await page.locator('[data-testid="presence-row"][data-state="PRESENT"]').count()).toBeGreaterThan(0);
    await context.close();

    const accounting = await newPage(e2e.browser, e2e.server.url, { viewport: DESKTOP, timezoneId: 'Europe/Rome' });
    await signIn(accounting.page, DEMO.accounting);
    await accounting.page.waitForURL(/\/attendance(\?.*)?$/);
    await accounting.page.getByText('Sola lettura').waitFor();
    expect(await accounting.page.getByRole('link', { name: 'Crea' }).count()).toBe(0);
    await accounting.context.close();
  });

  it('the settings dialog of the selected company saves its rules, and the user page lists the worker’s attendance', async () => {
    const [site] = (await api<Array<{ companyId: number }>>('api/attendance/sites', { as: DEMO.worker })).json;
    const { json: company } = await api<{ name: string }>(`api/company/getCompany/${site.companyId}`);
    const { json: [verdi] } = await api<Array<{ id: number }>>(`api/user?filter=${encodeURIComponent(JSON.stringify({ q: 'Verdi' }))}`);
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: DESKTOP, timezoneId: 'Europe/Rome' });
    await signIn(page, DEMO.admin);
    await page.waitForURL('**/dashboard');
    await page.getByTestId('company-selector').click();
    await page.getByRole('menuitem', { name: company.name }).click();
    await page.goto('/attendance');
    await page.getByTestId('attendance-settings').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(company.name).waitFor();
    await dialog.getByTestId('setting-OPTIONAL').locator('input').check();
    await dialog.locator('input[name="retentionDays"]').fill('45');
    await dialog.getByTestId('settings-save').click();
    await dialog.waitFor({ state: 'hidden' });
    try {
      const { json: saved } = await api<{ geolocation: string; retentionDays: number }>(`api/attendance/settings/${site.companyId}`);
      expect(saved).toMatchObject({ geolocation: 'OPTIONAL', retentionDays: 45 });
    } finally {
      await api(`api/attendance/settings/${site.companyId}`, { method: 'PUT', body: { geolocation: 'REQUIRED', retentionDays: 30 } });
    }

    await page.goto(`/user/${verdi.id}/show/attendance`);
    const tab = page.getByTestId('user-attendance');
    await tab.locator('tbody tr').first().waitFor();
    expect(await tab.locator('tbody tr').count()).toBeGreaterThan(1);
    await context.close();
  });
});
