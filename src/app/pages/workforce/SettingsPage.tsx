import { useState } from 'react';
import { Alert, Box, Card, CardContent, LinearProgress, MenuItem, TextField, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Form, NumberInput, SaveButton, Title, useNotify, useTranslate } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import { WORK_RULE_SETS, ZWorkforceSettings, type TWorkforceSettings } from '../../../shared/schemas/workforce';
import { useCompanyChoices } from '../../components/companies';
import { requiredKeys } from '../../components/requiredFields';
import { useAppState } from '../../state/useAppState';
import { saveWorkforceSettings, settingsKey, useWorkforceSettings } from './settings/api';
import { RuleSetCard } from './settings/RuleSetCard';

const resolver = zodResolver(ZWorkforceSettings) as unknown as Resolver<FieldValues>;
const GRACES = ['lateGraceMinutes', 'noShowGraceMinutes', 'clockWindowMinutes'] as const;
/** The settings the schema requires, marked with an asterisk (each rule's in RuleSetCard). */
const REQUIRED = requiredKeys(ZWorkforceSettings);
const HELP = { lateGraceMinutes: 'lateGraceHelp', noShowGraceMinutes: 'noShowGraceHelp', clockWindowMinutes: 'clockWindowHelp' } as const;

/**
 * /workforce/settings: a company's graces of late and no-show, the clock-in window and the two rule
 * sets side by side. The company is the top bar's; with 'Tutte le aziende' the page asks for one.
 */
export const SettingsPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const selected = useAppState((s) => s.company.id);
  const { choices, isPending: companiesPending } = useCompanyChoices();
  const [picked, setPicked] = useState<number | ''>('');
  const companyId = selected || picked || (choices.length === 1 ? choices[0].id : '');
  const { data, error, isPending } = useWorkforceSettings(companyId);

  const save = async (values: FieldValues) => {
    if (companyId === '') return undefined;
    try {
      const saved = await saveWorkforceSettings(companyId, values as TWorkforceSettings);
      queryClient.setQueryData(settingsKey(companyId), saved && typeof saved === 'object' && 'rules' in saved ? saved : values);
      notify('posts.settings.saved', { type: 'success' });
      return undefined;
    } catch (failure) {
      // The client already toasted the answer; the fields carry the server's reasons.
      return (failure as { body?: { errors?: Record<string, string> } }).body?.errors;
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Title title="posts.settings.title" />
      <Typography color="text.secondary">{translate('posts.settings.intro')}</Typography>
      {!selected && (
        <TextField
          select
          label={translate('posts.settings.company')}
          helperText={translate('posts.settings.chooseCompany')}
          value={companyId}
          onChange={(event) => setPicked(Number(event.target.value))}
          disabled={companiesPending}
          sx={{ maxWidth: 420 }}
          slotProps={{ htmlInput: { 'data-testid': 'settings-company' } }}
        >
          {choices.map((c) => (
            <MenuItem key={c.id} value={c.id}>{c.name}</MenuItem>
          ))}
        </TextField>
      )}
      {companyId !== '' && isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {error && <Alert severity="error">{(error as Error).message || translate('posts.settings.loadError')}</Alert>}
      {data && companyId !== '' && (
        <Form key={companyId} record={data} resolver={resolver} onSubmit={save} mode="onBlur" reValidateMode="onChange" disableInvalidFormNotification noValidate>
          <Box sx={{ display: 'grid', gap: 2 }} data-testid="settings-form">
            <Card variant="outlined" component="fieldset" sx={{ m: 0, p: 0, minWidth: 0 }}>
              <CardContent>
                <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1, float: 'left', width: '100%' }}>
                  {translate('posts.settings.graces')}
                </Typography>
                <Box sx={{ clear: 'both', display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, 1fr)' } }}>
                  {GRACES.map((field) => (
                    <NumberInput key={field} source={field} label={`posts.settings.${field}`} helperText={`posts.settings.${HELP[field]}`} min={0} step={1} fullWidth required={REQUIRED.has(field)} />
                  ))}
                </Box>
              </CardContent>
            </Card>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' } }}>
              {WORK_RULE_SETS.map((set) => (
                <RuleSetCard key={set} set={set} />
              ))}
            </Box>
            <Box>
              <SaveButton label="posts.settings.save" alwaysEnable={false} data-testid="settings-save" />
            </Box>
          </Box>
        </Form>
      )}
    </Box>
  );
};
