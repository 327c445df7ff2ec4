import { Typography } from '@mui/material';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { Title, useTranslate } from 'react-admin';
import { PageCard } from '../components/PageCard';

/** /notification: the list reads 'Nessuna notifica' until notifications arrive with their issue. */
export const NotificationPage = () => {
  const translate = useTranslate();
  return (
    <>
      <Title title="areas.notification" />
      <PageCard icon={NotificationsNoneOutlined} title={translate('topbar.noNotifications')} testId="notification-page">
        <Typography color="text.secondary">{translate('pages.comingSoonBody')}</Typography>
      </PageCard>
    </>
  );
};
