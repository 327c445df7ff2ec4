import { useState } from 'react';
import { Box, Button, Card, CardContent, List, ListItem, Skeleton, Typography } from '@mui/material';
import { useGetList, useLocale, useTranslate } from 'react-admin';
import type { TPermission } from '../../../shared/schemas/permission';
import { StatusChip, TypeChip } from '../../resources/permission/fields';
import { formatPeriod, formatRequestAmount } from '../../resources/permission/leaveFormat';
import { useSessionUser } from '../../state/useAppState';
import { CancelRequestButton } from './CancelRequestButton';
import { LEAVE_TYPES } from './leaveForm';

const PAGE = 10;

const RequestItem = ({ record, divider }: { record: TPermission; divider: boolean }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const amount = formatRequestAmount(translate, locale, record);
  return (
    <ListItem divider={divider} data-testid="my-request" data-id={record.id} data-status={record.status} sx={{ display: 'block', px: 0, py: 1.5 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <TypeChip type={record.type} />
        <StatusChip status={record.status} />
      </Box>
      <Typography sx={{ mt: 1, fontWeight: 500 }}>
        {formatPeriod(translate, record)}
        {amount && <Typography component="span" color="text.secondary">{` · ${amount}`}</Typography>}
      </Typography>
      {record.reason && <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>{record.reason}</Typography>}
      {record.decisionNote && (
        <Typography variant="body2" sx={{ mt: 0.5, fontStyle: 'italic', overflowWrap: 'anywhere' }}>
          {translate('leave.mine.note', { note: record.decisionNote })}
        </Typography>
      )}
      {record.status === 'PENDING' && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.5 }}>
          <CancelRequestButton record={record} />
        </Box>
      )}
    </ListItem>
  );
};

/** The worker's own leave requests, newest first, with their status and the decision's note. */
export const MyRequests = () => {
  const translate = useTranslate();
  const user = useSessionUser();
  const [perPage, setPerPage] = useState(PAGE);
  const { data = [], total = 0, isPending } = useGetList<TPermission>(
    'permission',
    {
      filter: { userId: user?.id, type: [...LEAVE_TYPES] },
      sort: { field: 'startDate', order: 'DESC' },
      pagination: { page: 1, perPage },
      meta: { unscoped: true },
    },
    { enabled: !!user, placeholderData: (previous) => previous },
  );

  return (
    <Card sx={{ borderRadius: 3 }} data-testid="my-requests">
      <CardContent sx={{ p: { xs: 2, md: 2.5 } }}>
        <Typography variant="subtitle2" color="primary" sx={{ textTransform: 'uppercase', letterSpacing: '0.06em' }}>
          {translate('leave.mine.title')}
        </Typography>
        {isPending && <Skeleton variant="rounded" height={120} sx={{ mt: 1.5 }} />}
        {!isPending && data.length === 0 && <Typography color="text.secondary" sx={{ mt: 1.5 }}>{translate('leave.mine.empty')}</Typography>}
        <List disablePadding>
          {data.map((record, index) => <RequestItem key={record.id} record={record} divider={index < data.length - 1} />)}
        </List>
        {data.length < total && (
          <Button fullWidth onClick={() => setPerPage((n) => n + PAGE)} sx={{ mt: 1 }}>{translate('leave.mine.more')}</Button>
        )}
      </CardContent>
    </Card>
  );
};
