import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TCompanyChoice } from '../../components/companies';

/** The company a document is for; starts as the top bar's, and with one company there is nothing to choose. */
export const CompanySelect = ({ choices, value, onChange }: { choices: TCompanyChoice[]; value: number | ''; onChange: (id: number) => void }) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      fullWidth
      label={translate('generate.company')}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      disabled={choices.length <= 1}
      helperText={value === '' ? translate('generate.pickCompany') : undefined}
      slotProps={{ htmlInput: { 'data-testid': 'generate-company' } }}
    >
      {choices.map((c) => (
        <MenuItem key={c.id} value={c.id}>{c.name}</MenuItem>
      ))}
    </TextField>
  );
};
