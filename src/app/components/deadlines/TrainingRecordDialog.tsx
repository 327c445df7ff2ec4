import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { DateInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { useFormContext, useWatch, type FieldValues, type Resolver } from 'react-hook-form';
import { todayInRome } from '../../../shared/dates';
import { ZTrainingCreate } from '../../../shared/schemas/deadline';
import { COURSE_CODES, courseOf, type TCourseCode } from '../../../shared/schemas/training';
import { requiredKeys } from '../requiredFields';
import { FormDialog } from './FormDialog';

const resolver = zodResolver(ZTrainingCreate) as unknown as Resolver<FieldValues>;
/** The fields of a course record the schema requires, marked with an asterisk. */
const REQUIRED = requiredKeys(ZTrainingCreate);
// Course names are the attestato's, in Italian as the law names them.
const courseChoices = COURSE_CODES.map((code) => ({ id: code, name: courseOf(code).name }));

/** Choosing a course brings its usual hours; the person may still change them. */
const CourseInputs = () => {
  const course = useWatch({ name: 'courseCode' }) as TCourseCode | undefined;
  const { setValue } = useFormContext();
  useEffect(() => {
    if (course && COURSE_CODES.includes(course)) setValue('hours', courseOf(course).hours, { shouldValidate: true });
  }, [course, setValue]);
  return (
    <SelectInput source="courseCode" label="deadlinesTab.training.course" choices={courseChoices} translateChoice={false} fullWidth isRequired={REQUIRED.has('courseCode')} sx={{ gridColumn: '1 / -1' }} />
  );
};

/** 'Registra corso': a course completed elsewhere, POST api/training. */
export const TrainingRecordDialog = ({ userId, open, onClose, onSaved }: { userId: number; open: boolean; onClose: () => void; onSaved: () => void }) => (
  <FormDialog
    open={open}
    title="deadlinesTab.training.title"
    path="api/training"
    resolver={resolver}
    defaultValues={{ userId, courseCode: '', completedAt: todayInRome(), hours: null, provider: '', certificateNumber: '' }}
    onClose={onClose}
    onSaved={onSaved}
    testId="training-dialog"
  >
    <CourseInputs />
    <DateInput source="completedAt" label="deadlinesTab.training.completedAt" fullWidth required={REQUIRED.has('completedAt')} />
    <NumberInput source="hours" label="deadlinesTab.training.hours" min={0.5} step={0.5} fullWidth required={REQUIRED.has('hours')} />
    <TextInput source="provider" label="deadlinesTab.training.provider" fullWidth required={REQUIRED.has('provider')} />
    <TextInput source="certificateNumber" label="deadlinesTab.training.certificateNumber" fullWidth required={REQUIRED.has('certificateNumber')} />
  </FormDialog>
);
