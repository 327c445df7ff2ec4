import { lazy, Suspense, type ReactNode } from 'react';
import { Box, Card, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link, useLocale, useTranslate } from 'react-admin';
import type { TDashboard, TDashboardLink } from '../../../shared/schemas/dashboard';
import { hrefOf } from './api';
import { FigureTile } from './FigureTile';
import { dayMonth, hoursOf, percentOf } from './format';
import { Section } from './Sections';

const GroupedBars = lazy(() => import('./Charts').then((m) => ({ default: m.GroupedBars })));
const PercentBars = lazy(() => import('./Charts').then((m) => ({ default: m.PercentBars })));

/** The clients the coverage chart draws (the least covered); the table lists them all. */
const CHART_CLIENTS = 8;

const Panel = ({ title, caption, children, testId }: { title: string; caption: string; children: ReactNode; testId: string }) => (
  <Card variant="outlined" sx={{ borderRadius: 2, p: { xs: 1.5, md: 2 }, display: 'grid', gap: 1, minWidth: 0, alignContent: 'start' }} data-testid={testId}>
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{title}</Typography>
    <Typography variant="body2" color="text.secondary">{caption}</Typography>
    {children}
  </Card>
);

const RowLink = ({ link, children }: { link: TDashboardLink; children: ReactNode }) => (
  <MuiLink component={Link} to={hrefOf(link)} underline="hover">{children}</MuiLink>
);

/** A table of the chart's numbers: first column the name, then the figures right-aligned. */
const Figures = ({ head, rows, testId }: { head: string[]; rows: Array<{ key: string | number; link: TDashboardLink; cells: ReactNode[] }>; testId: string }) => {
  const translate = useTranslate();
  if (!rows.length) return <Typography color="text.secondary">{translate('dashboard.month.noData')}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>
            {head.map((label, i) => <TableCell key={label} align={i ? 'right' : 'left'}>{label}</TableCell>)}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ key, link, cells: [name, ...values] }) => (
            <TableRow key={key}>
              <TableCell component="th" scope="row"><RowLink link={link}>{name}</RowLink></TableCell>
              {values.map((value, i) => <TableCell key={i} align="right" sx={{ whiteSpace: 'nowrap' }}>{value}</TableCell>)}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

/** Hours against last month per company, coverage per client, overtime and the absence rate by type. */
export const MonthSection = ({ data }: { data: TDashboard }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const { month } = data;
  const h = (minutes: number) => hoursOf(minutes, locale);
  const types = month.absence.filter((a) => a.days > 0);
  return (
    <Section title={translate('dashboard.sections.month')} testId="dashboard-month">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
        <Panel title={translate('dashboard.month.hours')} caption={translate('dashboard.month.hoursCaption', { to: dayMonth(month.compareTo) })} testId="month-hours">
          <Suspense fallback={null}>
            {month.hours.length > 0 && (
              <GroupedBars
                labels={month.hours.map((c) => c.name)}
                unit="h"
                series={[
                  { label: translate('dashboard.month.thisMonth'), data: month.hours.map((c) => Math.round(c.minutes / 6) / 10) },
                  { label: translate('dashboard.month.lastMonth'), data: month.hours.map((c) => Math.round(c.lastMonthMinutes / 6) / 10) },
                ]}
              />
            )}
          </Suspense>
          <Figures
            testId="month-hours-table"
            head={[translate('dashboard.month.company'), translate('dashboard.month.thisMonth'), translate('dashboard.month.lastMonth')]}
            rows={month.hours.map((c) => ({ key: c.companyId, link: c.link, cells: [c.name, `${h(c.minutes)} h`, `${h(c.lastMonthMinutes)} h`] }))}
          />
        </Panel>
        <Panel title={translate('dashboard.month.coverage')} caption={translate('dashboard.month.coverageCaption', { from: dayMonth(month.coverageFrom), to: dayMonth(month.coverageTo) })} testId="month-coverage">
          <Suspense fallback={null}>
            {month.coverage.length > 0 && (
              <PercentBars labels={month.coverage.slice(0, CHART_CLIENTS).map((c) => c.name)} values={month.coverage.slice(0, CHART_CLIENTS).map((c) => c.ratio ?? 0)} />
            )}
          </Suspense>
          <Figures
            testId="month-coverage-table"
            head={[translate('dashboard.month.client'), translate('dashboard.month.planned'), translate('dashboard.month.delivered'), translate('dashboard.month.ratio')]}
            rows={month.coverage.map((c) => ({ key: c.clientId, link: c.link, cells: [c.name, `${h(c.plannedMinutes)} h`, `${h(c.deliveredMinutes)} h`, percentOf(c.ratio, locale)] }))}
          />
        </Panel>
        <Panel title={translate('dashboard.month.absence')} caption={translate('dashboard.month.absenceCaption', { days: month.workerDays.toLocaleString(locale) })} testId="month-absence">
          <Suspense fallback={null}>
            {types.length > 0 && <PercentBars labels={types.map((a) => translate(`resources.permission.types.${a.type}`))} values={types.map((a) => a.rate)} />}
          </Suspense>
          <Figures
            testId="month-absence-table"
            head={[translate('dashboard.month.type'), translate('dashboard.month.days'), translate('dashboard.month.rate')]}
            rows={types.map((a) => ({ key: a.type, link: a.link, cells: [translate(`resources.permission.types.${a.type}`), a.days.toLocaleString(locale), percentOf(a.rate, locale)] }))}
          />
        </Panel>
        <Panel title={translate('dashboard.month.overtime')} caption={translate('dashboard.month.overtimeCaption')} testId="month-overtime">
          <Box sx={{ maxWidth: 260 }}>
            <FigureTile figure={month.overtime} label={translate('dashboard.month.overtime')} testId="figure-overtime" format={(minutes) => `${h(minutes)} h`} />
          </Box>
        </Panel>
      </Box>
    </Section>
  );
};
