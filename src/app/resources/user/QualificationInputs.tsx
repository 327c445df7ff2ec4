import { useEffect } from 'react';
import { Box, Typography } from '@mui/material';
import { BooleanInput, RadioButtonGroupInput, SelectInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { CITIZENSHIPS, QUALIFICATIONS } from '../../../shared/schemas/user';

const qualificationChoices = QUALIFICATIONS.map((q) => ({ id: q, name: `resources.user.qualification.${q}` }));
const citizenshipChoices = CITIZENSHIPS.map((c) => ({ id: c, name: `resources.user.citizenship.${c}` }));

/**
 * What a worker may be rostered as: qualification, citizenship (a non-EU citizen cannot be a
 * GPG and needs a residence permit) and whether they do armed services, which only a GPG may.
 * Shown for workers only.
 */
export const QualificationInputs = () => {
  const translate = useTranslate();
  const roles = useWatch({ name: 'roles' }) as string[] | undefined;
  const qualification = useWatch({ name: 'qualification' }) as string | null | undefined;
  const armed = useWatch({ name: 'armed' }) as boolean | undefined;
  const { setValue } = useFormContext();
  const gpg = qualification === 'GPG';
  // Armed services need a GPG: the switch goes off with the qualification.
  useEffect(() => {
    if (!gpg && armed) setValue('armed', false, { shouldDirty: true });
  }, [gpg, armed, setValue]);
  if (!roles?.includes('ROLE_WORKER')) return null;
  return (
    <>
      <SelectInput source="qualification" choices={qualificationChoices} emptyText="resources.user.qualification.none" fullWidth />
      <RadioButtonGroupInput source="citizenship" choices={citizenshipChoices} row />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Typography variant="caption" color="text.secondary" component="p">{translate('resources.user.fields.armed')}</Typography>
        <BooleanInput source="armed" label="resources.user.armedLabel" disabled={!gpg} helperText={gpg ? false : 'resources.user.armedHelp'} />
      </Box>
    </>
  );
};
