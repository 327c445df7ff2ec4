import { Alert, Button } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { formatDate, todayInRome } from '../../../shared/dates';
import { useOwnSickLeaves } from '../medical/useOwnSickLeaves';

/**
 * Above the leave form: sick leave running today or later comes first (sickness suspends leave), so
 * a request over it would be refused. An open certificate is the usual cause: the worker is back but
 * never entered its end. Says so and links to the certificate, where the end date is entered.
 */
export const OpenSickLeaveNotice = () => {
  const translate = useTranslate();
  const { data = [] } = useOwnSickLeaves();
  const today = todayInRome();
  const running = data.find((p) => p.status === 'APPROVED' && (p.endDate === null || p.endDate >= today));
  if (!running) return null;
  const dates = { from: formatDate(running.startDate), to: running.endDate ? formatDate(running.endDate) : '' };
  return (
    <Alert
      severity="warning"
      data-testid="leave-open-sick"
      action={
        <Button component={Link} to={`/home/medical/${running.id}`} color="inherit" size="small">
          {translate('leave.form.sickLink')}
        </Button>
      }
      sx={{ mb: 2, alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' }, '& .MuiAlert-action': { ml: { xs: 0, sm: 'auto' }, pl: { xs: 0, sm: 2 } } }}
    >
      {translate(running.endDate ? 'leave.form.sickUntil' : 'leave.form.sickOpen', dates)}
    </Alert>
  );
};
