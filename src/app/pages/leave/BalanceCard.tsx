import { Alert, Box, Card, CardContent, Divider, Skeleton, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import type { TBalance } from '../../../shared/schemas/permission';
import { formatAmount } from '../../resources/permission/leaveFormat';
import { balanceShares, type TBalanceItem } from './balance';

const Stat = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="caption" color="text.secondary" component="div" noWrap>{label}</Typography>
    <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid={testId}>{value}</Typography>
  </Box>
);

const Bar = ({ item }: { item: TBalanceItem }) => {
  const { used, pending } = balanceShares(item);
  return (
    <Box sx={{ display: 'flex', height: 8, borderRadius: 4, overflow: 'hidden', bgcolor: 'action.hover', my: 1 }} aria-hidden>
      <Box sx={{ width: `${used}%`, bgcolor: 'primary.main' }} />
      <Box sx={{ width: `${pending}%`, bgcolor: 'warning.light' }} />
    </Box>
  );
};

const Row = ({ item }: { item: TBalanceItem }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const amount = (value: number) => formatAmount(translate, locale, value, item.unit);
  const testId = `balance-${item.type}`;
  return (
    <Box data-testid={testId} data-remaining={item.remaining} data-pending={item.pending} data-unit={item.unit}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{translate(`resources.permission.types.${item.type}`)}</Typography>
        <Box sx={{ textAlign: 'right' }}>
          <Typography variant="caption" color="text.secondary" sx={{ mr: 0.75 }}>{translate('leave.balance.remaining')}</Typography>
          <Typography component="span" variant="h6" color={item.remaining < 0 ? 'error' : 'text.primary'} data-testid={`${testId}-remaining`}>
            {amount(item.remaining)}
          </Typography>
        </Box>
      </Box>
      <Bar item={item} />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}>
        <Stat label={translate('leave.balance.allowance')} value={amount(item.allowance)} testId={`${testId}-allowance`} />
        <Stat label={translate('leave.balance.used')} value={amount(item.used)} testId={`${testId}-used`} />
        <Stat label={translate('leave.balance.pending')} value={amount(item.pending)} testId={`${testId}-pending`} />
      </Box>
      {item.pending > 0 && (
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
          {translate('leave.balance.available', { amount: amount(item.available) })}
        </Typography>
      )}
    </Box>
  );
};

/** The year's allowance, used, pending and remaining for each type that has one. */
export const BalanceCard = ({ balance, isPending, isError, year }: { balance?: TBalance; isPending: boolean; isError: boolean; year: number }) => {
  const translate = useTranslate();
  const items = balance?.items ?? [];
  return (
    <Card sx={{ borderRadius: 3 }} data-testid="balance-card">
      <CardContent sx={{ p: { xs: 2, md: 2.5 }, '&:last-child': { pb: { xs: 2, md: 2.5 } } }}>
        <Typography variant="subtitle2" color="primary" sx={{ textTransform: 'uppercase', letterSpacing: '0.06em', mb: 1.5 }}>
          {translate('leave.balance.title', { year })}
        </Typography>
        {isPending && <Skeleton variant="rounded" height={96} />}
        {isError && <Alert severity="warning">{translate('leave.balance.error')}</Alert>}
        {!isPending && !isError && items.length === 0 && (
          <Typography color="text.secondary">{translate('leave.balance.none')}</Typography>
        )}
        {items.map((item, index) => (
          <Fragment key={item.type}>
            {index > 0 && <Divider sx={{ my: 1.5 }} />}
            <Row item={item} />
          </Fragment>
        ))}
      </CardContent>
    </Card>
  );
};
