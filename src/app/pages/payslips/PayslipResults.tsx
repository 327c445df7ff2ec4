import { Alert, AlertTitle, Box, Card, CardContent, Link, List, ListItem, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery, type Theme } from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { TPayslipResult } from '../../../shared/schemas/payslip';
import { pageRanges } from './form';

const documentsPath = (userId: number) => `/user/${userId}/show/documents`;

const PersonLink = ({ row }: { row: TPayslipResult['matched'][number] }) => {
  const translate = useTranslate();
  return (
    <Link component={RouterLink} to={documentsPath(row.userId)} aria-label={translate('payslips.result.openDocuments', { name: row.name })} sx={{ fontWeight: 600 }}>
      {row.name}
    </Link>
  );
};

/** On a phone each delivery is two lines (person, then file and pages): three columns would break every file name. */
const MatchedList = ({ rows }: { rows: TPayslipResult['matched'] }) => {
  const translate = useTranslate();
  return (
    <List dense disablePadding data-testid="payslips-matched">
      {rows.map((row) => (
        <ListItem key={row.documentId} divider disableGutters data-testid="payslip-matched" sx={{ display: 'block' }}>
          <PersonLink row={row} />
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {row.fileName}
            {' · '}
            {row.pages ? translate('payslips.result.pagesOf', { smart_count: row.pages.length, pages: pageRanges(row.pages) }) : translate('payslips.result.wholeFile')}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
};

const Matched = ({ rows }: { rows: TPayslipResult['matched'] }) => {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone) return <MatchedList rows={rows} />;
  return (
    <Table size="small" data-testid="payslips-matched" sx={{ tableLayout: 'fixed', '& td': { overflowWrap: 'anywhere' } }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '38%' }}>{translate('payslips.result.person')}</TableCell>
          <TableCell>{translate('payslips.result.file')}</TableCell>
          <TableCell sx={{ width: '18%' }}>{translate('payslips.result.pages')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.documentId} data-testid="payslip-matched">
            <TableCell>
              <PersonLink row={row} />
            </TableCell>
            <TableCell>{row.fileName}</TableCell>
            <TableCell>{row.pages ? pageRanges(row.pages) : translate('payslips.result.wholeFile')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/** What nobody got, set apart: each file (or its pages) with the server's reason, and the reminder that none of it was kept. */
const Unmatched = ({ rows }: { rows: TPayslipResult['unmatched'] }) => {
  const translate = useTranslate();
  return (
    <Alert severity="error" variant="outlined" data-testid="payslips-unmatched" sx={{ borderRadius: 2, borderWidth: 2, '& .MuiAlert-message': { minWidth: 0, flex: 1 } }}>
      <AlertTitle sx={{ fontWeight: 700 }}>{translate('payslips.result.unmatched', { smart_count: rows.length })}</AlertTitle>
      <List dense disablePadding>
        {rows.map((row, index) => (
          <ListItem key={`${row.fileName}:${row.pages?.join(',') ?? ''}:${index}`} disableGutters divider data-testid="payslip-unmatched" sx={{ display: 'block' }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {row.fileName}
              {row.pages && (
                <Box component="span" sx={{ fontWeight: 400 }}>
                  {' · '}
                  {translate('payslips.result.pagesOf', { smart_count: row.pages.length, pages: pageRanges(row.pages) })}
                </Box>
              )}
            </Typography>
            <Typography variant="body2" data-testid="payslip-unmatched-reason">{row.reason}</Typography>
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>{translate('payslips.result.notStored')}</Typography>
    </Alert>
  );
};

/** The outcome of one upload: who got a payslip (with a way to their documents) and what went to nobody. */
export const PayslipResults = ({ result }: { result: TPayslipResult }) => {
  const translate = useTranslate();
  const delivered = result.matched.length;
  return (
    <Card sx={{ borderRadius: 3 }} data-testid="payslips-result">
      <CardContent sx={{ display: 'grid', gap: 2, p: { xs: 2, md: 3 } }}>
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'center' }, gap: { xs: 0.5, sm: 1 } }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>{translate('payslips.result.title')}</Typography>
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: delivered ? 'success.dark' : 'text.secondary', fontWeight: 600 }} data-testid="payslips-delivered">
            {delivered > 0 && <CheckCircleOutline fontSize="small" />}
            {delivered ? translate('payslips.result.delivered', { smart_count: delivered }) : translate('payslips.result.noneDelivered')}
          </Box>
        </Box>
        {result.unmatched.length > 0 && <Unmatched rows={result.unmatched} />}
        {delivered > 0 && <Matched rows={result.matched} />}
        {!result.unmatched.length && <Alert severity="success">{translate('payslips.result.allMatched')}</Alert>}
      </CardContent>
    </Card>
  );
};
