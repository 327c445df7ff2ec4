import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography, useMediaQuery, type Theme } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch, type FieldValues, type Resolver } from 'react-hook-form';
import {
  BooleanInput, CreateBase, DateInput, Form, NumberInput, ReferenceInput, SaveButton, SelectInput, TextInput, useNotify, useRedirect, useTranslate,
} from 'react-admin';
import { SERVICE_TYPES, ZRequestCreate, type TRequest } from '../../../shared/schemas/request';
import type { TClient } from '../../../shared/schemas/client';
import { notifyUnlessToasted } from '../../components/mutationErrors';
import { requiredKeys } from '../../components/requiredFields';
import { SlotInputs } from '../../resources/workforce/posts/SlotInputs';
import { ROUNDS_SERVICE } from '../portal/requestForm';
import { requestPath } from './paths';

const resolver = zodResolver(ZRequestCreate) as unknown as Resolver<FieldValues>;
/** The fields of a request the schema requires, marked with an asterisk. */
const REQUIRED = requiredKeys(ZRequestCreate);
const typeChoices = SERVICE_TYPES.map((type) => ({ id: type, name: `request.serviceType.${type}` }));

/** The rounds are required for an inspection service (the schema's rule across fields). */
const RoundsInput = () => {
  const serviceType = useWatch({ name: 'serviceType' }) as string | undefined;
  return <NumberInput source="roundsPerDay" required={serviceType === ROUNDS_SERVICE} min={1} max={48} fullWidth helperText="officeRequests.create.roundsHelp" />;
};

/**
 * A request the office writes for a client (one phoned in, say): the client's own form, with the
 * client fixed; saved, it opens on its page.
 */
export const NewRequestDialog = ({ client, onClose }: { client: TClient; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="new-request-title" data-testid="new-request-dialog">
      <CreateBase
        resource="request"
        record={{ clientId: client.id, headcount: 1, armed: false, timeSlots: [] }}
        redirect={false}
        mutationOptions={{ onSuccess: (request: TRequest) => redirect(requestPath(request.id)), onError: notifyUnlessToasted(notify) }}
      >
        <Form resolver={resolver} mode="onBlur" reValidateMode="onChange" noValidate>
          <DialogTitle id="new-request-title">{translate('officeRequests.create.title')}</DialogTitle>
          <DialogContent dividers>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('officeRequests.create.intro', { name: client.name })}</Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2 }}>
              <SelectInput source="serviceType" choices={typeChoices} fullWidth required={REQUIRED.has('serviceType')} />
              <ReferenceInput source="siteId" reference="client-site" filter={{ clientId: client.id }} sort={{ field: 'name', order: 'ASC' }} perPage={200}>
                <SelectInput optionText="name" label="resources.request.fields.siteId" fullWidth required={REQUIRED.has('siteId')} />
              </ReferenceInput>
              <Box sx={{ gridColumn: '1 / -1' }}><TextInput source="title" required={REQUIRED.has('title')} fullWidth /></Box>
              <DateInput source="startDate" required={REQUIRED.has('startDate')} fullWidth />
              <DateInput source="endDate" required={REQUIRED.has('endDate')} fullWidth />
              <NumberInput source="headcount" required={REQUIRED.has('headcount')} min={1} max={50} fullWidth />
              <RoundsInput />
              <BooleanInput source="armed" />
            </Box>
            <Typography variant="subtitle2" sx={{ mt: 1 }}>{translate('resources.request.fields.timeSlots')}</Typography>
            <SlotInputs />
            <TextInput source="description" multiline minRows={3} fullWidth />
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5 }}>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <SaveButton alwaysEnable label="officeRequests.create.submit" />
          </DialogActions>
        </Form>
      </CreateBase>
    </Dialog>
  );
};
