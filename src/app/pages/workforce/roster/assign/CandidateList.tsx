import { Alert, Box, Button, Chip, LinearProgress, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { TRosterShift } from '../../../../../shared/schemas/workforce-roster';
import { fetchCandidates } from '../api';
import { weekHours } from '../hours';

/** "Chi può coprire?": the people who pass every check for the shift, best first, each with the warnings it would bring. */
export const CandidateList = ({ shift, busy, onPick }: { shift: TRosterShift; busy: boolean; onPick: (userId: number) => void }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const { data, isPending, error } = useQuery({
    queryKey: ['workforce', 'candidates', shift.id, shift.version, shift.userId],
    queryFn: ({ signal }) => fetchCandidates(shift.id, signal),
  });
  return (
    <Box component="section" aria-labelledby="roster-candidates" data-testid="roster-candidates" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="roster-candidates" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{translate('roster.assign.candidates')}</Typography>
      {isPending && <LinearProgress aria-label={translate('roster.assign.candidates')} />}
      {error && <Alert severity="error">{(error as Error).message}</Alert>}
      {data && data.length === 0 && <Typography color="text.secondary">{translate('roster.assign.noCandidates')}</Typography>}
      {data && data.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {data.map((candidate) => {
            const hours = weekHours(candidate.weekMinutes, candidate.contractMinutes, locale);
            return (
              <Box component="li" key={candidate.userId} data-testid="roster-candidate" data-user={candidate.userId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
                <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
                  <Box sx={{ fontWeight: 600 }}>{candidate.name}</Box>
                  <Box sx={{ fontSize: '0.8rem', color: hours.over ? 'error.main' : 'text.secondary' }}>
                    {[candidate.qualification && translate(`deadlinesOffice.compliance.qualification.${candidate.qualification}`, { _: candidate.qualification }), translate('roster.assign.candidateHours', { hours: hours.text })].filter(Boolean).join(' · ')}
                  </Box>
                  {candidate.warnings.length > 0 && (
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                      {candidate.warnings.map((warning, index) => (
                        <Chip key={`${warning.code}-${index}`} size="small" color="warning" variant="outlined" label={warning.message} data-testid="roster-candidate-warning" sx={{ height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 }, color: 'text.primary' }} />
                      ))}
                    </Box>
                  )}
                </Box>
                <Button variant="outlined" onClick={() => onPick(candidate.userId)} disabled={busy} sx={{ minHeight: 44 }}>
                  {translate('roster.assign.pick', { name: candidate.name })}
                </Button>
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
};
