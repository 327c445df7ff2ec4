import { useState } from 'react';
import {
  Alert, Box, Button, Card, CardContent, Checkbox, Chip, FormControlLabel, MenuItem, Stack, Switch, TextField, Typography,
} from '@mui/material';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { Title, useTranslate } from 'react-admin';
import { showToast } from '../../providers/toast';
import { BRAND } from '../../theme';

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Card sx={{ borderRadius: 3 }}>
    <CardContent>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>{title}</Typography>
      {children}
    </CardContent>
  </Card>
);

/** A living sample of the theme: every control follows the configuration sidebar. */
export const UiKitPage = () => {
  const translate = useTranslate();
  const [choice, setChoice] = useState('ACTIVE');
  return (
    <>
      <Title title="menu.uikit" />
      <Alert severity="info" sx={{ mb: 2 }}>{translate('demo.intro')}</Alert>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2 }}>
        <Section title={translate('demo.buttons')}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" startIcon={<SaveOutlined />}>{translate('ra.action.save')}</Button>
            <Button variant="outlined">{translate('ra.action.cancel')}</Button>
            <Button variant="contained" color="secondary">{translate('ra.action.confirm')}</Button>
            <Button variant="text" color="error">{translate('ra.action.delete')}</Button>
            <Button variant="contained" disabled>{translate('ra.action.edit')}</Button>
          </Stack>
        </Section>
        <Section title={translate('demo.inputs')}>
          <Stack spacing={1}>
            <TextField label={translate('demo.sampleText')} defaultValue="Presidio S.r.l." fullWidth />
            <TextField select label={translate('demo.sampleSelect')} value={choice} onChange={(e) => setChoice(e.target.value)} fullWidth>
              {['ACTIVE', 'SUSPENDED', 'CLOSED'].map((s) => <MenuItem key={s} value={s}>{translate(`resources.company.status.${s}`)}</MenuItem>)}
            </TextField>
            <Stack direction="row">
              <FormControlLabel control={<Switch defaultChecked />} label={translate('demo.sampleSwitch')} />
              <FormControlLabel control={<Checkbox defaultChecked />} label={translate('demo.sampleText')} />
            </Stack>
          </Stack>
        </Section>
        <Section title={translate('demo.feedback')}>
          <Stack spacing={1}>
            <Alert severity="success">{translate('toast.ok')}</Alert>
            <Alert severity="warning">{translate('toast.warning')}</Alert>
            <Alert severity="error">{translate('toast.error')}</Alert>
            <Stack direction="row" spacing={1}>
              <Chip label={translate('resources.company.status.ACTIVE')} color="success" />
              <Chip label={translate('resources.company.status.SUSPENDED')} color="warning" />
              <Chip label={translate('resources.company.status.CLOSED')} />
            </Stack>
            <Button variant="outlined" onClick={() => showToast({ severity: 'success', title: 'toast.ok', message: translate('demo.sampleText') })}>
              {translate('demo.showToast')}
            </Button>
          </Stack>
        </Section>
        <Section title={translate('demo.palette')}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {Object.entries(BRAND).map(([name, color]) => (
              <Box key={name} sx={{ width: 96 }}>
                <Box sx={{ height: 56, borderRadius: 2, bgcolor: color, border: 1, borderColor: 'divider' }} />
                <Typography variant="caption">{name} {color}</Typography>
              </Box>
            ))}
          </Stack>
          <Typography variant="overline" sx={{ display: 'block', mt: 2 }}>{translate('demo.typography')}</Typography>
          <Typography variant="h4">Presidio</Typography>
          <Typography variant="body1">{translate('app.tagline')}</Typography>
        </Section>
      </Box>
    </>
  );
};
