import { Box } from '@mui/material';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import { DateInput, Form, SaveButton, useNotify, type HttpError } from 'react-admin';
import type { TPermission } from '../../../shared/schemas/permission';
import { patchSickLeave, useLeaveRefresh } from '../../resources/permission/api';

/** Sets the end of an open-ended sick leave (PATCH api/permission/{id}); the back office is told. */
export const SetEndForm = ({ record }: { record: TPermission }) => {
  const notify = useNotify();
  const refresh = useLeaveRefresh();
  const validate = (values: Record<string, unknown>) => {
    const endDate = values.endDate as string | undefined;
    if (!endDate) return { endDate: 'validation.required' };
    return endDate < record.startDate ? { endDate: 'validation.endBeforeStart' } : {};
  };
  const submit = async (values: Record<string, unknown>) => {
    try {
      const answer = await patchSickLeave(record.id, { endDate: values.endDate as string });
      notify(answer.message, { type: 'success' });
      refresh();
    } catch (error) {
      return (error as HttpError)?.body?.errors;
    }
  };
  return (
    <Form defaultValues={{ endDate: '' }} validate={validate} onSubmit={submit} noValidate disableInvalidFormNotification>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }} data-testid="set-end-form">
        <Box sx={{ flex: '1 1 160px' }}>
          <DateInput source="endDate" label="sickLeave.detail.setEnd" fullWidth required />
        </Box>
        <SaveButton label="sickLeave.detail.saveEnd" alwaysEnable icon={<EventAvailableOutlined />} variant="outlined" sx={{ mt: 1, flex: { xs: '1 1 100%', sm: '0 0 auto' } }} />
      </Box>
    </Form>
  );
};
