import type { ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import type { TAttendance } from '../../../shared/schemas/attendance';
import { messages } from '../../i18n/locales/it';
import type { TClockAnswer } from './api';
import { ClockOutcome } from './ClockOutcome';
import { RecordRow } from './RecordRow';
import type { TClockKind, TClockState } from './useClock';

const record: TAttendance = {
  id: 7, userId: 4, userName: 'Verdi Giuseppe', companyId: 1, siteType: 'CLIENT_SITE', siteId: 3, siteName: 'Reception Via Nazionale',
  checkIn: '2026-11-22T05:00:00.000Z', checkOut: null, checkInInside: 'YES', checkOutInside: null, checkInAccuracy: 12, checkOutAccuracy: null,
  checkInDistance: 20, checkOutDistance: null, source: 'APP', note: null, reviewFlag: false, missed: false, minutes: null,
  editedBy: null, editedAt: null, editReason: null, createdBy: 4, createdAt: '2026-11-22T05:00:00.000Z', updatedAt: '2026-11-22T05:00:00.000Z',
} as TAttendance;

const closed = { ...record, checkOut: '2026-11-22T13:05:00.000Z', checkOutInside: 'YES', checkOutAccuracy: 9, checkOutDistance: 15, minutes: 485 } as TAttendance;

const Wrapper = ({ children }: { children: ReactNode }) => (
  <AdminContext i18nProvider={polyglotI18nProvider(() => messages, 'it')} store={memoryStore()}>{children}</AdminContext>
);

const showAnswer = (answer: Partial<TAttendance>, kind: TClockKind) => {
  const state: TClockState = {
    busy: null, problem: null, canSkipPosition: false, noticeOpen: false, position: null, sickLeave: null, queued: null,
    result: { ...record, ...answer, message: 'ok', kind } as TClockAnswer & { kind: TClockKind },
  };
  render(<ClockOutcome state={state} onRetry={() => undefined} onWithoutPosition={() => undefined} />, { wrapper: Wrapper });
  return screen.getByTestId('clock-result');
};

describe('the answer to a clock-out speaks of the clock-out', () => {
  afterEach(cleanup);

  it('inside the area, after a clock-in flagged outside: a success that says the entry is still to review', () => {
    const result = showAnswer({ ...closed, checkInInside: 'NO', checkInDistance: 480_000, reviewFlag: true }, 'out');
    expect(result).toHaveClass('MuiAlert-standardSuccess');
    expect(result).toHaveTextContent('Uscita registrata alle 14:05');
    expect(result).toHaveTextContent('Turno di 8 h 05 min');
    expect(result).not.toHaveTextContent('Posizione non abbastanza precisa');
    expect(screen.queryByTestId('clock-flag')).toBeNull();
    expect(screen.getByTestId('clock-entry-flag')).toHaveTextContent('L’entrata resta da verificare.');
  });

  it('inside the area after a clean clock-in: a plain success', () => {
    const result = showAnswer(closed, 'out');
    expect(result).toHaveClass('MuiAlert-standardSuccess');
    expect(screen.queryByTestId('clock-flag')).toBeNull();
    expect(screen.queryByTestId('clock-entry-flag')).toBeNull();
  });

  it('outside the area: a warning with the exit’s own distance', () => {
    const result = showAnswer({ ...closed, checkOutInside: 'NO', checkOutDistance: 1200, reviewFlag: true }, 'out');
    expect(result).toHaveClass('MuiAlert-standardWarning');
    expect(screen.getByTestId('clock-flag')).toHaveTextContent('Fuori dall’area della sede (1,2 km)');
    expect(screen.queryByTestId('clock-entry-flag')).toBeNull();
  });

  it('with a fix too coarse, or with none: says which', () => {
    showAnswer({ ...closed, checkOutInside: 'UNKNOWN', checkOutAccuracy: 900, checkOutDistance: 300, reviewFlag: true }, 'out');
    expect(screen.getByTestId('clock-flag')).toHaveTextContent('Posizione non abbastanza precisa');
    cleanup();
    showAnswer({ ...closed, checkOutInside: 'UNKNOWN', checkOutAccuracy: null, checkOutDistance: null, reviewFlag: true }, 'out');
    expect(screen.getByTestId('clock-flag')).toHaveTextContent('Timbratura senza posizione');
  });

  it('past the missed clock-out limit: the hours do not count until the office corrects them', () => {
    const result = showAnswer({ ...closed, checkIn: '2026-11-20T05:00:00.000Z', minutes: 3365, missed: true, reviewFlag: true }, 'out');
    expect(result).toHaveClass('MuiAlert-standardWarning');
    expect(screen.getByTestId('clock-missed')).toHaveTextContent('non contano finché l’ufficio non corregge gli orari');
    expect(result).not.toHaveTextContent('Turno di');
  });

  it('a clock-in with an uncertain position is still flagged as before', () => {
    const result = showAnswer({ checkInInside: 'UNKNOWN', checkInAccuracy: 800, checkInDistance: 200, reviewFlag: true }, 'in');
    expect(result).toHaveClass('MuiAlert-standardWarning');
    expect(result).toHaveTextContent('Entrata registrata alle 06:00');
    expect(screen.getByTestId('clock-flag')).toHaveTextContent('Posizione non abbastanza precisa');
  });
});

describe('a tap that sent nothing', () => {
  afterEach(cleanup);

  it('after "Non ora" on the notice, says that accepting it is needed, and offers no position where the company allows it', () => {
    const state: TClockState = { busy: null, result: null, problem: { type: 'notice' }, canSkipPosition: true, noticeOpen: false, position: null, sickLeave: null, queued: null };
    render(<ClockOutcome state={state} onRetry={() => undefined} onWithoutPosition={() => undefined} />, { wrapper: Wrapper });
    expect(screen.getByTestId('clock-problem')).toHaveTextContent('serve accettare l’informativa');
    expect(screen.getByTestId('clock-without-position')).toBeInTheDocument();
  });
});

describe('a record in the worker’s lists', () => {
  afterEach(cleanup);

  it('says in words that it is to review', () => {
    render(<RecordRow record={{ ...closed, reviewFlag: true }} />, { wrapper: Wrapper });
    expect(screen.getByTestId('record-review')).toHaveTextContent('Da verificare');
    expect(screen.queryByTestId('record-missed')).toBeNull();
  });

  it('marks a missed clock-out and shows no hours for it', () => {
    render(<RecordRow record={{ ...closed, missed: true, reviewFlag: true, minutes: 3365 }} />, { wrapper: Wrapper });
    const row = screen.getByTestId('record-row');
    expect(screen.getByTestId('record-missed')).toHaveTextContent('Uscita non timbrata');
    expect(row).not.toHaveTextContent('56');
    expect(row).not.toHaveTextContent('min');
    // No empty paragraph where the hours would be (a screen reader stops on it).
    expect([...row.querySelectorAll('p')].filter((p) => !p.textContent)).toHaveLength(0);
  });
});
