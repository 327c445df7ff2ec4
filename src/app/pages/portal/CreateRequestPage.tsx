import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { useQuery } from '@tanstack/react-query';
import {
  BooleanInput, DateInput, Form, NumberInput, ResourceContextProvider, SaveButton, SelectInput, TextInput, Title, useDataProvider, useNotify, useTranslate, type HttpError,
} from 'react-admin';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { SERVICE_TYPES, ZRequestCreate, type TRequest, type TRequestCreate } from '../../../shared/schemas/request';
import { requiredKeys } from '../../components/requiredFields';
import { SlotInputs } from '../../resources/workforce/posts/SlotInputs';
import { sitesQuery, uploadAttachment, usePortalRefresh } from './api';
import { AttachmentPicker } from './AttachmentPicker';
import { REQUEST_DEFAULTS, requestResolver, ROUNDS_SERVICE, type TRequestFormValues } from './requestForm';
import { requestPath } from './paths';

const serviceChoices = SERVICE_TYPES.map((type) => ({ id: type, name: `request.serviceType.${type}` }));
const full = { gridColumn: '1 / -1' };
/** The fields of a request the schema requires, marked with an asterisk (the rounds, when asked, too). */
const REQUIRED = requiredKeys(ZRequestCreate);

/** A client with one site has nothing to choose. */
const OnlySite = ({ siteId }: { siteId: number | undefined }) => {
  const { getValues, setValue } = useFormContext<TRequestFormValues>();
  useEffect(() => {
    if (siteId !== undefined && !getValues('siteId')) setValue('siteId', siteId);
  }, [siteId, getValues, setValue]);
  return null;
};

/** Rounds per day only for an inspection service ('ronda'). */
const RoundsInput = () => {
  const serviceType = useWatch<TRequestFormValues, 'serviceType'>({ name: 'serviceType' });
  if (serviceType !== ROUNDS_SERVICE) return null;
  return <NumberInput source="roundsPerDay" required min={1} max={48} step={1} fullWidth helperText="portal.form.roundsHelp" />;
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ ...full, display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2, mt: 1 }}>
      <Typography variant="subtitle2" component="h2" color="primary" sx={{ ...full, textTransform: 'uppercase', letterSpacing: '0.06em', mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
};

/**
 * /dashclient/create-request: what service, where, when, how many guards, and written
 * instructions, checked with the server's own schema; the attachments follow once the request
 * exists. The client lands on the new request's page.
 */
export const CreateRequestPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider();
  const refresh = usePortalRefresh();
  const sites = useQuery(sitesQuery);
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<Array<{ name: string; reason: string }>>([]);
  const [sending, setSending] = useState(false);
  const siteChoices = sites.data ?? [];

  const submit = async (values: FieldValues) => {
    setSending(true);
    try {
      const { data } = await dataProvider.create<TRequest>('request', { data: values as TRequestCreate });
      const failed: string[] = [];
      for (const file of files) {
        const outcome = await uploadAttachment(data.id, file);
        if (!outcome.ok) failed.push(outcome.message ? `${file.name} (${outcome.message})` : file.name);
      }
      if (failed.length) notify('portal.attachments.failed', { type: 'warning', messageArgs: { files: failed.join(', ') } });
      void refresh();
      navigate(requestPath(data.id));
    } catch (error) {
      setSending(false);
      return (error as HttpError)?.body?.errors;
    }
  };

  return (
    <ResourceContextProvider value="request">
      <Box sx={{ maxWidth: 880, mx: 'auto' }}>
        <Title title="menu.requestCreate" />
        <Card sx={{ borderRadius: 3 }} data-testid="request-form">
          <CardContent sx={{ p: { xs: 2, md: 3 } }}>
            <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('portal.form.intro')}</Typography>
            {sites.data && !siteChoices.length && <Alert severity="warning" sx={{ mb: 2 }}>{translate('portal.form.noSites')}</Alert>}
            <Form defaultValues={REQUEST_DEFAULTS} resolver={requestResolver} onSubmit={submit} noValidate disableInvalidFormNotification>
              <OnlySite siteId={siteChoices.length === 1 ? siteChoices[0].id : undefined} />
              <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
                <Section title="portal.form.what">
                  <SelectInput source="serviceType" choices={serviceChoices} fullWidth required={REQUIRED.has('serviceType')} />
                  <SelectInput source="siteId" required={REQUIRED.has('siteId')} choices={siteChoices} fullWidth isPending={sites.isPending} />
                  <Box sx={full}>
                    <TextInput source="title" required={REQUIRED.has('title')} fullWidth helperText="portal.form.titleHelp" />
                  </Box>
                </Section>
                <Section title="portal.form.when">
                  <DateInput source="startDate" required={REQUIRED.has('startDate')} fullWidth />
                  <DateInput source="endDate" required={REQUIRED.has('endDate')} fullWidth helperText="portal.form.endHelp" />
                  <Box sx={full}>
                    <Typography variant="body2" color="text.secondary">{translate('portal.form.slotsHelp')}</Typography>
                    <SlotInputs />
                  </Box>
                </Section>
                <Section title="portal.form.how">
                  <NumberInput source="headcount" required={REQUIRED.has('headcount')} min={1} max={50} step={1} fullWidth helperText="portal.form.headcountHelp" />
                  <RoundsInput />
                  <Box sx={full}>
                    <BooleanInput source="armed" helperText="portal.form.armedHelp" />
                  </Box>
                  <Box sx={full}>
                    <TextInput source="description" fullWidth multiline minRows={3} helperText="portal.form.descriptionHelp" />
                  </Box>
                </Section>
                <Box sx={{ ...full, mt: 1 }}>
                  <AttachmentPicker files={files} onChange={setFiles} refused={refused} onRefused={setRefused} disabled={sending} />
                </Box>
              </Box>
              <SaveButton label="portal.form.submit" alwaysEnable icon={<SendOutlined />} sx={{ mt: 2, width: { xs: '100%', sm: 'auto' } }} data-testid="request-submit" />
            </Form>
          </CardContent>
        </Card>
      </Box>
    </ResourceContextProvider>
  );
};
