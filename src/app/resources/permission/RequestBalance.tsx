import { Alert, Box, Skeleton, Typography } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { useLocale, useTranslate } from 'react-admin';
import type { TPermission } from '../../../shared/schemas/permission';
import { balanceQuery } from './api';
import { hasAllowance, remainingAfterApproval, yearsOf, yearShare, type TYearShare } from './balance';
import { formatAmount } from './leaveFormat';

const YearLine = ({ record, year, line, split }: { record: TPermission; year: number; line?: TYearShare; split: boolean }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const type = translate(`resources.permission.types.${record.type}`);
  if (!line) {
    return <Typography variant="body2" data-testid={`request-balance-${year}`}>{translate('leave.request.none', { type, year })}</Typography>;
  }
  const { item, share } = line;
  const amount = (value: number) => formatAmount(translate, locale, value, item.unit);
  const after = record.status === 'PENDING' && share !== null ? remainingAfterApproval(item, share) : null;
  const parts = [
    translate('leave.request.remaining', { amount: amount(item.remaining) }),
    translate('leave.request.available', { amount: amount(item.available) }),
  ];
  if (after !== null) parts.push(translate('leave.request.after', { amount: amount(after) }));
  const heading = split && share !== null
    ? translate('leave.request.headingShare', { type, year, amount: amount(share) })
    : translate('leave.request.heading', { type, year });
  return (
    <Typography variant="body2" data-testid={`request-balance-${year}`} data-remaining={item.remaining} data-after={after ?? undefined}>
      <b>{heading}</b>
      {`: ${parts.join(', ')}`}
    </Typography>
  );
};

/**
 * What a request means for the worker's balance of its type, for each year it falls in: what
 * remains, what may still be asked and, while it waits for a decision, what would remain once
 * approved; a warning when that goes below zero. Nothing for types without an allowance.
 */
export const RequestBalance = ({ record }: { record: TPermission }) => {
  const translate = useTranslate();
  const counted = hasAllowance(record.type);
  const years = counted ? yearsOf(record) : [];
  const answers = useQueries({ queries: years.map((year) => balanceQuery(year, record.userId)) });
  if (years.length === 0) return null;
  if (answers.some((answer) => answer.isPending)) return <Skeleton variant="rounded" height={40} sx={{ width: { xs: '100%', sm: 360 } }} data-testid="request-balance-loading" />;
  if (answers.some((answer) => answer.isError)) {
    return <Alert severity="warning" data-testid="request-balance">{translate('leave.balance.error')}</Alert>;
  }
  const lines = answers.map((answer) => (answer.data ? yearShare(answer.data, record) : undefined));
  const belowZero = record.status === 'PENDING' && lines.some((line) => line?.share != null && remainingAfterApproval(line.item, line.share) < 0);
  return (
    <Alert severity={belowZero ? 'warning' : 'info'} data-testid="request-balance" data-below-zero={belowZero}>
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        {years.map((year, index) => (
          <YearLine key={year} record={record} year={year} line={lines[index]} split={years.length > 1} />
        ))}
        {belowZero && <Typography variant="body2" sx={{ fontWeight: 600 }}>{translate('leave.request.belowZero')}</Typography>}
      </Box>
    </Alert>
  );
};
