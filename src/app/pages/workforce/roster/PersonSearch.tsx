import { useEffect, useMemo, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { useAppState } from '../../../state/useAppState';
import { searchPeople, type TPersonChoice } from './api';

/** Typing waits this long before asking the server, so a name typed fast is one request. */
const PAUSE_MS = 300;

/**
 * A person picker: the people given (the roster's, the candidates) and, once two letters are typed,
 * those api/user finds by name or fiscal code in the top-bar company.
 */
export const PersonSearch = ({ known, value, onChange, label, testId, disabled }: { known: TPersonChoice[]; value: TPersonChoice | null; onChange: (person: TPersonChoice | null) => void; label: string; testId: string; disabled?: boolean }) => {
  const translate = useTranslate();
  const companyId = useAppState((s) => s.company.id);
  const [input, setInput] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(input.trim()), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const found = useQuery({
    queryKey: ['workforce', 'people-search', q, companyId],
    enabled: q.length >= 2,
    queryFn: ({ signal }) => searchPeople(q, companyId, signal),
  });
  const options = useMemo(() => {
    const byId = new Map<number, TPersonChoice>();
    for (const person of [...known, ...(q.length >= 2 ? (found.data ?? []) : [])]) if (!byId.has(person.id)) byId.set(person.id, person);
    return [...byId.values()];
  }, [known, found.data, q]);
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, person) => onChange(person)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      getOptionLabel={(person) => person.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={found.isFetching}
      noOptionsText={translate('roster.assign.noOptions')}
      disabled={disabled}
      renderInput={(params) => <TextField {...params} label={label} slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': testId } }} />}
    />
  );
};
