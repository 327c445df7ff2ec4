import { describe, expect, it } from 'vitest';
import { checkFiscalCode } from './fiscal';
import { withMismatchConfirmation } from './resolvers';

const today = new Date('2026-05-01T12:00:00Z');
// Mario Rossi, born 1 January 1980 in Rome, male; Laura Bianchi, born 15 August 1985, female.
const MARIO = 'RSSMRA80A01H501U';
const LAURA = 'BNCLRA85M55F205Q';

describe('fiscal code against birth date and sex', () => {
  it('decodes birth date and sex from a valid code', () => {
    expect(checkFiscalCode({ fiscalCode: MARIO }, today)).toEqual({ decoded: { birthDate: '1980-01-01', sex: 'M' }, mismatches: [] });
    expect(checkFiscalCode({ fiscalCode: LAURA.toLowerCase() }, today)?.decoded).toEqual({ birthDate: '1985-08-15', sex: 'F' });
  });

  it('reports each typed value that disagrees, and none for empty ones', () => {
    expect(checkFiscalCode({ fiscalCode: MARIO, birthDate: '1980-01-01', sex: 'M' }, today)?.mismatches).toEqual([]);
    expect(checkFiscalCode({ fiscalCode: MARIO, birthDate: '1980-01-02', sex: 'M' }, today)?.mismatches).toEqual(['birthDate']);
    expect(checkFiscalCode({ fiscalCode: MARIO, birthDate: '', sex: 'F' }, today)?.mismatches).toEqual(['sex']);
    expect(checkFiscalCode({ fiscalCode: LAURA, birthDate: '1985-08-16', sex: 'M' }, today)?.mismatches).toEqual(['birthDate', 'sex']);
  });

  it('has nothing to compare with an invalid or missing code', () => {
    expect(checkFiscalCode({ fiscalCode: 'RSSMRA80A01H501X', birthDate: '1990-01-01' }, today)).toBeUndefined();
    expect(checkFiscalCode({ fiscalCode: null }, today)).toBeUndefined();
  });
});

describe('the mismatch warning the administrator may override', () => {
  const passing = async (values: Record<string, unknown>) => ({ values, errors: {} });
  const resolver = withMismatchConfirmation(passing as never);

  it('blocks saving a mismatch until the administrator confirms it', async () => {
    const values = { fiscalCode: MARIO, birthDate: '1981-01-01', sex: 'M' };
    const blocked = await resolver(values, undefined, {} as never);
    expect(Object.keys(blocked.errors)).toEqual(['confirmFiscalMismatch']);
    expect(blocked.values).toEqual({});
    const confirmed = await resolver({ ...values, confirmFiscalMismatch: true }, undefined, {} as never);
    expect(confirmed.errors).toEqual({});
  });

  it('lets matching data through without asking', async () => {
    const result = await resolver({ fiscalCode: MARIO, birthDate: '1980-01-01', sex: 'M' }, undefined, {} as never);
    expect(result.errors).toEqual({});
  });
});
