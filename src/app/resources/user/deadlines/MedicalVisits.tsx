import { Box, Chip, List, ListItem, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { formatDate } from '../../../../shared/dates';
import type { TMedicalFitness, TMedicalOutcome } from '../../../../shared/schemas/deadline';
import { DeleteRowButton, listState, useRowDelete } from './HistoryParts';

const OUTCOME_COLOURS: Record<TMedicalOutcome, 'success' | 'warning' | 'error'> = {
  FIT: 'success',
  FIT_WITH_LIMITS: 'warning',
  TEMPORARILY_UNFIT: 'error',
  UNFIT: 'error',
};

const WORDS = {
  title: 'deadlinesTab.visits.deleteTitle',
  body: 'deadlinesTab.visits.deleteBody',
  deleted: 'deadlinesTab.visits.deleted',
  loadError: 'deadlinesTab.visits.loadError',
  empty: 'deadlinesTab.visits.empty',
};

/**
 * A person's medical visits, the latest first: the doctor's judgement, its limits and dates. A
 * judgement typed by mistake is deleted here; the visit's deadline then follows the one before.
 */
export const MedicalVisits = ({ userId }: { userId: number }) => {
  const translate = useTranslate();
  const { data, isPending, error } = useGetList<TMedicalFitness>('medical-fitness', {
    filter: { userId },
    sort: { field: 'visitDate', order: 'DESC' },
    pagination: { page: 1, perPage: 100 },
    // The person's page has already been allowed, whatever the top-bar company.
    meta: { unscoped: true },
  });
  const { ask, dialog } = useRowDelete<TMedicalFitness>('medical-fitness', WORDS, (visit) => formatDate(visit.visitDate));
  const state = listState({ isPending, error, empty: !data?.length, words: WORDS, testId: 'medical-visits' }, translate);
  if (state) return state;
  return (
    <>
      <List disablePadding data-testid="medical-visits">
        {(data ?? []).map((visit) => {
          const date = formatDate(visit.visitDate);
          const details = [
            visit.unfitUntil ? translate('deadlinesTab.visits.unfitUntil', { date: formatDate(visit.unfitUntil) }) : null,
            translate('deadlinesTab.visits.validUntil', { date: formatDate(visit.validUntil) }),
            visit.doctor ? translate('deadlinesTab.visits.doctor', { doctor: visit.doctor }) : null,
          ].filter(Boolean);
          return (
            <ListItem
              key={visit.id}
              divider
              data-testid="medical-visit"
              data-outcome={visit.outcome}
              sx={{ px: 0, display: 'grid', gap: 1, alignItems: 'center', gridTemplateColumns: { xs: '1fr auto', sm: '6.5rem 1fr auto' } }}
            >
              <Typography sx={{ fontWeight: 600, gridColumn: { xs: '1 / -1', sm: 'auto' } }}>{date}</Typography>
              <Box sx={{ minWidth: 0 }}>
                <Chip size="small" variant="outlined" color={OUTCOME_COLOURS[visit.outcome]} label={translate(`deadlinesTab.outcomes.${visit.outcome}`)} sx={{ fontWeight: 600 }} />
                {visit.limits && (
                  <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="medical-visit-limits">
                    {translate('deadlinesTab.limits', { limits: visit.limits })}
                  </Typography>
                )}
                <Typography variant="body2" color="text.secondary">{details.join(' · ')}</Typography>
              </Box>
              <DeleteRowButton label={translate('deadlinesTab.visits.delete', { date })} onClick={() => ask(visit)} testId="medical-visit-delete" />
            </ListItem>
          );
        })}
      </List>
      {dialog}
    </>
  );
};
