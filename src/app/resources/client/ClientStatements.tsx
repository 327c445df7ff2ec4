import { Card, CardContent, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import type { TClient } from '../../../shared/schemas/client';
import type { TStatementAnswer } from '../../../shared/schemas/request-statement';
import { formatDateTime, monthName } from '../../pages/attendance/format';
import { request } from '../../providers/httpClient';

const fetchAnswers = async (clientId: number, signal?: AbortSignal) =>
  (await request<TStatementAnswer[]>(`api/request/statement/answers?clientId=${clientId}`, { signal })).json;

/** What the client answered to its sites' monthly statements, newest month first: accepted, or contested with its note. */
export const ClientStatements = () => {
  const client = useRecordContext<TClient>();
  const translate = useTranslate();
  const locale = useLocale();
  const { data = [], isPending } = useQuery({
    queryKey: ['statement-answers', client?.id],
    queryFn: ({ signal }) => fetchAnswers(client!.id, signal),
    enabled: !!client,
  });
  if (!client) return null;

  return (
    <Card variant="outlined" sx={{ borderRadius: 2 }} data-testid="client-statements">
      <CardContent>
        <Typography variant="subtitle2" component="h2" color="primary" sx={{ textTransform: 'uppercase', letterSpacing: '0.06em', mb: 1 }}>
          {translate('request.statement.answers.title')}
        </Typography>
        {!isPending && data.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 1 }}>{translate('request.statement.answers.empty')}</Typography>
        ) : (
          <List dense disablePadding>
            {data.map((answer) => (
              <ListItem key={`${answer.siteId}-${answer.month}`} divider sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }} data-testid="statement-answer">
                <ListItemText
                  primary={`${answer.siteName} · ${monthName(answer.month, locale)}`}
                  secondary={[
                    translate('request.statement.answers.by', { name: answer.answeredBy ?? '—', date: formatDateTime(answer.answeredAt) }),
                    answer.note,
                  ]
                    .filter(Boolean)
                    .join(' — ')}
                  slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
                  sx={{ minWidth: 200 }}
                />
                <Chip
                  size="small"
                  variant="outlined"
                  color={answer.status === 'ACCEPTED' ? 'success' : 'error'}
                  label={translate(`request.statement.status.${answer.status}`)}
                  sx={{ fontWeight: 600, bgcolor: 'background.paper' }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
};
