import { Alert, Box, Button, Card, CardContent, Chip, Divider, Skeleton, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Fragment } from 'react';
import { Link, ResourceContextProvider, Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { TPermission } from '../../../shared/schemas/permission';
import { formatPeriod } from '../../resources/permission/leaveFormat';
import { SetEndForm } from './SetEndForm';
import { SickLeaveForm } from './SickLeaveForm';
import { sickLeaveChain } from './sickLeave';
import { useOwnSickLeaves } from './useOwnSickLeaves';

const Section = ({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) => (
  <Card sx={{ borderRadius: 3 }} data-testid={testId}>
    <CardContent sx={{ p: { xs: 2, md: 2.5 } }}>
      <Typography variant="subtitle2" color="primary" sx={{ textTransform: 'uppercase', letterSpacing: '0.06em', mb: 1 }}>{title}</Typography>
      {children}
    </CardContent>
  </Card>
);

const Certificate = ({ record, last }: { record: TPermission; last: boolean }) => {
  const translate = useTranslate();
  const line = (label: string, value: string | null) =>
    value && (
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {translate(`resources.permission.fields.${label}`)}: <Box component="span" sx={{ color: 'text.primary' }}>{value}</Box>
      </Typography>
    );
  return (
    <Box data-testid="certificate" data-id={record.id} data-open={record.endDate === null}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Chip size="small" color="secondary" variant="outlined" label={translate(`resources.permission.kinds.${record.kind ?? 'FIRST'}`)} />
        {record.endDate === null && <Chip size="small" color="secondary" label={translate('sickLeave.list.ongoing')} />}
      </Box>
      <Typography sx={{ fontWeight: 600 }}>{formatPeriod(translate, record)}</Typography>
      {line('protocolNumber', record.protocolNumber)}
      {line('availabilityAddress', record.availabilityAddress)}
      {record.endDate === null && last && <Box sx={{ mt: 1 }}><SetEndForm record={record} /></Box>}
    </Box>
  );
};

/** /home/medical/:id: a sick leave with its continuations; the open end can be set, a continuation added. */
export const SickLeaveDetailPage = () => {
  const translate = useTranslate();
  const { id } = useParams();
  const { data = [], isPending } = useOwnSickLeaves();
  const chain = sickLeaveChain(data, Number(id));
  const tail = chain[chain.length - 1];

  return (
    <ResourceContextProvider value="permission">
      <Title title="sickLeave.detail.title" />
      <Button component={Link} to="/home/medical" startIcon={<ArrowBack />} sx={{ mb: 1.5 }}>{translate('sickLeave.detail.back')}</Button>
      {isPending && <Skeleton variant="rounded" height={180} />}
      {!isPending && !tail && <Alert severity="warning">{translate('ra.page.not_found')}</Alert>}
      {tail && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
          <Section title={translate('sickLeave.detail.certificates')} testId="sick-leave-chain">
            {chain.map((record, index) => (
              <Fragment key={record.id}>
                {index > 0 && <Divider sx={{ my: 1.5 }} />}
                <Certificate record={record} last={record === tail} />
              </Fragment>
            ))}
          </Section>
          <Section title={translate('sickLeave.detail.addContinuation')} testId="continuation-form">
            <Typography variant="body2" color="text.secondary">{translate('sickLeave.detail.continuationHelp')}</Typography>
            <SickLeaveForm key={tail.id} parent={tail} translate={translate} submitLabel="sickLeave.detail.submit" onCreated={() => undefined} />
          </Section>
        </Box>
      )}
    </ResourceContextProvider>
  );
};
