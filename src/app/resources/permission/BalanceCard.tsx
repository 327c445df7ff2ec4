import { Alert, Box, Card, CardContent, Divider, IconButton, Skeleton, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Fragment } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import type { TBalance } from '../../../shared/schemas/permission';
import { formatAmount } from './leaveFormat';
import { balanceShares, type TBalanceItem } from './balance';

const Stat = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="caption" color="text.secondary" component="div" noWrap>{label}</Typography>
    <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid={testId}>{value}</Typography>
  </Box>
);

const Bar = ({ item }: { item: TBalanceItem }) => {
  const { used, planned, pending } = balanceShares(item);
  return (
    <Box sx={{ display: 'flex', height: 8, borderRadius: 4, overflow: 'hidden', bgcolor: 'action.hover', my: 1 }} aria-hidden>
      <Box sx={{ width: `${used}%`, bgcolor: 'primary.main' }} />
      <Box sx={{ width: `${planned}%`, bgcolor: 'primary.light' }} />
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
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 1 }}>
        <Stat label={translate('leave.balance.allowance')} value={amount(item.allowance)} testId={`${testId}-allowance`} />
        <Stat label={translate('leave.balance.used')} value={amount(item.used)} testId={`${testId}-used`} />
        <Stat label={translate('leave.balance.planned')} value={amount(item.planned)} testId={`${testId}-planned`} />
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

const YearStep = ({ year, step, onYearChange }: { year: number; step: 1 | -1; onYearChange: (year: number) => void }) => {
  const translate = useTranslate();
  const label = translate(step < 0 ? 'leave.balance.previousYear' : 'leave.balance.nextYear');
  return (
    <IconButton size="small" onClick={() => onYearChange(year + step)} aria-label={label} title={label} data-testid={step < 0 ? 'balance-year-previous' : 'balance-year-next'}>
      {step < 0 ? <ChevronLeft fontSize="small" /> : <ChevronRight fontSize="small" />}
    </IconButton>
  );
};

interface TBalanceCardProps {
  balance?: TBalance;
  isPending: boolean;
  isError: boolean;
  year: number;
  /** Given, the title has arrows to the previous and the next year. */
  onYearChange?: (year: number) => void;
}

/** The year's allowance, used (taken up to today), planned (approved, ahead), pending and remaining for each type that has one. */
export const BalanceCard = ({ balance, isPending, isError, year, onYearChange }: TBalanceCardProps) => {
  const translate = useTranslate();
  const items = balance?.items ?? [];
  return (
    <Card sx={{ borderRadius: 3 }} data-testid="balance-card" data-year={year}>
      <CardContent sx={{ p: { xs: 2, md: 2.5 }, '&:last-child': { pb: { xs: 2, md: 2.5 } } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1.5, mt: onYearChange ? -0.5 : 0 }}>
          {onYearChange && <YearStep year={year} step={-1} onYearChange={onYearChange} />}
          <Typography variant="subtitle2" color="primary" sx={{ textTransform: 'uppercase', letterSpacing: '0.06em' }}>
            {translate('leave.balance.title', { year })}
          </Typography>
          {onYearChange && <YearStep year={year} step={1} onYearChange={onYearChange} />}
        </Box>
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
