import { MenuItem, TextField } from '@mui/material';
import { useLocale } from 'react-admin';
import { currentMonth, monthName, shiftMonth } from '../attendance/format';

/** The month pickers of the report page: this month and the `back` before it, newest first. */
export const MonthSelect = ({ label, value, onChange, error, back, testId }: { label: string; value: string; onChange: (month: string) => void; error?: string; back: number; testId: string }) => {
  const locale = useLocale();
  const months = Array.from({ length: back + 1 }, (_, i) => shiftMonth(currentMonth(), -i));
  return (
    <TextField select label={label} value={value} onChange={(e) => onChange(e.target.value)} error={!!error} helperText={error} slotProps={{ htmlInput: { 'data-testid': testId } }}>
      {months.map((m) => (
        <MenuItem key={m} value={m}>{monthName(m, locale)}</MenuItem>
      ))}
    </TextField>
  );
};
