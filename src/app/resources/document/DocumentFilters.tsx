import { useEffect } from 'react';
import { AutocompleteInput, BooleanInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { addDays, todayInRome } from '../../../shared/dates';
import { DOCUMENT_OWNER_TYPES, DOCUMENT_STATUSES } from '../../../shared/schemas/document';
import { useCompanyChoices } from '../../components/companies';
import { typeChoices } from '../../pages/documents/kinds';
import { fullName } from '../user/name';

/** `expiresAt_lte` windows counted from today: already expired, or within 30, 60, 90 days. */
export const expiryWindows = (today: string = todayInRome()) => [
  { id: addDays(today, -1), name: 'resources.document.window.expired' },
  { id: addDays(today, 30), name: 'resources.document.window.d30' },
  { id: addDays(today, 60), name: 'resources.document.window.d60' },
  { id: addDays(today, 90), name: 'resources.document.window.d90' },
];

const ownerTypeChoices = DOCUMENT_OWNER_TYPES.map((type) => ({ id: type, name: `resources.document.ownerTypes.${type}` }));
const statusChoices = DOCUMENT_STATUSES.map((status) => ({ id: status, name: `resources.document.status.${status}` }));

/** A person picked as owner: the owner id means a person's only with the owner type USER beside it. */
const PersonFilter = ({ alwaysOn: _alwaysOn }: { source: string; alwaysOn?: boolean }) => {
  const ownerId = useWatch({ name: 'ownerId' });
  const { setValue, getValues } = useFormContext();
  useEffect(() => {
    if (ownerId != null && ownerId !== '' && getValues('ownerType') !== 'USER') setValue('ownerType', 'USER');
  }, [ownerId, getValues, setValue]);
  return (
    <ReferenceInput source="ownerId" reference="user" sort={{ field: 'lastName', order: 'ASC' }}>
      <AutocompleteInput optionText={fullName} filterToQuery={(q: string) => ({ q })} label="resources.document.filters.person" sx={{ minWidth: 240 }} />
    </ReferenceInput>
  );
};

/**
 * Search, the person, the type and an expiry window always in view (on a phone search and type
 * only); the rest behind "Filtri". The
 * company is the top bar's unless picked here; the acknowledgement and review are switches. The
 * people's list has its owner type fixed.
 */
export const useDocumentFilters = ({ people = false, compact = false } = {}) => {
  const { choices } = useCompanyChoices();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <PersonFilter key="ownerId" source="ownerId" alwaysOn={!compact} />,
    <SelectInput key="type" source="type" choices={typeChoices()} alwaysOn sx={{ minWidth: 180 }} />,
    <SelectInput key="expires" source="expiresAt_lte" label="resources.document.filters.expiring" choices={expiryWindows()} alwaysOn={!compact} sx={{ minWidth: 180 }} />,
    <BooleanInput
      key="acknowledged"
      source="acknowledged"
      label="resources.document.filters.notSeen"
      format={(value: unknown) => value === false}
      parse={(on: boolean) => (on ? false : undefined)}
    />,
    <BooleanInput
      key="review"
      source="review"
      label="resources.document.filters.pending"
      format={(value: unknown) => value === 'PENDING'}
      parse={(on: boolean) => (on ? 'PENDING' : undefined)}
    />,
    <SelectInput key="status" source="status" choices={statusChoices} />,
    ...(people ? [] : [<SelectInput key="ownerType" source="ownerType" choices={ownerTypeChoices} />]),
    <SelectInput key="companyId" source="companyId" choices={choices} translateChoice={false} />,
  ];
};
