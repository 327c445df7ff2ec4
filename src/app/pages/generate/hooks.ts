import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { hasAnyRole } from '../../../shared/roles';
import { useCompanyChoices, type TCompanyChoice } from '../../components/companies';
import { useAppState, useSessionUser } from '../../state/useAppState';
import { fetchGenerationContext } from './api';

/** Administrators and moderators manage a company's letter template; client management only uses it. */
export const useIsBackOffice = () => hasAnyRole(useSessionUser()?.roles, ['ROLE_ADMIN', 'ROLE_MODERATOR']);

/**
 * The company a document is generated for: the top bar's, else the user's only one, else the one
 * picked on the page ('Tutte le aziende' asks for one). Follows the top bar when it changes.
 */
export const useGenerationCompany = (): { choices: TCompanyChoice[]; companyId: number | ''; setCompanyId: (id: number) => void; company: TCompanyChoice | undefined } => {
  const { choices } = useCompanyChoices();
  const selected = useAppState((s) => s.company.id);
  // A company picked here holds until the top bar changes: then the top bar's choice wins again.
  const [picked, setPicked] = useState<{ over: number; id: number } | null>(null);
  const chosen = picked && picked.over === selected ? picked.id : selected;
  const companyId = chosen || (choices.length === 1 ? choices[0].id : '');
  const setCompanyId = (id: number) => setPicked({ over: selected, id });
  return { choices, companyId, setCompanyId, company: choices.find((c) => c.id === companyId) };
};

/**
 * The company, its places and its active staff by surname, in one call that every generator may
 * make (client management may not read users, companies or places themselves).
 */
export const useGenerationContext = (companyId: number) =>
  useQuery({
    queryKey: ['document', 'generate', 'context', companyId],
    queryFn: ({ signal }) => fetchGenerationContext(companyId, signal),
    retry: false,
    staleTime: 60_000,
  });
