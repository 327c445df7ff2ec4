import { useState } from 'react';
import {
  Accordion, AccordionDetails, AccordionSummary, Alert, AlertTitle, Box, Button, Card, CardContent, Chip, CircularProgress, Stack, Typography,
} from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { deleteContractTemplate, fetchContractTemplate, fieldErrorsOf, toastFailure, uploadContractTemplate } from './api';
import { useIsBackOffice } from './hooks';
import { refusalOf, unknownPlaceholders, type TTemplateRefusal } from './template';

const DOCX = '.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The server's reasons for refusing a template or a letter from it, kept on screen until replaced. */
export const TemplateRefusal = ({ refusal, title, testId }: { refusal: TTemplateRefusal; title: string; testId: string }) => {
  const translate = useTranslate();
  return (
    <Alert severity="error" data-testid={testId} sx={{ mt: 1.5 }}>
      <AlertTitle>{translate(title)}</AlertTitle>
      {refusal.message}
      {refusal.details.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {refusal.details.map((detail) => <li key={detail}>{detail}</li>)}
        </Box>
      )}
    </Alert>
  );
};

/**
 * "Modello aziendale (DOCX)": whether the company writes its letters from its own template, the
 * back office's upload, replacement and removal of it, and the placeholders Presidio fills (a tap copies one).
 */
export const ContractTemplateCard = ({ companyId, problem }: { companyId: number; problem?: TTemplateRefusal | null }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const canManage = useIsBackOffice();
  const key = ['document', 'template', 'contract', companyId];
  const { data, isPending, isError } = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchContractTemplate(companyId, signal), retry: false });
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<TTemplateRefusal | null>(null);
  const template = data?.template ?? null;
  const unknown = data ? unknownPlaceholders(data) : [];

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setRefusal(null);
    try {
      queryClient.setQueryData(key, await uploadContractTemplate(companyId, file));
      notify('generate.template.saved', { type: 'success' });
    } catch (error) {
      setRefusal(refusalOf(error));
      if (!Object.keys(fieldErrorsOf(error)).length) toastFailure(error, notify);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await deleteContractTemplate(companyId);
      await queryClient.invalidateQueries({ queryKey: key });
      notify('generate.template.deleted', { type: 'info' });
    } catch (error) {
      toastFailure(error, notify);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const copy = (name: string) => {
    void navigator.clipboard?.writeText(`{${name}}`).then(() => notify('generate.template.copied', { type: 'info', messageArgs: { name: `{${name}}` } }));
  };

  return (
    <Card sx={{ borderRadius: 3 }} data-testid="contract-template">
      <CardContent sx={{ p: { xs: 2, md: 2.5 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <DescriptionOutlined color="primary" />
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>{translate('generate.template.title')}</Typography>
        </Stack>
        {isPending ? (
          <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
        ) : isError ? (
          <Typography color="text.secondary">{translate('generate.template.unavailable')}</Typography>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" data-testid="template-status">
              {template ? translate('generate.template.current', { name: template.fileName }) : translate('generate.template.none')}
            </Typography>
            {unknown.length > 0 && (
              <Alert severity="warning" sx={{ mt: 1 }}>{translate('generate.template.unknown', { names: unknown.map((n) => `{${n}}`).join(', ') })}</Alert>
            )}
            {canManage && (
              <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
                <Button component="label" variant="outlined" size="small" startIcon={busy ? <CircularProgress size={16} /> : <UploadFileOutlined />} disabled={busy}>
                  {translate(template ? 'generate.template.replace' : 'generate.template.upload')}
                  <input
                    hidden
                    type="file"
                    accept={DOCX}
                    data-testid="template-file"
                    onChange={(e) => {
                      void upload(e.target.files?.[0]);
                      e.target.value = '';
                    }}
                  />
                </Button>
                {template && (
                  <Button color="error" size="small" startIcon={<DeleteOutline />} disabled={busy} onClick={() => setConfirming(true)}>
                    {translate('generate.template.delete')}
                  </Button>
                )}
              </Stack>
            )}
            {refusal && <TemplateRefusal refusal={refusal} title="generate.template.refused" testId="template-refusal" />}
            {!refusal && problem && template && <TemplateRefusal refusal={problem} title="generate.contract.failed" testId="template-problem" />}
            <Accordion disableGutters elevation={0} sx={{ mt: 1.5, border: 1, borderColor: 'divider', borderRadius: 2, '&::before': { display: 'none' } }}>
              <AccordionSummary expandIcon={<ExpandMore />}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {translate('generate.template.placeholders', { smart_count: data?.provided.length ?? 0 })}
                </Typography>
              </AccordionSummary>
              <AccordionDetails sx={{ pt: 0 }}>
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>{translate('generate.template.placeholdersHelp')}</Typography>
                {/* The list is long: it scrolls inside the card, which stays in view beside the form. */}
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, maxHeight: { md: '45vh' }, overflowY: { md: 'auto' } }} data-testid="template-placeholders">
                  {data?.provided.map((p) => (
                    <Box component="li" key={p.name} sx={{ display: 'grid', justifyItems: 'start', gap: 0.25 }}>
                      <Chip size="small" label={`{${p.name}}`} onClick={() => copy(p.name)} sx={{ fontFamily: 'monospace' }} aria-label={translate('generate.template.copy', { name: `{${p.name}}` })} />
                      <Typography variant="caption" color="text.secondary">{p.description}</Typography>
                    </Box>
                  ))}
                </Box>
              </AccordionDetails>
            </Accordion>
          </>
        )}
      </CardContent>
      <Confirm
        isOpen={confirming}
        loading={busy}
        title="generate.template.deleteTitle"
        content="generate.template.deleteBody"
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
};
