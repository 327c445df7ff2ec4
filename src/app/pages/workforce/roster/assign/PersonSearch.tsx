import { useEffect, useMemo, useState } from 'react';
import { Autocomplete, Box, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAppState } from '../../../../state/useAppState';
import { searchPeople, type TPersonChoice } from '../api';
import { useVerdictWords } from '../drag/DragProvider';
import { useAssignCheck, verdictInCache } from '../drag/useAssignCheck';
import type { TVerdict } from '../drag/verdict';

const TONE = { checking: 'text.secondary', ok: 'success.dark', warn: 'warning.dark', override: 'warning.dark', refused: 'error.dark', unknown: 'text.secondary' } as const;

/** Under a person of the list, what the server's check says of them on the shift. */
const OptionVerdict = ({ verdict, name }: { verdict: TVerdict; name: string }) => {
  const words = useVerdictWords();
  if (verdict.kind === 'unknown') return null;
  return (
    <Box component="span" data-testid="roster-option-verdict" data-verdict={verdict.kind} sx={{ display: 'block', fontSize: '0.8rem', color: TONE[verdict.kind] }}>
      {words(verdict, name).short}
      {'reasons' in verdict && `: ${verdict.reasons}`}
    </Box>
  );
};

/** Typing waits this long before asking the server, so a name typed fast is one request. */
const PAUSE_MS = 300;

type TProps = {
  known: TPersonChoice[];
  value: TPersonChoice | null;
  onChange: (person: TPersonChoice | null) => void;
  label: string;
  testId: string;
  disabled?: boolean;
  /** The shift the person is picked for: each person highlighted in the list is checked for it before choosing. */
  checkShiftId?: number;
};

/**
 * A person picker: the people given (the roster's, the candidates) and, once two letters are typed,
 * those api/user finds by name or fiscal code in the top-bar company. For a shift, the person
 * highlighted (by keyboard or pointer) is checked on the server and the answer shown under them.
 */
export const PersonSearch = ({ known, value, onChange, label, testId, disabled, checkShiftId }: TProps) => {
  const translate = useTranslate();
  const client = useQueryClient();
  const [highlighted, setHighlighted] = useState<TPersonChoice | null>(null);
  const current = useAssignCheck(checkShiftId, highlighted?.id);
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
      onHighlightChange={(_event, person) => setHighlighted(person)}
      renderOption={({ key, ...props }, person) => {
        const verdict = !checkShiftId ? null : person.id === highlighted?.id ? current : verdictInCache(client, checkShiftId, person.id);
        return (
          <li key={key} {...props}>
            <Box component="span">
              {person.name}{' '}
              {verdict && verdict.kind !== 'checking' && <OptionVerdict verdict={verdict} name={person.name} />}
            </Box>
          </li>
        );
      }}
      loading={found.isFetching}
      noOptionsText={translate('roster.assign.noOptions')}
      disabled={disabled}
      renderInput={(params) => <TextField {...params} label={label} slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': testId } }} />}
    />
  );
};
