import { Box, Button, Chip, FormHelperText, IconButton, Tooltip, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import NightsStayOutlined from '@mui/icons-material/NightsStayOutlined';
import {
  ArrayInput, SimpleFormIterator, TextInput, useInput, useSimpleFormIterator, useSimpleFormIteratorItem, useTranslate, useWrappedSource,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { WEEKDAYS, ZTimeSlot } from '../../../../shared/schemas/workforce';
import { requiredKeys } from '../../../components/requiredFields';
import { isOvernight } from './slots';

/** A new slot starts as the working week, the commonest case. */
const WORKING_WEEK = [1, 2, 3, 4, 5];
/** A slot's fields the schema requires, marked as the inputs' labels are (the asterisk is not read out). */
const SLOT_REQUIRED = requiredKeys(ZTimeSlot);

/** The days of a slot as seven toggles, Lun…Dom; the pressed state is spoken (aria-pressed), not only shown. */
const DaysInput = ({ source, defaultValue }: { source: string; defaultValue: number[] }) => {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source, defaultValue });
  const days: number[] = Array.isArray(field.value) ? field.value : [];
  const toggle = (day: number) => field.onChange(days.includes(day) ? days.filter((d) => d !== day) : [...days, day].sort());
  const error = fieldState.error?.message;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography id={`${id}-label`} variant="caption" color="text.secondary" component="p">{translate('posts.slots.days')}{SLOT_REQUIRED.has('days') && <span aria-hidden="true"> *</span>}</Typography>
      <Box role="group" aria-labelledby={`${id}-label`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, py: 0.5 }} data-testid="slot-days">
        {WEEKDAYS.map((day) => {
          const on = days.includes(day);
          return (
            <Chip
              key={day}
              component="button"
              type="button"
              clickable
              aria-pressed={on}
              title={translate(`posts.days.long.${day}`)}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              label={translate(`posts.days.short.${day}`)}
              onClick={() => toggle(day)}
              onBlur={field.onBlur}
              data-day={day}
              sx={{ minWidth: 48, minHeight: 36 }}
            />
          );
        })}
      </Box>
      {error && <FormHelperText error>{translate(error, { _: error })}</FormHelperText>}
    </Box>
  );
};

/** Said in words beside the times: an end before the start is the next morning. */
const OvernightHint = () => {
  const translate = useTranslate();
  const start = useWatch({ name: useWrappedSource('start') }) as string | undefined;
  const end = useWatch({ name: useWrappedSource('end') }) as string | undefined;
  if (!isOvernight(start, end)) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary', alignSelf: 'center' }} data-testid="slot-overnight">
      <NightsStayOutlined fontSize="small" aria-hidden />
      <Typography variant="body2">{start === end ? translate('posts.slots.allDay') : translate('posts.slots.overnight')}</Typography>
    </Box>
  );
};

const AddSlotButton = () => {
  const translate = useTranslate();
  const { add } = useSimpleFormIterator();
  return (
    <Button startIcon={<AddOutlined />} onClick={() => add()} data-testid="slot-add" sx={{ minHeight: 44 }}>
      {translate('posts.slots.add')}
    </Button>
  );
};

const RemoveSlotButton = () => {
  const translate = useTranslate();
  const { remove, index } = useSimpleFormIteratorItem();
  const label = `${translate('posts.slots.remove')} ${index + 1}`;
  return (
    <Tooltip title={label}>
      <IconButton onClick={() => remove()} aria-label={label} data-testid="slot-remove" sx={{ width: 44, height: 44 }}>
        <DeleteOutline />
      </IconButton>
    </Tooltip>
  );
};

/** The post's weekly slots: a row per slot (days, start, end), added and removed freely. */
export const SlotInputs = () => (
  <ArrayInput source="timeSlots" label={false}>
    <SimpleFormIterator
      disableReordering
      disableClear
      addButton={<AddSlotButton />}
      removeButton={<RemoveSlotButton />}
      sx={{
        '& .RaSimpleFormIterator-line': { borderBottom: 1, borderColor: 'divider', py: 1 },
        '& .RaSimpleFormIterator-form': { display: 'flex', flexDirection: 'row', flexWrap: 'wrap', columnGap: 2, alignItems: 'flex-end' },
      }}
      data-testid="slots"
    >
      <DaysInput source="days" defaultValue={WORKING_WEEK} />
      <TextInput source="start" required={SLOT_REQUIRED.has('start')} type="time" label="posts.slots.start" defaultValue="07:00" sx={{ width: 150 }} helperText={false} />
      <TextInput source="end" required={SLOT_REQUIRED.has('end')} type="time" label="posts.slots.end" defaultValue="19:00" sx={{ width: 150 }} helperText={false} />
      <OvernightHint />
    </SimpleFormIterator>
  </ArrayInput>
);
