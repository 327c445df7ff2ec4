import { useEffect, useRef } from 'react';
import { Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AutocompleteInput, Create, DateInput, Edit, ReferenceInput, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, useNotify, useRedirect, useTranslate,
} from 'react-admin';
import { useFormContext, useWatch, type FieldValues, type Resolver } from 'react-hook-form';
import { DEADLINE_KIND_CODES, DEADLINE_KINDS, ZDeadlineCreate, ZDeadlinePatch, type TDeadlineKind, type TDeadlineSubjectType } from '../../../shared/schemas/deadline';
import type { TVehicle } from '../../../shared/schemas/vehicle';
import { useCompanyChoices } from '../../components/companies';
import { missingProps } from '../../components/RecordMissing';
import { requiredKeys } from '../../components/requiredFields';
import { notifyUnlessToasted } from '../../components/mutationErrors';
import { fullName } from '../user/name';
import { subjectTypeChoices } from './DeadlineFilters';

const createResolver = zodResolver(ZDeadlineCreate) as unknown as Resolver<FieldValues>;
const editResolver = zodResolver(ZDeadlinePatch) as unknown as Resolver<FieldValues>;
/**
 * The fields a new deadline requires, marked with an asterisk; the edit marks the same, since the
 * patch takes the title and due date it sends as strictly as the create.
 */
const REQUIRED = requiredKeys(ZDeadlineCreate);
const SUBJECT_REQUIRED = { required: REQUIRED.has('subjectId') };

const SUBJECT_LABEL = 'resources.deadlines.fields.subjectId';
const byQuery = (q: string) => ({ q });

/** The kinds a subject of this type may have (a vehicle's insurance is not a person's). */
const kindsFor = (subjectType: TDeadlineSubjectType | undefined) =>
  DEADLINE_KIND_CODES.filter((code) => !subjectType || (DEADLINE_KINDS[code] as TDeadlineKind).subjectTypes.includes(subjectType)).map((code) => ({
    id: code,
    name: `deadlines.kinds.${code}`,
  }));

/** The subject picker of the chosen type: a person, a vehicle, a company or a client. */
const SubjectInput = ({ subjectType }: { subjectType: TDeadlineSubjectType | undefined }) => {
  const { choices, isPending } = useCompanyChoices();
  if (subjectType === 'COMPANY') {
    return <SelectInput source="subjectId" label={SUBJECT_LABEL} choices={choices} isPending={isPending} translateChoice={false} fullWidth required={SUBJECT_REQUIRED.required} />;
  }
  if (subjectType === 'CLIENT') {
    return (
      <ReferenceInput source="subjectId" reference="client" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput label={SUBJECT_LABEL} optionText="name" filterToQuery={byQuery} fullWidth TextFieldProps={SUBJECT_REQUIRED} />
      </ReferenceInput>
    );
  }
  if (subjectType === 'VEHICLE') {
    return (
      <ReferenceInput source="subjectId" reference="vehicle" sort={{ field: 'plate', order: 'ASC' }}>
        <AutocompleteInput label={SUBJECT_LABEL} optionText={(v: TVehicle) => `${v.plate} · ${v.brand} ${v.model}`} filterToQuery={byQuery} fullWidth TextFieldProps={SUBJECT_REQUIRED} />
      </ReferenceInput>
    );
  }
  return (
    <ReferenceInput source="subjectId" reference="user" sort={{ field: 'lastName', order: 'ASC' }}>
      <AutocompleteInput label={SUBJECT_LABEL} optionText={fullName} filterToQuery={byQuery} fullWidth TextFieldProps={SUBJECT_REQUIRED} />
    </ReferenceInput>
  );
};

/** A new subject type drops the subject picked for the old one, and a kind it cannot have. */
const SubjectAndKind = () => {
  const { setValue, getValues } = useFormContext();
  const subjectType = useWatch({ name: 'subjectType' }) as TDeadlineSubjectType | undefined;
  const previous = useRef(subjectType);
  useEffect(() => {
    if (previous.current === subjectType) return;
    previous.current = subjectType;
    setValue('subjectId', null);
    const kind = getValues('kind') as string | undefined;
    if (kind && !kindsFor(subjectType).some((choice) => choice.id === kind)) setValue('kind', 'OTHER');
  }, [subjectType, setValue, getValues]);
  return (
    <>
      <SelectInput source="subjectType" choices={subjectTypeChoices} fullWidth required={REQUIRED.has('subjectType')} />
      <SubjectInput subjectType={subjectType} />
      <SelectInput source="kind" choices={kindsFor(subjectType)} fullWidth />
    </>
  );
};

const Intro = () => {
  const translate = useTranslate();
  return <Typography color="text.secondary" sx={{ mb: 1, maxWidth: 560 }}>{translate('deadlinesOffice.create.intro')}</Typography>;
};

/** 'Nuova scadenza': a manual deadline for anything the sources do not cover. */
export const DeadlineCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title="deadlinesOffice.create.title"
      mutationOptions={{ onSuccess: () => redirect('list', 'deadlines'), onError: notifyUnlessToasted(notify) }}
    >
      <SimpleForm
        resolver={createResolver}
        defaultValues={{ subjectType: 'USER', subjectId: null, kind: 'OTHER', title: '', dueDate: '', note: '' }}
        mode="onBlur"
        reValidateMode="onChange"
        disableInvalidFormNotification
        noValidate
        sx={{ maxWidth: 560 }}
      >
        <Intro />
        <SubjectAndKind />
        <TextInput source="title" fullWidth required={REQUIRED.has('title')} />
        <DateInput source="dueDate" fullWidth required={REQUIRED.has('dueDate')} />
        <TextInput source="note" multiline minRows={2} fullWidth />
      </SimpleForm>
    </Create>
  );
};

/** A manual deadline's title, due date and note (derived ones follow their source and are not edited here). */
export const DeadlineEdit = () => {
  const notify = useNotify();
  return (
    <Edit
      title="deadlinesOffice.edit.title"
      mutationMode="pessimistic"
      redirect="list"
      actions={false}
      transform={({ title, dueDate, note }: FieldValues) => ({ title, dueDate, note: note || null })}
      mutationOptions={{ onError: notifyUnlessToasted(notify) }}
      {...missingProps}
    >
      <SimpleForm resolver={editResolver} mode="onBlur" reValidateMode="onChange" disableInvalidFormNotification noValidate toolbar={<Toolbar><SaveButton /></Toolbar>} sx={{ maxWidth: 560 }}>
        <TextInput source="title" fullWidth required={REQUIRED.has('title')} />
        <DateInput source="dueDate" fullWidth required={REQUIRED.has('dueDate')} />
        <TextInput source="note" multiline minRows={2} fullWidth />
      </SimpleForm>
    </Edit>
  );
};
