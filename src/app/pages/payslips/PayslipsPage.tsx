import { useEffect, useRef, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Card, CardContent, LinearProgress, List, ListItem, MenuItem, TextField, Typography } from '@mui/material';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { Title, useLocale, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { TPayslipResult } from '../../../shared/schemas/payslip';
import { monthName } from '../attendance/format';
import { reasonOf } from '../documents/upload';
import { useGenerationCompany } from '../generate/hooks';
import { uploadPayslips } from './api';
import { addFiles, defaultPayslipMonth, payslipMonths } from './form';
import { PayslipResults } from './PayslipResults';
import { PdfDropZone } from './PdfDropZone';

/** null: not sending; 0…1 while the bytes leave; 1 while the server matches them. */
type TProgress = number | null;

const HowItWorks = () => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="payslips-how" sx={{ gridArea: 'how', bgcolor: 'action.hover', borderRadius: 3, p: 2 }}>
      <Typography variant="subtitle2" component="h3" id="payslips-how" sx={{ fontWeight: 700 }}>{translate('payslips.how.title')}</Typography>
      <List dense disablePadding sx={{ listStyle: 'disc', pl: 2.5, '& li': { display: 'list-item', px: 0 } }}>
        <ListItem><Typography variant="body2">{translate('payslips.how.byName')}</Typography></ListItem>
        <ListItem><Typography variant="body2">{translate('payslips.how.byContent')}</Typography></ListItem>
      </List>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>{translate('payslips.how.scope')}</Typography>
    </Box>
  );
};

const Progress = ({ progress }: { progress: number }) => {
  const translate = useTranslate();
  const percent = Math.round(progress * 100);
  const matching = progress >= 1;
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {matching ? translate('payslips.matching') : translate('payslips.sending', { percent })}
      </Typography>
      <LinearProgress
        variant={matching ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-label={translate('payslips.progress')}
        data-testid="payslips-progress"
      />
    </Box>
  );
};

/**
 * /document/payslips: a month's payslips of one company sent at once, matched on the server by
 * the fiscal code in each file's name or printed on its pages; then who got one and, set apart,
 * every file or page that went to nobody.
 */
export const PayslipsPage = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { choices, companyId, setCompanyId } = useGenerationCompany();
  const [months] = useState(() => payslipMonths());
  const [month, setMonth] = useState(defaultPayslipMonth);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<TProgress>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<TPayslipResult | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const aborter = useRef<AbortController | null>(null);
  useEffect(() => () => aborter.current?.abort(), []);
  useEffect(() => {
    if (result) resultRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [result]);

  const sending = progress !== null;

  const send = async () => {
    if (companyId === '' || !files.length) return;
    aborter.current = new AbortController();
    setErrors({});
    setFailure(null);
    setResult(null);
    setProgress(0);
    const outcome = await uploadPayslips({ companyId, month, files, signal: aborter.current.signal, onProgress: (fraction) => setProgress((p) => Math.max(p ?? 0, fraction)) });
    setProgress(null);
    if (outcome.ok) {
      setResult(outcome.result);
      setFiles([]);
      void queryClient.invalidateQueries({ queryKey: ['document'] });
      return;
    }
    setErrors(outcome.errors);
    setFailure(reasonOf(outcome) || translate('payslips.unanswered'));
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, py: 2 }} data-testid="payslips-page">
      <Title title="menu.documentPayslips" />
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          // On a phone the files come right after company and month; the explanation follows.
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          gridTemplateAreas: { xs: '"fields" "files" "how"', md: '"fields files" "how files"' },
          gridTemplateRows: { md: 'auto 1fr' },
        }}
      >
        <Card sx={{ gridArea: 'fields', borderRadius: 3, minWidth: 0 }}>
          <CardContent sx={{ display: 'grid', gap: 2 }}>
            <Box>
              <Typography variant="h6" component="h2">{translate('payslips.title')}</Typography>
              <Typography variant="body2" color="text.secondary">{translate('payslips.intro')}</Typography>
            </Box>
            <TextField
              select
              fullWidth
              label={translate('payslips.fields.companyId')}
              value={companyId}
              onChange={(event) => setCompanyId(Number(event.target.value))}
              disabled={sending || choices.length <= 1}
              error={!!errors.companyId}
              helperText={errors.companyId ?? (companyId === '' ? translate('payslips.pickCompany') : undefined)}
              slotProps={{ htmlInput: { 'data-testid': 'payslips-company' } }}
            >
              {choices.map((c) => (
                <MenuItem key={c.id} value={c.id}>{c.name}</MenuItem>
              ))}
            </TextField>
            <TextField
              select
              fullWidth
              label={translate('payslips.fields.month')}
              value={month}
              onChange={(event) => setMonth(event.target.value)}
              disabled={sending}
              error={!!errors.month}
              helperText={errors.month}
              slotProps={{ htmlInput: { 'data-testid': 'payslips-month' } }}
            >
              {months.map((m) => (
                <MenuItem key={m} value={m}>{monthName(m, locale)}</MenuItem>
              ))}
            </TextField>
          </CardContent>
        </Card>
        <HowItWorks />
        <Card sx={{ gridArea: 'files', borderRadius: 3, minWidth: 0 }}>
          <CardContent sx={{ display: 'grid', gap: 2 }}>
            <PdfDropZone
              files={files}
              onAdd={(picked) => setFiles((current) => addFiles(current, picked))}
              onRemove={(file) => setFiles((current) => current.filter((f) => f !== file))}
              onClear={() => setFiles([])}
              disabled={sending}
              error={errors.file}
            />
            {sending && <Progress progress={progress} />}
            {failure && (
              <Alert severity="error" data-testid="payslips-failure">
                <AlertTitle>{translate('payslips.failed')}</AlertTitle>
                {failure}
              </Alert>
            )}
            <Button
              type="submit"
              variant="contained"
              size="large"
              startIcon={<SendOutlined />}
              disabled={sending || companyId === '' || !files.length}
              sx={{ minHeight: 48, justifySelf: { sm: 'start' } }}
              data-testid="payslips-submit"
            >
              {translate('payslips.submit')}
            </Button>
          </CardContent>
        </Card>
      </Box>
      <Box ref={resultRef} sx={{ scrollMarginTop: 80 }}>
        {result && <PayslipResults result={result} />}
      </Box>
    </Box>
  );
};
