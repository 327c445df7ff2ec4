import { Alert, AlertTitle, Box, Skeleton, Typography } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { TPermission } from '../../../shared/schemas/permission';
import { fetchWarnings } from './api';
import { formatPeriod } from './leaveFormat';

/**
 * What to check before approving (GET api/permission/{id}/warnings): approved leave of the same
 * worker it overlaps, attendance recorded inside the period. With several requests, each is named.
 */
export const WarningsPanel = ({ records }: { records: TPermission[] }) => {
  const translate = useTranslate();
  const answers = useQueries({
    queries: records.map((record) => ({
      queryKey: ['permission', 'warnings', record.id],
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchWarnings(record.id, signal),
      retry: false,
    })),
  });
  if (answers.some((answer) => answer.isPending)) return <Skeleton variant="rounded" height={48} />;
  if (answers.some((answer) => answer.isError)) return <Alert severity="warning">{translate('decision.warningsError')}</Alert>;
  const found = records
    .map((record, index) => ({ record, warnings: answers[index].data ?? [] }))
    .filter(({ warnings }) => warnings.length > 0);
  if (found.length === 0) {
    return <Alert severity="success" data-testid="no-warnings">{translate('decision.noWarnings')}</Alert>;
  }
  return (
    <Alert severity="warning" data-testid="warnings">
      <AlertTitle>{translate('decision.warnings')}</AlertTitle>
      {found.map(({ record, warnings }) => (
        <Box key={record.id} sx={{ '& + &': { mt: 1 } }}>
          {records.length > 1 && (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>{`${record.userName ?? ''} · ${formatPeriod(translate, record)}`}</Typography>
          )}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {warnings.map((warning, index) => <li key={`${warning.code}-${index}`}>{warning.message}</li>)}
          </Box>
        </Box>
      ))}
    </Alert>
  );
};
