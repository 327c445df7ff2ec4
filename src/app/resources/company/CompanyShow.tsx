import { Box, Typography } from '@mui/material';
import {
  DateField, EditButton, EmailField, Labeled, Show, TextField, TopToolbar, UrlField, useGetOne, useLocale, useRecordContext, useTranslate,
} from 'react-admin';
import { canAccess } from '../../../shared/access';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { useAppState, useSessionUser } from '../../state/useAppState';
import { formatPatronDay } from './patronDay';
import { StatusField } from './StatusField';
import { ShowGroup } from '../../components/ShowGroup';

const CeoField = (_props: { label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { data, isError } = useGetOne('user', { id: record?.ceoId }, { enabled: !!record?.ceoId, retry: false });
  if (!record?.ceoId) return <Typography variant="body2" color="text.secondary">{translate('resources.company.ceoNone')}</Typography>;
  const name = data && !isError ? [data.firstName, data.lastName].filter(Boolean).join(' ') : `#${record.ceoId}`;
  return <Typography variant="body2">{name}</Typography>;
};

/** '29 giugno', in the reader's language. */
const PatronDayField = (_props: { label?: string }) => {
  const record = useRecordContext();
  const locale = useLocale();
  return <Typography variant="body2">{formatPatronDay(record?.patronDay, locale) || '—'}</Typography>;
};

const Actions = () => {
  const user = useSessionUser();
  return (
    <TopToolbar>
      {canAccess(user?.roles, { resource: 'company', action: 'edit' }) && <EditButton />}
      {canAccess(user?.roles, { resource: 'company', action: 'delete' }) && <ConfirmDeleteButton />}
    </TopToolbar>
  );
};

export const CompanyShow = () => {
  const locale = useAppState((s) => s.locale);
  return (
    <Show actions={<Actions />} sx={{ '& .RaShow-card': { bgcolor: 'transparent', border: 0 } }}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <ShowGroup title="resources.company.sections.identity">
          <Labeled><TextField source="name" /></Labeled>
          <Labeled><TextField source="vat" /></Labeled>
          <Labeled><TextField source="legalForm" emptyText="—" /></Labeled>
          <Labeled><TextField source="reaNumber" emptyText="—" /></Labeled>
          <Labeled source="status"><StatusField /></Labeled>
          <Labeled source="ceoId"><CeoField /></Labeled>
        </ShowGroup>
        <ShowGroup title="resources.company.sections.contacts">
          <Labeled><TextField source="registeredOffice" emptyText="—" /></Labeled>
          <Labeled><TextField source="headOffice" emptyText="—" /></Labeled>
          <Labeled><TextField source="phone" emptyText="—" /></Labeled>
          <Labeled><EmailField source="email" emptyText="—" /></Labeled>
          <Labeled><EmailField source="pec" emptyText="—" /></Labeled>
          <Labeled><UrlField source="website" emptyText="—" target="_blank" rel="noopener" /></Labeled>
        </ShowGroup>
        <ShowGroup title="resources.company.sections.calendar">
          <Labeled source="patronDay"><PatronDayField /></Labeled>
        </ShowGroup>
        <ShowGroup title="resources.company.sections.notes">
          <Labeled><TextField source="description" emptyText="—" sx={{ whiteSpace: 'pre-line' }} /></Labeled>
          <Box />
          <Labeled><DateField source="createdAt" showTime locales={locale} /></Labeled>
          <Labeled><DateField source="updatedAt" showTime locales={locale} /></Labeled>
        </ShowGroup>
      </Box>
    </Show>
  );
};
