import { Box, FormControl, FormHelperText, FormLabel, MenuItem, TextField } from '@mui/material';
import { InputHelperText, useInput, useLocale, useTranslate } from 'react-admin';
import { choosePatronDay, dayChoices, monthChoices, patronDayParts } from './patronDay';

/**
 * The seat's patron saint's day, picked as a day and a month (stored as 'MM-dd'). Picking "none" in
 * either clears it; the days offered follow the month, 29 February included. It is checked on
 * saving, not on leaving a select: the month is often picked before the day.
 */
export const PatronDayInput = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const { field, fieldState, id } = useInput({ source: 'patronDay' });
  const parts = patronDayParts(field.value);
  const error = fieldState.error?.message;
  // The help, or the error after saving, is read with either select.
  const helpId = `${id}-help`;
  const none = <MenuItem value="">{translate('resources.company.patronDay.none')}</MenuItem>;
  const pick = (change: Partial<typeof parts>) => field.onChange(choosePatronDay(parts, change));
  return (
    <FormControl component="fieldset" error={!!error} fullWidth>
      <FormLabel component="legend" sx={{ typography: 'body2', mb: 1.5 }}>{translate('resources.company.fields.patronDay')}</FormLabel>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)', columnGap: 1 }}>
        <TextField
          select
          id={`${id}-day`}
          label={translate('resources.company.patronDay.day')}
          value={parts.day}
          onChange={(event) => pick({ day: event.target.value })}
          error={!!error}
          inputRef={field.ref}
          slotProps={{ htmlInput: { 'data-testid': 'patron-day-day' }, select: { SelectDisplayProps: { 'aria-describedby': helpId } as object } }}
        >
          {none}
          {dayChoices(parts.month).map((day) => <MenuItem key={day} value={day}>{Number(day)}</MenuItem>)}
        </TextField>
        <TextField
          select
          id={`${id}-month`}
          label={translate('resources.company.patronDay.month')}
          value={parts.month}
          onChange={(event) => pick({ month: event.target.value })}
          error={!!error}
          slotProps={{ htmlInput: { 'data-testid': 'patron-day-month' }, select: { SelectDisplayProps: { 'aria-describedby': helpId } as object } }}
        >
          {none}
          {monthChoices(locale).map((month) => <MenuItem key={month.id} value={month.id}>{month.name}</MenuItem>)}
        </TextField>
      </Box>
      <FormHelperText id={helpId}>
        <InputHelperText error={error} helperText="resources.company.patronDay.help" />
      </FormHelperText>
    </FormControl>
  );
};
