import type { ReactNode } from 'react';
import { Alert, Box, Card, CardContent, Chip, CircularProgress, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { formatDate } from '../../../shared/dates';
import { useProfile } from '../../state/useProfile';
import { CalendarCard } from './CalendarCard';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ContactForm } from './ContactForm';

const Panel = ({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) => {
  const translate = useTranslate();
  return (
    <Card sx={{ borderRadius: 3 }} data-testid={testId}>
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>{translate(title)}</Typography>
        {children}
      </CardContent>
    </Card>
  );
};

const Row = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: { xs: 0, sm: 1 }, py: 0.75, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      <Typography variant="body2" color="text.secondary">{translate(label)}</Typography>
      <Box sx={{ fontWeight: 500, wordBreak: 'break-word' }}>{children}</Box>
    </Box>
  );
};

/** /home/profile: own data read-only, contact fields editable, password change, the deadlines' calendar link. Every signed-in role. */
export const ProfilePage = () => {
  const translate = useTranslate();
  const { data: me, isPending, isError } = useProfile();
  return (
    <>
      <Title title="pages.profileTitle" />
      {isPending && <CircularProgress />}
      {isError && <Alert severity="error">{translate('profile.loadError')}</Alert>}
      {me && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2, alignItems: 'start' }} data-testid="profile">
          <Panel title="profile.data.title">
            <Typography variant="h5" component="p" sx={{ mb: 1.5 }}>{[me.firstName, me.lastName].filter(Boolean).join(' ') || me.username}</Typography>
            {me.fiscalCode && <Row label="pages.fiscalCode"><Box component="span" sx={{ fontFamily: 'monospace' }}>{me.fiscalCode}</Box></Row>}
            {me.username && <Row label="pages.username">{me.username}</Row>}
            {me.birthDate && <Row label="resources.user.fields.birthDate">{formatDate(me.birthDate)}{me.birthPlace ? ` · ${me.birthPlace}` : ''}</Row>}
            <Row label="pages.roles">
              <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                {me.roles.map((role) => <Chip key={role} size="small" color="primary" variant="outlined" label={translate(`roles.${role}`)} />)}
              </Box>
            </Row>
            {me.companies.length > 0 && (
              <Row label="pages.companies">
                <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                  {me.companies.map((c) => <Chip key={c.id} size="small" label={c.name} />)}
                </Box>
              </Row>
            )}
            {me.jobTitle && <Row label="resources.user.fields.jobTitle">{me.jobTitle}</Row>}
            {me.hireDate && <Row label="resources.user.fields.hireDate">{formatDate(me.hireDate)}</Row>}
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1.5 }}>{translate('profile.data.readOnly')}</Typography>
          </Panel>
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Panel title="profile.contacts.title" testId="profile-contacts">
              <ContactForm profile={me} />
            </Panel>
            <Panel title="profile.password.title" testId="profile-password">
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('profile.password.intro')}</Typography>
              <ChangePasswordForm />
            </Panel>
            {/* A client's users have no deadlines of their own. */}
            {me.roles.some((role) => role !== 'ROLE_CLIENT') && <CalendarCard />}
          </Box>
        </Box>
      )}
    </>
  );
};
