import { decodeFiscalCode, isValidFiscalCode } from '../../../shared/italian';

export type TDecodedFiscalCode = { birthDate: string; sex: 'M' | 'F' };

export interface TFiscalCheck {
  decoded: TDecodedFiscalCode;
  /** The form's fields that disagree with what the fiscal code encodes. */
  mismatches: Array<'birthDate' | 'sex'>;
}

/**
 * What a valid fiscal code says about birth date and sex, and which of the typed values disagree.
 * An empty field is no disagreement; an invalid code gives nothing to compare.
 */
export const checkFiscalCode = (
  values: { fiscalCode?: unknown; birthDate?: unknown; sex?: unknown },
  today: Date = new Date(),
): TFiscalCheck | undefined => {
  if (typeof values.fiscalCode !== 'string' || !isValidFiscalCode(values.fiscalCode)) return undefined;
  const decoded = decodeFiscalCode(values.fiscalCode, today);
  if (!decoded) return undefined;
  const mismatches: TFiscalCheck['mismatches'] = [];
  if (typeof values.birthDate === 'string' && values.birthDate && values.birthDate !== decoded.birthDate) mismatches.push('birthDate');
  if ((values.sex === 'M' || values.sex === 'F') && values.sex !== decoded.sex) mismatches.push('sex');
  return { decoded, mismatches };
};

/** The form's own field: ticked by the administrator to keep data that disagree with the fiscal code. */
export const CONFIRM_MISMATCH = 'confirmFiscalMismatch';
