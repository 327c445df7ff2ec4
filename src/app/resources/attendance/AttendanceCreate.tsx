import { AutocompleteInput, Create, ReferenceInput, SimpleForm, useGetOne, useNotify } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { notifyUnlessToasted } from '../../components/mutationErrors';
import { requiredCheck } from '../../components/requiredFields';
import { useAppState } from '../../state/useAppState';
import { AttendanceInputs, manualEntryOf } from './AttendanceInputs';
import { SiteInput } from './SiteInput';

const userName = (user: { firstName?: string | null; lastName?: string | null; email?: string }) =>
  [user.lastName, user.firstName].filter(Boolean).join(' ') || user.email || '';

/**
 * The sites of the chosen worker's companies (only the top bar's, when it is one of them); before
 * a worker is chosen, the top bar's company, or every company in scope.
 */
const WorkerSiteInput = () => {
  const userId = useWatch({ name: 'userId' }) as number | null | undefined;
  const selected = useAppState((s) => s.company.id);
  const { data: worker, isPending } = useGetOne<{ id: number; companyIds: number[] }>('user', { id: userId ?? 0 }, { enabled: !!userId });
  let companyIds: number[] | undefined = selected ? [selected] : undefined;
  if (userId && !isPending && worker) {
    companyIds = selected && worker.companyIds.includes(selected) ? [selected] : worker.companyIds;
  }
  return <SiteInput companyIds={companyIds} />;
};

/** A record entered by hand (source MANUAL), with the reason that goes in its history; a 400 or 409 has its toast only. */
export const AttendanceCreate = () => {
  const notify = useNotify();
  return (
    <Create redirect="show" transform={manualEntryOf} mutationOptions={{ onError: notifyUnlessToasted(notify) }}>
      <SimpleForm sx={{ maxWidth: 640 }} noValidate>
        <ReferenceInput source="userId" reference="user" sort={{ field: 'lastName', order: 'ASC' }}>
          <AutocompleteInput optionText={userName} filterToQuery={(q: string) => ({ q })} validate={requiredCheck()} TextFieldProps={{ required: true }} fullWidth />
        </ReferenceInput>
        <WorkerSiteInput />
        <AttendanceInputs />
      </SimpleForm>
    </Create>
  );
};
