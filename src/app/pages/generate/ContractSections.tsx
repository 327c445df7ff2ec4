import { AutocompleteInput, DateInput, NumberInput, TextInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { MAX_PROBATION_DAYS, MAX_WEEKLY_HOURS, ZContractRequest } from '../../../shared/schemas/document-generate';
import { requiredKeys } from '../../components/requiredFields';
import { fullName } from '../../resources/user/name';
import { levelFor, personPrefill, QUALIFICATIONS, type TContractFormValues, type TPerson } from './contractForm';
import { FormSection, SuggestedTextInput, Wide } from './FormSection';

const field = (name: keyof TContractFormValues) => `generate.contract.fields.${name}`;
const help = (name: string) => `generate.contract.help.${name}`;
const QUALIFICATION_NAMES = Object.values(QUALIFICATIONS).map((q) => q.qualification);
const LEVELS: string[] = Object.values(QUALIFICATIONS).map((q) => q.level);
const LONG = { multiline: true, minRows: 2 } as const;
/** The items the schema requires (those the Decreto Trasparenza makes the letter state), marked with an asterisk. */
const REQUIRED = requiredKeys(ZContractRequest);

/** 'Rossi Mario (RSSMRA80A01H501U)': typing a surname or a fiscal code finds them. */
export const personLabel = (person: TPerson) =>
  person.fiscalCode ? `${fullName(person)} (${person.fiscalCode})` : fullName(person);

interface TProps {
  people: TPerson[];
  places: string[];
  onPerson: (person: TPerson | undefined) => void;
}

/** Rapporto: who, under which contract, where and from when. Choosing the person fills what their record says. */
const Relationship = ({ people, places, onPerson }: TProps) => {
  const { setValue, getValues } = useFormContext<TContractFormValues>();
  const choose = (id: unknown) => {
    const person = people.find((p) => p.id === id);
    onPerson(person);
    if (!person) return;
    for (const [name, value] of Object.entries(personPrefill(person))) {
      setValue(name as keyof TContractFormValues, value as never, { shouldDirty: true });
    }
  };
  const pickQualification = (qualification: string) => {
    const level = levelFor(qualification);
    const current = getValues('level');
    if (level && (!current || LEVELS.includes(current))) setValue('level', level, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <FormSection title="generate.contract.sections.relationship" testId="contract-relationship">
      <Wide>
        <AutocompleteInput
          source="userId"
          label={field('userId')}
          TextFieldProps={{ required: REQUIRED.has('userId') }}
          choices={people}
          optionText={personLabel}
          onChange={choose}
          fullWidth
          helperText={help('userId')}
        />
      </Wide>
      <Wide>
        <TextInput source="ccnl" required={REQUIRED.has('ccnl')} label={field('ccnl')} fullWidth />
      </Wide>
      <Wide>
        <TextInput source="ccnlSignatories" required={REQUIRED.has('ccnlSignatories')} label={field('ccnlSignatories')} helperText={help('ccnlSignatories')} fullWidth />
      </Wide>
      <SuggestedTextInput source="qualification" required={REQUIRED.has('qualification')} label={field('qualification')} suggestions={QUALIFICATION_NAMES} onPick={pickQualification} />
      <SuggestedTextInput source="level" required={REQUIRED.has('level')} label={field('level')} suggestions={LEVELS} helperText={help('level')} />
      <Wide>
        <TextInput source="jobTitle" required={REQUIRED.has('jobTitle')} label={field('jobTitle')} helperText={help('jobTitle')} fullWidth />
      </Wide>
      <Wide>
        <SuggestedTextInput source="placeOfWork" required={REQUIRED.has('placeOfWork')} label={field('placeOfWork')} suggestions={places} helperText={help('placeOfWork')} />
      </Wide>
      <DateInput source="startDate" required={REQUIRED.has('startDate')} label={field('startDate')} fullWidth />
      <DateInput source="endDate" required={REQUIRED.has('endDate')} label={field('endDate')} helperText={help('endDate')} fullWidth />
      <NumberInput source="probationDays" required={REQUIRED.has('probationDays')} label={field('probationDays')} helperText={help('probationDays')} min={0} max={MAX_PROBATION_DAYS} step={1} fullWidth />
    </FormSection>
  );
};

/** Orario: normal hours, how they are spread, shifts and overtime. */
const Hours = () => (
  <FormSection title="generate.contract.sections.hours" testId="contract-hours">
    <NumberInput source="weeklyHours" required={REQUIRED.has('weeklyHours')} label={field('weeklyHours')} helperText={help('weeklyHours')} min={1} max={MAX_WEEKLY_HOURS} step={0.5} fullWidth />
    <Wide>
      <TextInput source="hoursDistribution" required={REQUIRED.has('hoursDistribution')} label={field('hoursDistribution')} fullWidth {...LONG} />
    </Wide>
    <Wide>
      <TextInput source="shifts" required={REQUIRED.has('shifts')} label={field('shifts')} fullWidth {...LONG} />
    </Wide>
    <Wide>
      <TextInput source="overtimeRules" required={REQUIRED.has('overtimeRules')} label={field('overtimeRules')} fullWidth {...LONG} />
    </Wide>
  </FormSection>
);

/** Retribuzione: the starting gross pay and how it is made up and paid. */
const Pay = () => (
  <FormSection title="generate.contract.sections.pay" testId="contract-pay">
    <NumberInput source="monthlyPay" required={REQUIRED.has('monthlyPay')} label={field('monthlyPay')} helperText={help('monthlyPay')} min={0} step={0.01} fullWidth />
    <TextInput source="payPeriod" required={REQUIRED.has('payPeriod')} label={field('payPeriod')} fullWidth />
    <Wide>
      <TextInput source="payElements" required={REQUIRED.has('payElements')} label={field('payElements')} fullWidth {...LONG} />
    </Wide>
    <TextInput source="paymentMethod" required={REQUIRED.has('paymentMethod')} label={field('paymentMethod')} fullWidth />
  </FormSection>
);

/** Altro: notice, holidays, training, social security and the monitoring the worker must be told of. */
const Other = () => (
  <FormSection title="generate.contract.sections.other" testId="contract-other">
    <NumberInput source="paidLeaveDays" required={REQUIRED.has('paidLeaveDays')} label={field('paidLeaveDays')} min={0} max={60} step={1} fullWidth />
    <Wide>
      <TextInput source="noticePeriod" required={REQUIRED.has('noticePeriod')} label={field('noticePeriod')} fullWidth {...LONG} />
    </Wide>
    <Wide>
      <TextInput source="socialSecurity" required={REQUIRED.has('socialSecurity')} label={field('socialSecurity')} fullWidth {...LONG} />
    </Wide>
    <Wide>
      <TextInput source="trainingRight" required={REQUIRED.has('trainingRight')} label={field('trainingRight')} fullWidth {...LONG} />
    </Wide>
    <Wide>
      <TextInput source="monitoringSystems" required={REQUIRED.has('monitoringSystems')} label={field('monitoringSystems')} helperText={help('monitoringSystems')} fullWidth {...LONG} />
    </Wide>
  </FormSection>
);

export const ContractSections = (props: TProps) => (
  <>
    <Relationship {...props} />
    <Hours />
    <Pay />
    <Other />
  </>
);
