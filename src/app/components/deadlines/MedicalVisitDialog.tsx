import { zodResolver } from '@hookform/resolvers/zod';
import { Box } from '@mui/material';
import { DateInput, SelectInput, TextInput } from 'react-admin';
import { useWatch, type FieldValues, type Resolver } from 'react-hook-form';
import { todayInRome } from '../../../shared/dates';
import { MEDICAL_OUTCOMES, ZMedicalFitnessCreate } from '../../../shared/schemas/deadline';
import { requiredKeys } from '../requiredFields';
import { FormDialog } from './FormDialog';

const resolver = zodResolver(ZMedicalFitnessCreate) as unknown as Resolver<FieldValues>;
/** The fields of a visit the schema requires, marked with an asterisk (the outcome's details below). */
const REQUIRED = requiredKeys(ZMedicalFitnessCreate);
const outcomeChoices = MEDICAL_OUTCOMES.map((outcome) => ({ id: outcome, name: `deadlinesTab.outcomes.${outcome}` }));
const full = { gridColumn: '1 / -1' };

/** The limits only with FIT_WITH_LIMITS, the last day of unfitness only with TEMPORARILY_UNFIT: both required then. */
const OutcomeDetails = () => {
  const outcome = useWatch({ name: 'outcome' }) as string | undefined;
  return (
    <>
      {outcome === 'FIT_WITH_LIMITS' && (
        <Box sx={full}>
          <TextInput source="limits" label="deadlinesTab.medical.limits" multiline minRows={2} fullWidth required helperText="deadlinesTab.medical.limitsHelp" />
        </Box>
      )}
      {outcome === 'TEMPORARILY_UNFIT' && <DateInput source="unfitUntil" label="deadlinesTab.medical.unfitUntil" fullWidth required />}
    </>
  );
};

/** 'Registra visita medica': the occupational doctor's judgement, POST api/medical-fitness. */
export const MedicalVisitDialog = ({ userId, open, onClose, onSaved }: { userId: number; open: boolean; onClose: () => void; onSaved: () => void }) => (
  <FormDialog
    open={open}
    title="deadlinesTab.medical.title"
    path="api/medical-fitness"
    resolver={resolver}
    defaultValues={{ userId, visitDate: todayInRome(), outcome: 'FIT', limits: '', unfitUntil: null, validUntil: null, doctor: '' }}
    onClose={onClose}
    onSaved={onSaved}
    testId="medical-dialog"
  >
    <DateInput source="visitDate" label="deadlinesTab.medical.visitDate" fullWidth required={REQUIRED.has('visitDate')} />
    <SelectInput source="outcome" label="deadlinesTab.medical.outcome" choices={outcomeChoices} fullWidth isRequired={REQUIRED.has('outcome')} />
    <OutcomeDetails />
    <DateInput source="validUntil" label="deadlinesTab.medical.validUntil" helperText="deadlinesTab.medical.validUntilHelp" fullWidth />
    <TextInput source="doctor" label="deadlinesTab.medical.doctor" fullWidth />
  </FormDialog>
);
