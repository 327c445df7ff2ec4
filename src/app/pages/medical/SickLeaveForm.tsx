import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { DateInput, Form, SaveButton, SelectInput, TextInput, required, useCreate, type HttpError } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { todayInRome } from '../../../shared/dates';
import { SICK_LEAVE_KINDS, type TSickLeaveKind } from '../../../shared/leave';
import type { TPermission } from '../../../shared/schemas/permission';
import { useLeaveRefresh } from '../../resources/permission/api';
import { formatPeriod, type TTranslate } from '../../resources/permission/leaveFormat';
import { continuationStart, parentOf, toSickPayload, validateSickForm, type TSickFormValues } from './sickLeave';

const kindChoices = (kinds: readonly TSickLeaveKind[]) => kinds.map((kind) => ({ id: kind, name: `resources.permission.kinds.${kind}` }));

/** A continuation or a relapse may name the certificate it follows, among the worker's own. */
const ParentInput = ({ previous, translate }: { previous: TPermission[]; translate: TTranslate }) => {
  const kind = useWatch<TSickFormValues, 'kind'>({ name: 'kind' });
  if (kind === 'FIRST' || previous.length === 0) return null;
  const choices = previous.map((p) => ({ id: p.id, name: `${formatPeriod(translate, p)} · ${p.protocolNumber ?? ''}` }));
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <SelectInput source="parentId" choices={choices} translateChoice={false} fullWidth helperText="sickLeave.form.parentHelp" />
    </Box>
  );
};

interface TProps {
  /** The certificate a continuation follows: the kind is then CONTINUATION or RELAPSE and the parent fixed. */
  parent?: TPermission;
  /** The worker's earlier sick leaves, to choose a parent from on the main screen. */
  previous?: TPermission[];
  translate: TTranslate;
  submitLabel: string;
  onCreated: (record: TPermission) => void;
}

/**
 * Protocol, kind, start, expected end (may stay empty), address while sick. No approval follows.
 * The first three are required (validateSickForm) and marked so.
 */
export const SickLeaveForm = ({ parent, previous = [], translate, submitLabel, onCreated }: TProps) => {
  const [create] = useCreate<TPermission>();
  const refresh = useLeaveRefresh();
  const [formKey, setFormKey] = useState(0);
  const defaults: TSickFormValues = parent
    ? { kind: 'CONTINUATION', parentId: parent.id, startDate: continuationStart(parent), endDate: '', protocolNumber: '', availabilityAddress: parent.availabilityAddress ?? '' }
    : { kind: 'FIRST', startDate: todayInRome(), endDate: '', protocolNumber: '', availabilityAddress: '', parentId: null };

  const validate = (values: TSickFormValues) => validateSickForm(values, todayInRome(), parentOf(values, parent, previous));

  const submit = async (values: Record<string, unknown>) => {
    try {
      const data = toSickPayload(values as unknown as TSickFormValues) as Partial<TPermission>;
      const record = await create('permission', { data }, { returnPromise: true });
      setFormKey((key) => key + 1);
      refresh();
      onCreated(record as TPermission);
    } catch (error) {
      return (error as HttpError)?.body?.errors;
    }
  };

  return (
    <Form key={formKey} defaultValues={defaults} validate={validate as never} onSubmit={submit} noValidate disableInvalidFormNotification>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: 1.5 }}>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TextInput source="protocolNumber" fullWidth required helperText="sickLeave.form.protocolHelp" slotProps={{ htmlInput: { autoCapitalize: 'characters', autoComplete: 'off' } }} />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <SelectInput source="kind" choices={kindChoices(parent ? ['CONTINUATION', 'RELAPSE'] : SICK_LEAVE_KINDS)} fullWidth validate={required()} helperText={false} />
        </Box>
        {!parent && <ParentInput previous={previous} translate={translate} />}
        <DateInput source="startDate" fullWidth helperText={false} required />
        <DateInput source="endDate" fullWidth helperText={false} />
        <Typography variant="caption" color="text.secondary" sx={{ gridColumn: '1 / -1', px: 1.75, mb: 0.5 }}>
          {translate('sickLeave.form.endHelp')}
        </Typography>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TextInput source="availabilityAddress" fullWidth helperText="sickLeave.form.addressHelp" />
        </Box>
      </Box>
      <SaveButton label={submitLabel} alwaysEnable icon={<SendOutlined />} sx={{ mt: 1.5, width: { xs: '100%', sm: 'auto' } }} data-testid="sick-submit" />
    </Form>
  );
};
