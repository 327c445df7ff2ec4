import { describe, expect, it } from 'vitest';
import { correctionOf, fromRomeWallTime, manualEntryOf, toRomeWallTime, validateReason } from './AttendanceInputs';
import { matchesSite, siteChoices, siteOfValue, siteValue } from './siteChoice';

describe('attendance corrections', () => {
  it('refuses to submit without a reason', () => {
    const errorOf = (value: unknown) => validateReason.map((validate) => validate(value, {})).find(Boolean);
    expect(errorOf('')).toBeTruthy();
    expect(errorOf(undefined)).toBeTruthy();
    expect(errorOf('   ')).toBe('validation.reasonTooShort');
    expect(errorOf(' ok ')).toBe('validation.reasonTooShort');
    expect(errorOf('Uscita dimenticata')).toBeUndefined();
  });

  it('sends only what changed, with the reason', () => {
    const previous = { id: 1, checkIn: '2026-11-20T05:00:00.000Z', checkOut: null, note: null, reviewFlag: true, userName: 'X' };
    expect(correctionOf({ ...previous, checkIn: '2026-11-20T05:00:00Z', reason: 'Dimenticata' }, previous)).toEqual({ reason: 'Dimenticata' });
    expect(correctionOf({ ...previous, checkOut: '2026-11-20T13:00:00.000Z', reviewFlag: false, reason: 'Uscita dimenticata' }, previous)).toEqual({
      reason: 'Uscita dimenticata', checkOut: '2026-11-20T13:00:00.000Z', reviewFlag: false,
    });
  });

  it('sends the site only when it changed: another client site, a company place, or none', () => {
    const previous = { id: 1, checkIn: '2026-11-20T05:00:00.000Z', checkOut: null, note: null, siteType: 'CLIENT_SITE', siteId: 7, siteName: 'Reception' };
    const reason = 'Sede sbagliata';
    expect(correctionOf({ ...previous, site: 'CLIENT_SITE:7', reason }, previous)).toEqual({ reason });
    expect(correctionOf({ ...previous, reason }, previous)).toEqual({ reason });
    expect(correctionOf({ ...previous, site: 'PLACE:3', reason }, previous)).toEqual({ reason, siteType: 'PLACE', siteId: 3 });
    expect(correctionOf({ ...previous, site: 'CLIENT_SITE:9', reason }, previous)).toEqual({ reason, siteType: 'CLIENT_SITE', siteId: 9 });
    expect(correctionOf({ ...previous, site: '', reason }, previous)).toEqual({ reason, siteType: null, siteId: null });
    expect(correctionOf({ ...previous, site: null, reason }, previous)).toEqual({ reason, siteType: null, siteId: null });
    const siteless = { ...previous, siteType: null, siteId: null, siteName: null };
    expect(correctionOf({ ...siteless, site: '', reason }, siteless)).toEqual({ reason });
    expect(correctionOf({ ...siteless, site: 'PLACE:3', note: 'In sede', reason }, siteless)).toEqual({ reason, siteType: 'PLACE', siteId: 3, note: 'In sede' });
  });
});

describe('correction times, in Europe/Rome whatever the browser’s zone', () => {
  it('show an instant as its Rome wall time, winter and summer', () => {
    expect(toRomeWallTime('2026-11-20T05:00:00.000Z')).toBe('2026-11-20T06:00');
    expect(toRomeWallTime('2026-07-20T05:00:00.000Z')).toBe('2026-07-20T07:00');
    // 23:30 UTC is already the next day in Rome.
    expect(toRomeWallTime('2026-11-20T23:30:00Z')).toBe('2026-11-21T00:30');
    expect(toRomeWallTime('2026-11-20T06:00')).toBe('2026-11-20T06:00');
    expect(toRomeWallTime('2026-11-20T06:00:00')).toBe('2026-11-20T06:00');
    for (const empty of [null, undefined, '', 'not a date']) expect(toRomeWallTime(empty)).toBe('');
  });

  it('send a Rome wall time as its instant', () => {
    expect(fromRomeWallTime('2026-11-20T06:00')).toBe('2026-11-20T05:00:00.000Z');
    expect(fromRomeWallTime('2026-07-20T07:00')).toBe('2026-07-20T05:00:00.000Z');
    expect(fromRomeWallTime('2026-11-21T00:30')).toBe('2026-11-20T23:30:00.000Z');
    for (const empty of ['', null, undefined, '2026-11-20']) expect(fromRomeWallTime(empty)).toBeNull();
  });

  it('give back the same instant after a round trip, across the autumn change of hour', () => {
    for (const iso of ['2026-10-24T22:15:00.000Z', '2026-10-25T03:00:00.000Z', '2026-03-29T03:00:00.000Z']) {
      expect(fromRomeWallTime(toRomeWallTime(iso))).toBe(iso);
    }
  });
});

describe('manual entries', () => {
  it('send the picked site as its type and id, or none', () => {
    const form = { userId: 4, checkIn: '2026-11-20T05:00:00.000Z', checkOut: null, note: null, reason: 'Timbratura dimenticata' };
    expect(manualEntryOf({ ...form, site: 'PLACE:2' })).toEqual({ ...form, siteType: 'PLACE', siteId: 2 });
    expect(manualEntryOf({ ...form, site: 'CLIENT_SITE:11' })).toEqual({ ...form, siteType: 'CLIENT_SITE', siteId: 11 });
    expect(manualEntryOf({ ...form, site: '' })).toEqual({ ...form, siteType: null, siteId: null });
    expect(manualEntryOf(form)).toEqual({ ...form, siteType: null, siteId: null });
  });
});

describe('site choices', () => {
  it('encode a site as type:id and read back only known types', () => {
    expect(siteValue({ siteType: 'PLACE', siteId: 3 })).toBe('PLACE:3');
    expect(siteValue({ siteType: null, siteId: null })).toBe('');
    expect(siteOfValue('CLIENT_SITE:12')).toEqual({ siteType: 'CLIENT_SITE', siteId: 12 });
    for (const value of ['', null, undefined, 'KIOSK:3', 'PLACE:', 'PLACE:x', 3]) expect(siteOfValue(value)).toEqual({ siteType: null, siteId: null });
  });

  it("list the company's places first, then client sites by client and name, each with its client", () => {
    const choices = siteChoices({
      places: [{ id: 2, name: 'Sede legale', address: 'Via del Corso 120', companyId: 1 }, { id: 1, name: 'Centrale operativa', companyId: 1 }],
      clientSites: [
        { id: 5, name: 'Varco nord', clientName: 'Porto S.r.l.', companyId: 1 },
        { id: 4, name: 'Reception', clientName: 'Banca Roma', companyId: 1 },
        { id: 3, name: 'Ingresso', clientName: 'Porto S.r.l.', companyId: 1 },
      ],
    });
    expect(choices.map((c) => [c.id, c.clientName])).toEqual([
      ['PLACE:1', null], ['PLACE:2', null], ['CLIENT_SITE:4', 'Banca Roma'], ['CLIENT_SITE:3', 'Porto S.r.l.'], ['CLIENT_SITE:5', 'Porto S.r.l.'],
    ]);
    expect(choices[1]).toMatchObject({ type: 'PLACE', name: 'Sede legale', address: 'Via del Corso 120', companyId: 1 });
    const twoCompanies = siteChoices({
      places: [{ id: 3, name: 'Sede di Milano', companyId: 2 }, { id: 2, name: 'Sede legale', companyId: 1 }, { id: 1, name: 'Centrale operativa', companyId: 1 }],
      clientSites: [],
    });
    expect(twoCompanies.map((c) => c.name)).toEqual(['Centrale operativa', 'Sede legale', 'Sede di Milano']);
  });

  it("keep a record's own site listed once, even when the lists no longer hold it", () => {
    const place = { id: 'PLACE:9', type: 'PLACE' as const, name: 'Vecchia sede', address: null, companyId: 1, clientName: null };
    const lists = { places: [{ id: 1, name: 'Sede legale', companyId: 1 }], clientSites: [] };
    expect(siteChoices({ ...lists, current: place }).map((c) => c.id)).toEqual(['PLACE:9', 'PLACE:1']);
    expect(siteChoices({ ...lists, current: { ...place, id: 'PLACE:1', name: 'Sede legale (storico)' } }).map((c) => c.name)).toEqual(['Sede legale']);
  });

  it('match what the user types against name, client, kind and address', () => {
    const site = { id: 'CLIENT_SITE:4', type: 'CLIENT_SITE' as const, name: 'Reception', address: 'Piazza Gae Aulenti 4', companyId: 1, clientName: 'Uffici Porta Nuova' };
    const label = 'Reception · Uffici Porta Nuova';
    for (const typed of ['recep', 'PORTA nuova', 'gae aulenti', '', label]) expect(matchesSite(typed, site, label)).toBe(true);
    expect(matchesSite('Sede legale', site, label)).toBe(false);
  });
});
