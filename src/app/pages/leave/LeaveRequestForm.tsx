import { useEffect, useRef, useState } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import SendOutlined from '@mui/icons-material/SendOutlined';
import {
  DateInput, Form, RadioButtonGroupInput, required, SaveButton, SelectInput, TextInput, useCreate, useTranslate, type HttpError,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { TBalance } from '../../../shared/schemas/permission';
import { useLeaveRefresh } from '../../resources/permission/api';
import { LeaveSummary } from './LeaveSummary';
import { OpenSickLeaveNotice } from './OpenSickLeaveNotice';
import { defaultModeFor, LEAVE_TYPES, toLeavePayload, validateLeaveForm, type TLeaveFormValues } from './leaveForm';

const typeChoices = LEAVE_TYPES.map((type) => ({ id: type, name: `resources.permission.types.${type}` }));
const modeChoices = [
  { id: 'DAYS', name: 'leave.form.modeDays' },
  { id: 'HOURS', name: 'leave.form.modeHours' },
];
const DEFAULTS: TLeaveFormValues = { type: 'FERIE', mode: 'DAYS', startDate: '', endDate: '', startTime: '', endTime: '', reason: '' };
const shrink = { inputLabel: { shrink: true } };

/** Choosing ROL or ex-festività switches to hours, FERIE to days; the worker may still change it. */
const ModeFollowsType = () => {
  const type = useWatch<TLeaveFormValues, 'type'>({ name: 'type' });
  const { setValue } = useFormContext<TLeaveFormValues>();
  const previous = useRef(type);
  useEffect(() => {
    if (previous.current === type) return;
    previous.current = type;
    setValue('mode', defaultModeFor(type));
  }, [type, setValue]);
  return null;
};

/** The period as validateLeaveForm requires it: the day and both times by the hour, else both days. */
const Period = () => {
  const mode = useWatch<TLeaveFormValues, 'mode'>({ name: 'mode' });
  if (mode === 'HOURS') {
    return (
      <>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <DateInput source="startDate" label="resources.permission.fields.date" fullWidth required />
        </Box>
        <TextInput source="startTime" type="time" fullWidth slotProps={shrink} required />
        <TextInput source="endTime" type="time" fullWidth slotProps={shrink} required />
      </>
    );
  }
  return (
    <>
      <DateInput source="startDate" fullWidth required />
      <DateInput source="endDate" fullWidth required />
    </>
  );
};

/** A leave request: type, whole days or hours of one day, reason. Server errors land on the fields. */
export const LeaveRequestForm = ({ balance }: { balance?: TBalance }) => {
  const translate = useTranslate();
  const [create] = useCreate();
  const refresh = useLeaveRefresh();
  const [formKey, setFormKey] = useState(0);

  const submit = async (values: Record<string, unknown>) => {
    try {
      await create('permission', { data: toLeavePayload(values as unknown as TLeaveFormValues) }, { returnPromise: true });
      setFormKey((key) => key + 1);
      refresh();
    } catch (error) {
      refresh();
      return (error as HttpError)?.body?.errors;
    }
  };

  return (
    <Card sx={{ borderRadius: 3 }} data-testid="leave-form">
      <CardContent sx={{ p: { xs: 2, md: 2.5 } }}>
        <Typography variant="subtitle2" color="primary" sx={{ textTransform: 'uppercase', letterSpacing: '0.06em' }}>
          {translate('leave.form.title')}
        </Typography>
        <OpenSickLeaveNotice />
        <Form key={formKey} defaultValues={DEFAULTS} validate={validateLeaveForm as never} onSubmit={submit} noValidate disableInvalidFormNotification>
          <ModeFollowsType />
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: 1.5 }}>
            <Box sx={{ gridColumn: '1 / -1' }}>
              <SelectInput source="type" choices={typeChoices} fullWidth validate={required()} helperText={false} />
            </Box>
            <Box sx={{ gridColumn: '1 / -1' }}>
              <RadioButtonGroupInput source="mode" choices={modeChoices} row helperText={false} />
            </Box>
            <Period />
            <Box sx={{ gridColumn: '1 / -1' }}>
              <TextInput source="reason" fullWidth multiline minRows={2} helperText="leave.form.reasonHelp" />
            </Box>
            <LeaveSummary balance={balance} />
          </Box>
          <SaveButton label="leave.form.submit" alwaysEnable icon={<SendOutlined />} sx={{ mt: 1.5, width: { xs: '100%', sm: 'auto' } }} data-testid="leave-submit" />
        </Form>
      </CardContent>
    </Card>
  );
};
