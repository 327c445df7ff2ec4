import { Box, Card, CardContent, List, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { formatDate, todayInRome } from '../../../shared/dates';
import { DeadlineChip } from '../../components/deadlines/DeadlineChip';
import { daysText } from '../../components/deadlines/days';
import { fetchMyDeadlines, MY_DEADLINES_KEY } from '../../components/deadlines/my';

/**
 * 'Le tue scadenze' on /home/documents: every deadline of the worker and of the vehicles they
 * drive, soonest first, with its status and the days left. Hidden until the list has come.
 */
export const MyDeadlines = () => {
  const translate = useTranslate();
  const { data } = useQuery({ queryKey: MY_DEADLINES_KEY, queryFn: ({ signal }) => fetchMyDeadlines(signal) });
  if (!data) return null;
  const today = todayInRome();
  const rows = [...data].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  return (
    <Card sx={{ borderRadius: 3 }} data-testid="my-deadlines">
      <CardContent sx={{ pb: '8px !important', px: { xs: 1.5, sm: 2 } }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 800, px: 1 }}>{translate('deadlines.my.title')}</Typography>
        {!rows.length && <Typography color="text.secondary" sx={{ px: 1, py: 1 }}>{translate('deadlines.my.none')}</Typography>}
        <List disablePadding>
          {rows.map((d) => (
            <ListItem key={d.id} divider data-testid="my-deadline" data-kind={d.kind} data-status={d.status} sx={{ px: 1, display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.5 }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {translate(`deadlines.kinds.${d.kind}`)}
                  {d.subjectType === 'VEHICLE' && d.subjectName ? ` · ${d.subjectName}` : ''}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('deadlines.my.due', { date: formatDate(d.dueDate) })} · {daysText(translate, d.dueDate, today)}
                </Typography>
              </Box>
              <DeadlineChip status={d.status} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
