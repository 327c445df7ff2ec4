import { describe, expect, it } from 'vitest';
import type { TStatement } from '../../../../shared/schemas/request-statement';
import { clock, signedClock, statementWords } from './words';

describe('the statement’s printed words', () => {
  it('writes minutes as hours and minutes, a difference with its sign', () => {
    expect([clock(0), clock(59), clock(487), clock(2160)]).toEqual(['0:00', '0:59', '8:07', '36:00']);
    expect([signedClock(0), signedClock(18), signedClock(-558)]).toEqual(['0:00', '+0:18', '-9:18']);
  });

  it('names days and months in the reader’s language', () => {
    const it_ = statementWords('it');
    expect(it_.day('2024-02-29')).toBe('gio 29/02/2024');
    expect(it_.month('2024-02')).toBe('febbraio 2024');
    expect(statementWords('en').month('2024-02')).toBe('February 2024');
  });

  it('says who answered and when, and a span open at one end', () => {
    const words = statementWords('it');
    const statement = { status: 'ACCEPTED', answeredBy: 'Condominio Aurora', answeredAt: '2024-03-01T23:30:00.000Z' } as TStatement;
    // 23:30 UTC on 1 March is already the 2nd in Rome.
    expect(words.status(statement)).toBe('Stato: accettato da Condominio Aurora il 02/03/2024');
    expect(words.status({ ...statement, status: 'PENDING' })).toBe('Stato: in attesa di risposta del cliente');
    expect([words.span('08:00', '16:00'), words.span('08:00', null), words.span(null, null)]).toEqual(['08:00–16:00', '08:00–', '']);
  });
});
