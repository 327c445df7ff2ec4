import { SelectInput, useGetList, useGetOne, useRecordContext, useTranslate } from 'react-admin';

const fullName = (user: { firstName?: string | null; lastName?: string | null; email?: string; id: unknown }) =>
  [user.lastName, user.firstName].filter(Boolean).join(' ') || user.email || `#${String(user.id)}`;

/**
 * The legal representative is one of the company's users. Until the user list answers, the
 * select is disabled with a note rather than failing.
 */
export const CeoInput = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { data = [], isPending, isError } = useGetList(
    'user',
    { filter: { companyId: record?.id }, pagination: { page: 1, perPage: 500 }, sort: { field: 'lastName', order: 'ASC' } },
    { enabled: record?.id !== undefined, retry: false },
  );
  const listed = data.some((user) => user.id === record?.ceoId);
  const { data: current } = useGetOne('user', { id: record?.ceoId }, { enabled: !!record?.ceoId && !isPending && !listed, retry: false });
  const unavailable = isError || (!isPending && data.length === 0);
  const choices = data.map((user) => ({ id: user.id, name: fullName(user) }));
  if (record?.ceoId && !listed) choices.unshift({ id: record.ceoId, name: current ? fullName(current) : `#${record.ceoId}` });

  return (
    <SelectInput
      source="ceoId"
      choices={choices}
      disabled={unavailable}
      isPending={isPending && !isError}
      emptyText="resources.company.ceoNone"
      helperText={isError ? translate('resources.company.ceoUnavailable') : false}
      translateChoice={false}
      fullWidth
    />
  );
};
