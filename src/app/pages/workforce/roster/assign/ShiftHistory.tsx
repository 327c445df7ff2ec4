import { useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, LinearProgress, Typography } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useLocale, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { TIME_ZONE } from '../../../../../shared/dates';
import { fetchChanges } from '../api';

/** Who changed the shift, when and why: read only when opened. */
export const ShiftHistory = ({ shiftId, version }: { shiftId: number; version: number }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const { data, isPending, error } = useQuery({
    queryKey: ['workforce', 'changes', shiftId, version],
    enabled: open,
    queryFn: ({ signal }) => fetchChanges(shiftId, signal),
  });
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone: TIME_ZONE });
  return (
    <Accordion expanded={open} onChange={(_event, expanded) => setOpen(expanded)} disableGutters variant="outlined" data-testid="roster-history">
      <AccordionSummary expandIcon={<ExpandMore />} aria-controls="roster-history-content" id="roster-history-heading">
        <Typography component="span" sx={{ fontWeight: 600 }}>{translate('roster.history.title')}</Typography>
      </AccordionSummary>
      <AccordionDetails id="roster-history-content">
        {open && isPending && <LinearProgress aria-label={translate('roster.history.loading')} />}
        {error && <Alert severity="error">{(error as Error).message}</Alert>}
        {data && data.length === 0 && <Typography color="text.secondary">{translate('roster.history.empty')}</Typography>}
        {data && data.length > 0 && (
          <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
            {data.map((change) => (
              <li key={change.id} data-testid="roster-change">
                <Box component="span" sx={{ fontWeight: 600 }}>{translate(`roster.history.actions.${change.action}`, { _: change.action })}</Box>
                {` · ${when.format(new Date(change.at))} · ${change.actorName ?? translate('roster.history.system')}`}
                {change.reason && <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>{change.reason}</Box>}
              </li>
            ))}
          </Box>
        )}
      </AccordionDetails>
    </Accordion>
  );
};
