import { useEffect, useRef } from 'react';
import { AutocompleteInput, BooleanInput, DateInput, RadioButtonGroupInput, ReferenceInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { DOCUMENT_OWNER_TYPES, ZDocumentUpload, type TDocumentOwnerType, type TDocumentType } from '../../../shared/schemas/document';
import type { TVehicle } from '../../../shared/schemas/vehicle';
import { useCompanyChoices } from '../../components/companies';
import { requiredKeys } from '../../components/requiredFields';
import { offeredExpiry, typeChoices, typesFor, validityMonthsOf, visibleByDefault } from '../../pages/documents/kinds';
import { fullName } from '../user/name';

const ownerTypeChoices = DOCUMENT_OWNER_TYPES.map((type) => ({ id: type, name: `resources.document.ownerTypes.${type}` }));
const OWNER_LABEL = 'resources.document.fields.ownerId';
const byQuery = (q: string) => ({ q });
/** The fields of an upload the schema requires, marked with an asterisk. */
const REQUIRED = requiredKeys(ZDocumentUpload);
const OWNER_REQUIRED = { required: REQUIRED.has('ownerId') };

/** The owner picker of the chosen kind: a person, a company, a client or a vehicle. */
const OwnerInput = ({ ownerType }: { ownerType: TDocumentOwnerType | undefined }) => {
  const { choices, isPending } = useCompanyChoices();
  if (ownerType === 'COMPANY') {
    return <SelectInput source="ownerId" label={OWNER_LABEL} choices={choices} isPending={isPending} translateChoice={false} fullWidth helperText={false} required={OWNER_REQUIRED.required} />;
  }
  if (ownerType === 'CLIENT') {
    return (
      <ReferenceInput source="ownerId" reference="client" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput label={OWNER_LABEL} optionText="name" filterToQuery={byQuery} fullWidth helperText={false} TextFieldProps={OWNER_REQUIRED} />
      </ReferenceInput>
    );
  }
  if (ownerType === 'VEHICLE') {
    return (
      <ReferenceInput source="ownerId" reference="vehicle" sort={{ field: 'plate', order: 'ASC' }}>
        <AutocompleteInput label={OWNER_LABEL} optionText={(v: TVehicle) => `${v.plate} · ${v.brand} ${v.model}`} filterToQuery={byQuery} fullWidth helperText={false} TextFieldProps={OWNER_REQUIRED} />
      </ReferenceInput>
    );
  }
  return (
    <ReferenceInput source="ownerId" reference="user" sort={{ field: 'lastName', order: 'ASC' }}>
      <AutocompleteInput label={OWNER_LABEL} optionText={fullName} filterToQuery={byQuery} fullWidth helperText={false} TextFieldProps={OWNER_REQUIRED} disabled={!ownerType} />
    </ReferenceInput>
  );
};

/**
 * The catalogue's defaults follow the choices: a new owner kind drops a type it cannot have, a new
 * type brings its visibility, and its validity offers an expiry from the issue date (unless one
 * was typed by hand).
 */
const useCatalogueDefaults = () => {
  const { setValue, getValues } = useFormContext();
  const [ownerType, type, issuedAt] = useWatch({ name: ['ownerType', 'type', 'issuedAt'] }) as [TDocumentOwnerType | undefined, TDocumentType | undefined, string | null];
  const offered = useRef<string | undefined>(undefined);
  const previousOwnerType = useRef(ownerType);

  useEffect(() => {
    if (previousOwnerType.current !== ownerType) {
      previousOwnerType.current = ownerType;
      setValue('ownerId', null);
    }
    if (type && !typesFor(ownerType).includes(type)) setValue('type', null);
  }, [ownerType, type, setValue]);

  useEffect(() => {
    if (type) setValue('visibleToOwner', visibleByDefault(type));
  }, [type, setValue]);

  useEffect(() => {
    const next = offeredExpiry(type, issuedAt);
    const typed = getValues('expiresAt') as string | null | undefined;
    if (next && (!typed || typed === offered.current)) setValue('expiresAt', next);
    offered.current = next;
  }, [type, issuedAt, getValues, setValue]);

  return { ownerType, type };
};

/** Whose the document is and what it is; the same fields go with every file of the upload. */
export const DocumentUploadInputs = ({ disabled = false }: { disabled?: boolean }) => {
  const translate = useTranslate();
  const { ownerType, type } = useCatalogueDefaults();
  const months = validityMonthsOf(type);
  return (
    <>
      <RadioButtonGroupInput source="ownerType" isRequired={REQUIRED.has('ownerType')} choices={ownerTypeChoices} disabled={disabled} helperText={false} sx={{ '& .MuiFormGroup-root': { columnGap: 1 } }} />
      <OwnerInput key={ownerType ?? 'none'} ownerType={ownerType} />
      <SelectInput
        source="type"
        required={REQUIRED.has('type')}
        choices={typeChoices(typesFor(ownerType))}
        disabled={!ownerType || disabled}
        helperText={ownerType ? false : 'resources.document.upload.ownerFirst'}
        fullWidth
      />
      <TextInput source="title" helperText="resources.document.upload.titleHelp" fullWidth disabled={disabled} />
      <DateInput source="issuedAt" fullWidth disabled={disabled} />
      <DateInput
        source="expiresAt"
        fullWidth
        disabled={disabled}
        helperText={months ? translate('resources.document.upload.expiryOffered', { smart_count: months }) : false}
      />
      {ownerType === 'USER' && <BooleanInput source="visibleToOwner" helperText="resources.document.upload.visibleHelp" disabled={disabled} />}
    </>
  );
};
