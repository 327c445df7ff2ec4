import type { ReactNode } from 'react';
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import {
  DateField, EditButton, EmailField, Labeled, ReferenceField, Show, TabbedShowLayout, TabbedShowLayoutTabs, TextField, TopToolbar, useRecordContext, useTranslate,
} from 'react-admin';
import type { TUser } from '../../../shared/schemas/user';
import { missingProps } from '../../components/RecordMissing';
import { UserAttendanceTab } from '../attendance/UserAttendanceTab';
import { UserDocumentsTab } from '../document/UserDocumentsTab';
import { UserLeaveTab } from '../permission/UserLeaveTab';
import { useAppState } from '../../state/useAppState';
import { ActiveField, CompaniesField, RolesField } from './fields';
import { useCanManage, UserActions } from './UserActions';
import { UserDeadlinesTab } from './deadlines/UserDeadlinesTab';
import { QualificationField } from './QualificationField';

const Actions = () => {
  const record = useRecordContext<TUser>();
  const canManage = useCanManage(record);
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', gap: 0.5, pr: 1 }}>
      {canManage && <EditButton />}
      <UserActions />
    </TopToolbar>
  );
};

const Group = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ borderRadius: 2 }}>
      <CardContent>
        <Typography variant="subtitle2" color="primary" sx={{ mb: 1, textTransform: 'uppercase', letterSpacing: '0.06em' }}>{translate(title)}</Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>{children}</Box>
      </CardContent>
    </Card>
  );
};

const Banner = () => {
  const record = useRecordContext<TUser>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      <Box sx={{ mb: 2 }}>
        <ActiveField />
      </Box>
      {record.mustChangePassword && <Alert severity="info" sx={{ mb: 2 }}>{translate('resources.user.mustChange')}</Alert>}
    </>
  );
};

export const UserShow = () => {
  const locale = useAppState((s) => s.locale);
  return (
    <Show actions={<Actions />} {...missingProps}>
      {/* Five tabs do not fit a phone: they scroll instead of cutting the last one off. */}
      <TabbedShowLayout tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile />}>
        <TabbedShowLayout.Tab label="resources.user.tabs.details">
          <Banner />
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Group title="resources.user.sections.access">
              <Labeled source="roles"><RolesField /></Labeled>
              <Labeled source="companyIds"><CompaniesField /></Labeled>
              <Labeled><TextField source="fiscalCode" emptyText="—" sx={{ fontFamily: 'monospace' }} /></Labeled>
              <Labeled><TextField source="username" emptyText="—" /></Labeled>
              <Labeled source="clientId">
                <ReferenceField source="clientId" reference="client" link="show" emptyText="—"><TextField source="name" /></ReferenceField>
              </Labeled>
            </Group>
            <Group title="resources.user.sections.identity">
              <Labeled><DateField source="birthDate" locales={locale} emptyText="—" /></Labeled>
              <Labeled><TextField source="birthPlace" emptyText="—" /></Labeled>
              <Labeled><EmailField source="email" /></Labeled>
              <Labeled><TextField source="phone" emptyText="—" /></Labeled>
              <Labeled><TextField source="address" emptyText="—" /></Labeled>
            </Group>
            <Group title="resources.user.sections.work">
              <Labeled><TextField source="jobTitle" emptyText="—" /></Labeled>
              <Labeled><TextField source="contractType" emptyText="—" /></Labeled>
              <Labeled><DateField source="hireDate" locales={locale} emptyText="—" /></Labeled>
              <Labeled><DateField source="endDate" locales={locale} emptyText="—" /></Labeled>
              <Labeled source="qualification"><QualificationField /></Labeled>
            </Group>
          </Box>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.user.tabs.attendance" path="attendance">
          <UserAttendanceTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.user.tabs.leave" path="leave">
          <UserLeaveTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.user.tabs.documents" path="documents">
          <UserDocumentsTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.user.tabs.deadlines" path="deadlines">
          <UserDeadlinesTab />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
};
