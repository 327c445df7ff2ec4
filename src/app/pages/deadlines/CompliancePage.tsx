import { Alert, Box, Button, Card, GlobalStyles, LinearProgress, Link as MuiLink, Typography } from '@mui/material';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { Link, Title, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { formatDate, todayInRome } from '../../../shared/dates';
import type { TCompliance } from '../../../shared/schemas/deadline';
import { request } from '../../providers/httpClient';
import { useAppState } from '../../state/useAppState';
import { CELL_STATUSES, CellMark } from './ComplianceCell';

/** On paper: the grid alone, without the menu, the bars and the buttons, and its colours kept. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, aside, footer, nav, .MuiDrawer-root, [data-print="hide"]': { display: 'none !important' },
        body: { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' },
        '#main-content > div': { maxWidth: 'none !important', padding: '0 !important' },
        '[data-testid="compliance-scroll"]': { overflow: 'visible !important', maxHeight: 'none !important' },
      },
    }}
  />
);

const Legend = () => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="compliance-legend" data-testid="compliance-legend" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <Typography id="compliance-legend" variant="subtitle2" component="h2">{translate('deadlinesOffice.compliance.legend')}</Typography>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}>
        {CELL_STATUSES.map((status) => (
          <li key={status}><CellMark cell={{ status, dueDate: null }} /></li>
        ))}
      </Box>
    </Box>
  );
};

/**
 * /deadlines/compliance: the people of the top-bar company (all in scope when none is picked) by
 * the kinds their role requires, each cell in words and colour; printable before an inspection.
 */
export const CompliancePage = () => {
  const translate = useTranslate();
  const companyId = useAppState((s) => s.company.id);
  const { data, error, isPending } = useQuery({
    queryKey: ['deadlines', 'compliance', companyId],
    queryFn: async ({ signal }) => (await request<TCompliance>('api/deadlines/compliance', { query: { companyId: companyId || undefined }, signal })).json,
  });

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Title title="deadlinesOffice.compliance.title" />
      {printStyles}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <Typography color="text.secondary">{translate('deadlinesOffice.compliance.intro')}</Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }}>{translate('deadlinesOffice.compliance.printedOn', { date: formatDate(todayInRome()) })}</Typography>
        </Box>
        <Button variant="contained" startIcon={<PrintOutlined />} onClick={() => window.print()} data-print="hide" data-testid="compliance-print" sx={{ minHeight: 44 }}>
          {translate('deadlinesOffice.compliance.print')}
        </Button>
      </Box>
      <Legend />
      {isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {error && <Alert severity="error">{(error as Error).message || translate('deadlinesOffice.compliance.chooseCompany')}</Alert>}
      {data && data.people.length === 0 && <Alert severity="info">{translate('deadlinesOffice.compliance.empty')}</Alert>}
      {data && data.people.length > 0 && (
        <Card variant="outlined" sx={{ borderRadius: 2 }}>
          <Box data-testid="compliance-scroll" tabIndex={0} role="region" aria-label={translate('deadlinesOffice.compliance.title')} sx={{ overflow: 'auto', maxHeight: '75vh' }}>
            <Box component="table" data-testid="compliance-grid" sx={{ borderCollapse: 'separate', borderSpacing: 0, width: '100%', fontSize: '0.85rem' }}>
              <thead>
                <tr>
                  <Box component="th" scope="col" sx={{ position: 'sticky', left: 0, top: 0, zIndex: 3, bgcolor: 'background.paper', textAlign: 'left', p: 1, borderBottom: 1, borderColor: 'divider', minWidth: 160 }}>
                    {translate('deadlinesOffice.compliance.person')}
                  </Box>
                  {data.kinds.map((kind) => (
                    <Box component="th" scope="col" key={kind} sx={{ position: 'sticky', top: 0, zIndex: 2, bgcolor: 'background.paper', textAlign: 'left', verticalAlign: 'bottom', p: 1, borderBottom: 1, borderColor: 'divider', minWidth: 120 }}>
                      {translate(`deadlines.kinds.${kind}`)}
                    </Box>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.people.map((person) => (
                  <tr key={person.userId} data-testid="compliance-row" data-user={person.userId}>
                    <Box component="th" scope="row" sx={{ position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper', textAlign: 'left', p: 1, borderBottom: 1, borderRight: 1, borderColor: 'divider', fontWeight: 600 }}>
                      <MuiLink component={Link} to={`/user/${person.userId}/show`}>{person.name}</MuiLink>
                      <Box component="span" sx={{ display: 'block', fontWeight: 400, color: 'text.secondary', fontSize: '0.78rem' }}>
                        {[person.qualification && translate(`deadlinesOffice.compliance.qualification.${person.qualification}`, { _: person.qualification }), person.armed && translate('deadlinesOffice.compliance.armed')]
                          .filter(Boolean)
                          .join(' · ')}
                      </Box>
                    </Box>
                    {data.kinds.map((kind) => (
                      <Box component="td" key={kind} sx={{ p: 1, borderBottom: 1, borderColor: 'divider', verticalAlign: 'top' }}>
                        <CellMark cell={person.cells[kind] ?? { status: 'NOT_REQUIRED', dueDate: null }} />
                      </Box>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Box>
          </Box>
        </Card>
      )}
    </Box>
  );
};
