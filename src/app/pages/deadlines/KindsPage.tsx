import { useState } from 'react';
import { Alert, Box, Button, Card, Chip, LinearProgress, MenuItem, TextField, Typography } from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Title, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { TDeadlineKindView } from '../../../shared/schemas/deadline';
import { useCompanyChoices } from '../../components/companies';
import { request } from '../../providers/httpClient';
import { useAppState } from '../../state/useAppState';
import { KindDialog } from './KindDialog';

const cell = { p: 1, borderBottom: 1, borderColor: 'divider', textAlign: 'left', verticalAlign: 'middle' } as const;

/**
 * /deadlines/kinds: the company's catalogue of kinds, its own where it changed the defaults
 * ('Personalizzato'): validity, reminder window, who is reminded, whether it blocks work. The
 * company is the top bar's; with 'Tutte le aziende' the page asks for one.
 */
export const KindsPage = () => {
  const translate = useTranslate();
  const selected = useAppState((s) => s.company.id);
  const { choices, isPending: companiesPending } = useCompanyChoices();
  const [picked, setPicked] = useState<number | ''>('');
  const companyId = selected || picked || (choices.length === 1 ? choices[0].id : '');
  const [editing, setEditing] = useState<TDeadlineKindView | null>(null);
  const { data, error, isPending, refetch } = useQuery({
    queryKey: ['deadlines', 'kinds', companyId],
    enabled: companyId !== '',
    queryFn: async ({ signal }) => (await request<TDeadlineKindView[]>('api/deadlines/kinds', { query: { companyId }, signal })).json,
  });

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Title title="deadlinesOffice.kindsPage.title" />
      <Typography color="text.secondary">{translate('deadlinesOffice.kindsPage.intro')}</Typography>
      {!selected && (
        <TextField
          select
          label={translate('deadlinesOffice.kindsPage.company')}
          helperText={translate('deadlinesOffice.kindsPage.chooseCompany')}
          value={companyId}
          onChange={(event) => setPicked(Number(event.target.value))}
          disabled={companiesPending}
          sx={{ maxWidth: 420 }}
          slotProps={{ htmlInput: { 'data-testid': 'kinds-company' } }}
        >
          {choices.map((c) => (
            <MenuItem key={c.id} value={c.id}>{c.name}</MenuItem>
          ))}
        </TextField>
      )}
      {companyId !== '' && isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {error && <Alert severity="error">{(error as Error).message}</Alert>}
      {data && companyId !== '' && (
        <Card variant="outlined" sx={{ borderRadius: 2 }}>
          <Box tabIndex={0} role="region" aria-label={translate('deadlinesOffice.kindsPage.title')} sx={{ overflowX: 'auto' }}>
            <Box component="table" data-testid="kinds-table" sx={{ borderCollapse: 'collapse', width: '100%', fontSize: '0.875rem' }}>
              <thead>
                <tr>
                  {['kind', 'validityMonths', 'leadDays', 'remindTo', 'blocks'].map((key) => (
                    <Box component="th" scope="col" key={key} sx={{ ...cell, fontWeight: 700, whiteSpace: 'nowrap' }}>{translate(`deadlinesOffice.kindsPage.${key}`)}</Box>
                  ))}
                  <Box component="th" scope="col" sx={cell}>
                    <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{translate('deadlinesOffice.actions.column')}</Box>
                  </Box>
                </tr>
              </thead>
              <tbody>
                {data.map((kind) => {
                  const name = translate(`deadlines.kinds.${kind.code}`);
                  return (
                    <tr key={kind.code} data-testid="kind-row" data-kind={kind.code}>
                      <Box component="th" scope="row" sx={{ ...cell, fontWeight: 600 }}>
                        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                          <span>{name}</span>
                          <Chip
                            size="small"
                            variant={kind.customised ? 'filled' : 'outlined'}
                            color={kind.customised ? 'primary' : 'default'}
                            label={translate(`deadlinesOffice.kindsPage.${kind.customised ? 'customised' : 'standard'}`)}
                            data-testid="kind-customised"
                            data-customised={kind.customised}
                          />
                        </Box>
                      </Box>
                      <Box component="td" sx={cell}>
                        {kind.validityMonths == null ? translate('deadlinesOffice.kindsPage.noValidity') : translate('deadlinesOffice.kindsPage.months', { smart_count: kind.validityMonths })}
                      </Box>
                      <Box component="td" sx={cell}>{translate('deadlinesOffice.kindsPage.daysBefore', { smart_count: kind.leadDays })}</Box>
                      <Box component="td" sx={cell}>{translate(`deadlinesOffice.remindTo.${kind.remindTo}`)}</Box>
                      <Box component="td" sx={{ ...cell, color: kind.blocks === 'NO' ? 'text.secondary' : 'error.dark', fontWeight: kind.blocks === 'NO' ? 400 : 600 }}>
                        {translate(`deadlinesOffice.blocks.${kind.blocks}`)}
                      </Box>
                      <Box component="td" sx={{ ...cell, textAlign: 'right' }}>
                        <Button size="small" startIcon={<EditOutlined />} onClick={() => setEditing(kind)} data-testid="kind-edit" sx={{ minHeight: 44, whiteSpace: 'nowrap' }}>
                          {translate('ra.action.edit')}
                          <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}> {name}</Box>
                        </Button>
                      </Box>
                    </tr>
                  );
                })}
              </tbody>
            </Box>
          </Box>
        </Card>
      )}
      {editing && companyId !== '' && (
        <KindDialog
          kind={editing}
          companyId={companyId}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refetch();
          }}
        />
      )}
    </Box>
  );
};
