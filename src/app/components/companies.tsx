import { useEffect, useMemo } from 'react';
import { Typography } from '@mui/material';
import { SelectInput, useGetList, useRecordContext, type SelectInputProps } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { hasAnyRole } from '../../shared/roles';
import { useAppState, useSessionUser } from '../state/useAppState';
import { useProfile } from '../state/useProfile';

export type TCompanyChoice = { id: number; name: string };

/**
 * The companies the signed-in user works for: the back office lists them (scoped by the server),
 * other roles read their names from their own profile.
 */
export const useCompanyChoices = (): { choices: TCompanyChoice[]; isPending: boolean } => {
  const user = useSessionUser();
  const backOffice = hasAnyRole(user?.roles, ['ROLE_ADMIN', 'ROLE_MODERATOR']);
  const list = useGetList(
    'company',
    { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: backOffice, retry: false, staleTime: 60_000 },
  );
  const profile = useProfile();
  return useMemo(
    () =>
      backOffice
        ? { choices: (list.data ?? []).map((c) => ({ id: Number(c.id), name: String(c.name) })), isPending: list.isPending }
        : { choices: profile.data?.companies ?? [], isPending: profile.isPending },
    [backOffice, list.data, list.isPending, profile.data, profile.isPending],
  );
};

/** A company's name among the choices, or its id when it is not one of them. */
export const companyNameOf = (choices: TCompanyChoice[], id: number) => choices.find((c) => c.id === id)?.name ?? `#${id}`;

/** The company a new record defaults to: the one chosen in the top bar, else the user's only one. */
export const useDefaultCompanyId = (choices: TCompanyChoice[]): number | undefined => {
  const selected = useAppState((s) => s.company.id);
  if (selected && choices.some((c) => c.id === selected)) return selected;
  return choices.length === 1 ? choices[0].id : undefined;
};

/** Picks one of the user's companies; with a single one it is chosen already. */
export const CompanyInput = (props: Omit<SelectInputProps, 'source' | 'choices'> & { source?: string }) => {
  const { choices, isPending } = useCompanyChoices();
  const fallback = useDefaultCompanyId(choices);
  const { getValues, setValue } = useFormContext();
  const source = props.source ?? 'companyId';
  // The companies arrive after the form: the default is applied then, unless one is chosen already.
  useEffect(() => {
    if (fallback !== undefined && getValues(source) == null) setValue(source, fallback, { shouldValidate: false });
  }, [fallback, getValues, setValue, source]);
  return (
    <SelectInput
      source="companyId"
      choices={choices}
      isPending={isPending}
      translateChoice={false}
      fullWidth
      {...props}
    />
  );
};

/** The name of a record's company, from the companies the user can see. */
export const CompanyNameField = ({ source = 'companyId' }: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext();
  const { choices } = useCompanyChoices();
  const id = record?.[source];
  if (id == null) return null;
  const name = choices.find((c) => c.id === id)?.name ?? `#${id}`;
  return <Typography variant="body2" component="span">{name}</Typography>;
};
