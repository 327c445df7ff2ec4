import type { ComponentType } from 'react';
import { Box, Button, Typography } from '@mui/material';
import GppBadOutlined from '@mui/icons-material/GppBadOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import { Link, useTranslate } from 'react-admin';
import { homePathFor } from '../../../shared/access';
import { useSessionUser } from '../../state/useAppState';
import { AuthShell } from './AuthShell';

const StatusPage = ({ icon: Icon, title, body, testId }: { icon: ComponentType<{ sx?: object }>; title: string; body: string; testId: string }) => {
  const translate = useTranslate();
  const user = useSessionUser();
  const target = user ? homePathFor(user.roles) : '/auth/login';
  return (
    <AuthShell>
      <Box sx={{ textAlign: 'center' }} data-testid={testId}>
        <Icon sx={{ fontSize: '3.5rem', color: 'primary.main', mb: 1 }} />
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>{title}</Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>{body}</Typography>
        <Button component={Link} to={target} variant="contained">
          {translate(user ? 'auth.toHome' : 'auth.toLogin')}
        </Button>
      </Box>
    </AuthShell>
  );
};

/** /notfound and every unknown path. */
export const NotFoundPage = () => {
  const translate = useTranslate();
  return <StatusPage icon={TravelExploreOutlined} title={translate('notFound.title')} body={translate('notFound.body')} testId="not-found" />;
};

/** /auth/access: signed in, but the role may not open the page. */
export const AccessDeniedPage = () => {
  const translate = useTranslate();
  return <StatusPage icon={GppBadOutlined} title={translate('auth.accessTitle')} body={translate('auth.accessBody')} testId="access-denied" />;
};

/** /auth/error: the identity could not be verified. */
export const AuthErrorPage = () => {
  const translate = useTranslate();
  return <StatusPage icon={ErrorOutline} title={translate('auth.errorTitle')} body={translate('auth.errorBody')} testId="auth-error" />;
};
