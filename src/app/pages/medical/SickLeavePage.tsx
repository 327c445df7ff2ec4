import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { ResourceContextProvider, Title, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { SickLeaveForm } from './SickLeaveForm';
import { SickLeaveList } from './SickLeaveList';
import { useOwnSickLeaves } from './useOwnSickLeaves';

/** /home/medical ('Malattia'): report sick leave, no approval needed; the list of the worker's own. */
export const SickLeavePage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { data = [], isPending } = useOwnSickLeaves();
  return (
    <ResourceContextProvider value="permission">
      <Title title="menu.sickLeave" />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Alert severity="info" data-testid="sick-leave-notice">{translate('sickLeave.notice')}</Alert>
          <Card sx={{ borderRadius: 3 }}>
            <CardContent sx={{ p: { xs: 2, md: 2.5 } }}>
              <Typography variant="subtitle2" color="primary" sx={{ textTransform: 'uppercase', letterSpacing: '0.06em' }}>
                {translate('sickLeave.form.title')}
              </Typography>
              <SickLeaveForm
                previous={data}
                translate={translate}
                submitLabel="sickLeave.form.submit"
                onCreated={(record) => navigate(`/home/medical/${record.id}`)}
              />
            </CardContent>
          </Card>
        </Box>
        <SickLeaveList data={data} isPending={isPending} />
      </Box>
    </ResourceContextProvider>
  );
};
