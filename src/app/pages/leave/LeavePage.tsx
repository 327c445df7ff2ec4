import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { ResourceContextProvider, Title } from 'react-admin';
import { todayInRome } from '../../../shared/dates';
import { balanceQuery } from '../../resources/permission/api';
import { BalanceCard } from '../../resources/permission/BalanceCard';
import { LeaveRequestForm } from './LeaveRequestForm';
import { MyRequests } from './MyRequests';

/** /home/permission: the balance, a new request and the worker's own requests; one column on a phone. */
export const LeavePage = () => {
  const year = Number(todayInRome().slice(0, 4));
  const balance = useQuery(balanceQuery(year));
  return (
    <ResourceContextProvider value="permission">
      <Title title="menu.landingPermission" />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2, order: { xs: 2, md: 1 } }}>
          <LeaveRequestForm balance={balance.data} />
          <MyRequests />
        </Box>
        <Box sx={{ order: { xs: 1, md: 2 }, position: { md: 'sticky' }, top: { md: 80 } }}>
          <BalanceCard balance={balance.data} isPending={balance.isPending} isError={balance.isError} year={year} />
        </Box>
      </Box>
    </ResourceContextProvider>
  );
};
