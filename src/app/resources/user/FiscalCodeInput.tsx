import { useEffect } from 'react';
import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import { BooleanInput, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatDate } from '../../../shared/dates';
import { normalizeFiscalCode } from '../../../shared/italian';
import { CONFIRM_MISMATCH, checkFiscalCode } from './fiscal';

/**
 * The fiscal code with what it encodes: birth date and sex are read from it, filled in when still
 * empty, and any disagreement is a warning the administrator may confirm and keep.
 */
export const FiscalCodeInput = ({ required }: { required: boolean }) => {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext();
  const [fiscalCode, birthDate, sex, confirmed] = useWatch({ name: ['fiscalCode', 'birthDate', 'sex', CONFIRM_MISMATCH] });
  const check = checkFiscalCode({ fiscalCode, birthDate, sex });
  const decoded = check?.decoded;

  useEffect(() => {
    if (!decoded) return;
    if (!getValues('birthDate')) setValue('birthDate', decoded.birthDate, { shouldDirty: true });
    if (!getValues('sex')) setValue('sex', decoded.sex, { shouldDirty: true });
  }, [decoded?.birthDate, decoded?.sex]); // eslint-disable-line react-hooks/exhaustive-deps

  const applyDecoded = () => {
    if (!decoded) return;
    setValue('birthDate', decoded.birthDate, { shouldDirty: true, shouldValidate: true });
    setValue('sex', decoded.sex, { shouldDirty: true, shouldValidate: true });
    setValue(CONFIRM_MISMATCH, false);
  };
  const decodedText = decoded
    ? translate('resources.user.fiscal.decoded', { date: formatDate(decoded.birthDate), sex: translate(`resources.user.sex.${decoded.sex}`) })
    : '';

  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <TextInput
        source="fiscalCode"
        fullWidth
        required={required}
        parse={(value: string) => normalizeFiscalCode(value ?? '')}
        slotProps={{ htmlInput: { maxLength: 16, autoCapitalize: 'characters', spellCheck: false, style: { fontFamily: 'monospace', letterSpacing: '0.08em' } } }}
        helperText={decoded ? <span data-testid="fiscal-decoded">{decodedText}</span> : 'resources.user.fiscal.help'}
      />
      {!!check?.mismatches.length && (
        <Alert severity="warning" data-testid="fiscal-mismatch" sx={{ mb: 2 }}>
          <AlertTitle>{translate('resources.user.fiscal.mismatchTitle')}</AlertTitle>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate('resources.user.fiscal.mismatchBody', {
              fields: check.mismatches.map((f) => translate(`resources.user.fields.${f}`)).join(', '),
              decoded: decodedText,
            })}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Button size="small" variant="outlined" color="inherit" onClick={applyDecoded}>
              {translate('resources.user.fiscal.useDecoded')}
            </Button>
            <BooleanInput source={CONFIRM_MISMATCH} label="resources.user.fiscal.confirm" helperText={false} defaultValue={false} sx={{ m: 0 }} />
          </Box>
          {confirmed && <Typography variant="caption">{translate('resources.user.fiscal.confirmed')}</Typography>}
        </Alert>
      )}
    </Box>
  );
};
