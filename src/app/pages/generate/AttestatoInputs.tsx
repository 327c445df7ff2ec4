import { useEffect, useRef } from 'react';
import { Box, Typography } from '@mui/material';
import { AutocompleteArrayInput, DateInput, NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { COURSES, DELIVERY_MODES, ZAttestatoRequest, type TCourseCode, type TDeliveryMode } from '../../../shared/schemas/training';
import { requiredKeys } from '../../components/requiredFields';
import { afterCourseChosen, courseChoices, validityOf, type TAttestatoFormValues } from './attestatoForm';
import { personLabel } from './ContractSections';
import type { TPerson } from './contractForm';
import { FormSection, SuggestedTextInput, Wide } from './FormSection';

const field = (name: keyof TAttestatoFormValues) => `generate.attestato.fields.${name}`;
/** What the schema requires for an attestato, marked with an asterisk. */
const REQUIRED = requiredKeys(ZAttestatoRequest);

/** Choosing a course sets its default hours and a delivery mode it allows; both stay editable. */
const CourseFollows = () => {
  const code = useWatch<TAttestatoFormValues, 'courseCode'>({ name: 'courseCode' });
  const { getValues, setValue } = useFormContext<TAttestatoFormValues>();
  const previous = useRef(code);
  useEffect(() => {
    if (!code || previous.current === code) return;
    previous.current = code;
    const next = afterCourseChosen(code, getValues('deliveryMode'));
    setValue('hours', next.hours, { shouldDirty: true });
    setValue('deliveryMode', next.deliveryMode, { shouldDirty: true });
  }, [code, getValues, setValue]);
  return null;
};

/** What the catalogue says of the chosen course: the law it answers, its usual hours and how long it lasts. */
const CourseFacts = () => {
  const translate = useTranslate();
  const code = useWatch<TAttestatoFormValues, 'courseCode'>({ name: 'courseCode' });
  if (!code) return null;
  const course = COURSES[code];
  const validity = validityOf(code);
  const facts: Array<[string, string]> = [
    ['legalReference', course.legalReference],
    ['defaultHours', translate('generate.attestato.hoursValue', { smart_count: course.hours })],
    ['validity', validity ? translate(`generate.attestato.validity.${validity.key}`, { smart_count: validity.count }) : translate('generate.attestato.validity.never')],
  ];
  return (
    <Box component="dl" data-testid="course-facts" sx={{ m: 0, mb: 2, p: 1.5, borderRadius: 2, bgcolor: 'action.hover', display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 2, rowGap: 0.5 }}>
      {facts.map(([key, value]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">{translate(`generate.attestato.facts.${key}`)}</Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>{value}</Typography>
        </Box>
      ))}
    </Box>
  );
};

/** The modes the chosen course allows (all before a course is chosen). */
const DeliveryModeInput = () => {
  const code = useWatch<TAttestatoFormValues, 'courseCode'>({ name: 'courseCode' });
  const allowed: readonly TDeliveryMode[] = code ? COURSES[code as TCourseCode].deliveryModes : DELIVERY_MODES;
  const choices = allowed.map((mode) => ({ id: mode, name: `generate.attestato.deliveryModes.${mode}` }));
  return <SelectInput source="deliveryMode" required={REQUIRED.has('deliveryMode')} label={field('deliveryMode')} choices={choices} fullWidth />;
};

export const AttestatoInputs = ({ people, places }: { people: TPerson[]; places: string[] }) => (
  <>
    <CourseFollows />
    <FormSection title="generate.attestato.sections.course" testId="attestato-course">
      <Wide>
        <SelectInput source="courseCode" required={REQUIRED.has('courseCode')} label={field('courseCode')} choices={courseChoices} translateChoice={false} fullWidth />
        <CourseFacts />
      </Wide>
      <DateInput source="startDate" required={REQUIRED.has('startDate')} label={field('startDate')} fullWidth />
      <DateInput source="endDate" required={REQUIRED.has('endDate')} label={field('endDate')} fullWidth />
      <NumberInput source="hours" required={REQUIRED.has('hours')} label={field('hours')} helperText="generate.attestato.help.hours" min={0.5} step={0.5} fullWidth />
      <DeliveryModeInput />
    </FormSection>
    <FormSection title="generate.attestato.sections.organisation" testId="attestato-organisation">
      <Wide>
        <TextInput source="organiser" required={REQUIRED.has('organiser')} label={field('organiser')} helperText="generate.attestato.help.organiser" fullWidth />
      </Wide>
      <TextInput source="organiserRepresentative" required={REQUIRED.has('organiserRepresentative')} label={field('organiserRepresentative')} helperText="generate.attestato.help.organiserRepresentative" fullWidth />
      <TextInput source="teacher" required={REQUIRED.has('teacher')} label={field('teacher')} fullWidth />
      <Wide>
        <SuggestedTextInput source="place" required={REQUIRED.has('place')} label={field('place')} suggestions={places} />
      </Wide>
    </FormSection>
    <FormSection title="generate.attestato.sections.participants" testId="attestato-participants">
      <Wide>
        <AutocompleteArrayInput
          source="userIds"
          label={field('userIds')}
          TextFieldProps={{ required: REQUIRED.has('userIds') }}
          choices={people}
          optionText={personLabel}
          helperText="generate.attestato.help.userIds"
          fullWidth
        />
      </Wide>
    </FormSection>
  </>
);
