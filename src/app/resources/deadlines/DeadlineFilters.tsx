import { Box, Chip, Typography } from '@mui/material';
import { SearchInput, SelectArrayInput, SelectInput, useInput, useTranslate } from 'react-admin';
import { DEADLINE_KIND_CODES, DEADLINE_STATUSES, DEADLINE_SUBJECT_TYPES, DEADLINE_WINDOWS } from '../../../shared/schemas/deadline';
import { useCompanyChoices } from '../../components/companies';

export const kindChoices = DEADLINE_KIND_CODES.map((code) => ({ id: code, name: `deadlines.kinds.${code}` }));
export const subjectTypeChoices = DEADLINE_SUBJECT_TYPES.map((type) => ({ id: type, name: `deadlinesOffice.subjectTypes.${type}` }));
const statusChoices = DEADLINE_STATUSES.map((status) => ({ id: status, name: `deadlines.status.${status}` }));

/**
 * The window as a row of chips (30 / 60 / 90 giorni, Scadute): one tap, and a second tap on the
 * same chip clears it. Pressed state is spoken (aria-pressed), not only shown.
 */
const WindowChips = ({ source }: { source: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  const { field } = useInput({ source });
  const label = translate('deadlinesOffice.windowLabel');
  return (
    <Box role="group" aria-label={label} data-testid="window-chips" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1, minHeight: 48 }}>
      <Typography variant="body2" component="span" color="text.secondary">{label}</Typography>
      {DEADLINE_WINDOWS.map((window) => {
        const on = field.value === window;
        return (
          <Chip
            key={window}
            component="button"
            type="button"
            clickable
            aria-pressed={on}
            color={window === 'OVERDUE' ? 'error' : 'primary'}
            variant={on ? 'filled' : 'outlined'}
            label={translate(`deadlinesOffice.windows.${window}`)}
            onClick={() => field.onChange(on ? undefined : window)}
            data-window={window}
            sx={{ fontWeight: 600 }}
          />
        );
      })}
    </Box>
  );
};

/**
 * Search by subject and the window always in view; kind, subject type, status and company behind
 * "Filtri" (on a desktop the kind and statuses too). The company is the top bar's unless picked.
 */
export const useDeadlineFilters = ({ compact = false } = {}) => {
  const { choices } = useCompanyChoices();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <WindowChips key="window" source="window" alwaysOn />,
    <SelectInput key="kind" source="kind" choices={kindChoices} alwaysOn={!compact} sx={{ minWidth: 200 }} />,
    <SelectArrayInput key="status" source="status" choices={statusChoices} alwaysOn={!compact} sx={{ minWidth: 200 }} />,
    <SelectInput key="subjectType" source="subjectType" choices={subjectTypeChoices} />,
    <SelectInput key="companyId" source="companyId" choices={choices} translateChoice={false} />,
  ];
};
