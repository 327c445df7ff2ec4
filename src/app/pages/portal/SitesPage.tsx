import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, IconButton, MenuItem, Skeleton, TextField, Tooltip, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { useQuery } from '@tanstack/react-query';
import { Title, useLocale, useNotify, useTranslate } from 'react-admin';
import type { TStatement } from '../../../shared/schemas/request-statement';
import { notifyUnlessToasted } from '../../components/mutationErrors';
import { currentMonth, monthName, shiftMonth } from '../attendance/format';
import { downloadStatement, sitesQuery, statementQuery } from './api';
import { formatHoursText } from './format';
import { StatementAnswer, StatementStatusChip } from './StatementAnswer';
import { StatementDays } from './StatementDays';

/** Site and month: the client's sites, and months up to the current one (last month to start with). */
const Pickers = ({ siteId, onSite, month, onMonth }: { siteId: number | undefined; onSite: (id: number) => void; month: string; onMonth: (month: string) => void }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const { data: sites = [] } = useQuery(sitesQuery);
  const latest = currentMonth();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <TextField
        select
        label={translate('resources.request.fields.siteId')}
        value={siteId ?? ''}
        onChange={(event) => onSite(Number(event.target.value))}
        sx={{ minWidth: 240, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
        slotProps={{ select: { 'data-testid': 'statement-site' } as object }}
      >
        {sites.map((site) => <MenuItem key={site.id} value={site.id}>{site.name}</MenuItem>)}
      </TextField>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} role="group" aria-label={translate('portal.statement.month')}>
        <Tooltip title={translate('portal.statement.previous')}>
          <IconButton onClick={() => onMonth(shiftMonth(month, -1))} aria-label={translate('portal.statement.previous')} sx={{ width: 44, height: 44 }}>
            <ChevronLeft />
          </IconButton>
        </Tooltip>
        <Typography sx={{ fontWeight: 700, minWidth: 150, textAlign: 'center' }} aria-live="polite" data-testid="statement-month">{monthName(month, locale)}</Typography>
        <Tooltip title={translate('portal.statement.next')}>
          <span>
            <IconButton onClick={() => onMonth(shiftMonth(month, 1))} disabled={month >= latest} aria-label={translate('portal.statement.next')} sx={{ width: 44, height: 44 }}>
              <ChevronRight />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
    </Box>
  );
};

const Total = ({ label, minutes, testId }: { label: string; minutes: number; testId: string }) => {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <Box sx={{ minWidth: 120 }}>
      <Typography variant="body2" color="text.secondary">{translate(label)}</Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid={testId}>{formatHoursText(minutes, locale)}</Typography>
    </Box>
  );
};

const Statement = ({ statement }: { statement: TStatement }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="statement" data-site={statement.siteId} data-month={statement.month}>
      <Card sx={{ borderRadius: 3 }}>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1.5, alignItems: 'flex-start' }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                {translate('portal.statement.heading', { site: statement.siteName, month: monthName(statement.month, locale, { inSentence: true }) })}
              </Typography>
              {statement.siteAddress && <Typography variant="body2" color="text.secondary">{statement.siteAddress}</Typography>}
            </Box>
            <StatementStatusChip status={statement.status} />
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
            <Total label="portal.statement.plannedTotal" minutes={statement.totals.plannedMinutes} testId="statement-planned" />
            <Total label="portal.statement.deliveredTotal" minutes={statement.totals.deliveredMinutes} testId="statement-delivered" />
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Button
              variant="outlined"
              startIcon={<PictureAsPdfOutlined />}
              onClick={() => downloadStatement(statement.siteId, statement.month).catch(notifyUnlessToasted(notify))}
              sx={{ minHeight: 44, width: { xs: '100%', sm: 'auto' } }}
              data-testid="statement-pdf"
            >
              {translate('portal.statement.pdf')}
            </Button>
          </Box>
          <StatementAnswer statement={statement} />
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="statement-days-title" sx={{ borderRadius: 3 }}>
        <CardContent sx={{ display: 'grid', gap: 1.5, overflowX: 'auto' }}>
          <Typography id="statement-days-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>{translate('portal.statement.daysTitle')}</Typography>
          <StatementDays statement={statement} />
        </CardContent>
      </Card>
    </Box>
  );
};

/**
 * /dashclient/sites 'Servizio e rendiconti': per site and month, the hours planned and delivered
 * by day and who was on duty (name and times only), the statement as PDF, and the client's answer
 * to a closed month.
 */
export const SitesPage = () => {
  const translate = useTranslate();
  const sites = useQuery(sitesQuery);
  const [chosen, setChosen] = useState<number | undefined>();
  const [month, setMonth] = useState(() => shiftMonth(currentMonth(), -1));
  const siteId = chosen ?? sites.data?.[0]?.id;
  const statement = useQuery(statementQuery(siteId, month));
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', display: 'grid', gap: 2 }} data-testid="sites-page">
      <Title title="menu.requestSites" />
      <Typography color="text.secondary">{translate('portal.statement.intro')}</Typography>
      {sites.isError && <Alert severity="error">{translate('portal.statement.sitesError')}</Alert>}
      {sites.data && !sites.data.length && <Alert severity="info" data-testid="no-sites">{translate('portal.form.noSites')}</Alert>}
      {!!sites.data?.length && <Pickers siteId={siteId} onSite={setChosen} month={month} onMonth={setMonth} />}
      {(sites.isPending || (siteId !== undefined && statement.isPending)) && <Skeleton variant="rounded" height={200} sx={{ borderRadius: 3 }} />}
      {statement.isError && <Alert severity="error">{translate('portal.statement.loadError')}</Alert>}
      {statement.data && <Statement statement={statement.data} />}
    </Box>
  );
};
