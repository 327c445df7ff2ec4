import { Typography } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { useLocale, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { TBalance } from '../../../shared/schemas/permission';
import { balanceQuery } from '../../resources/permission/api';
import { availableAfterRequest, hasAllowance, requestAmountIn, yearsOf, yearShare } from '../../resources/permission/balance';
import { formatAmount, requestAmount, type TRequest } from '../../resources/permission/leaveFormat';
import type { TLeaveFormValues } from './leaveForm';

/**
 * 'Totale: 2 giorni · Dopo la richiesta resteranno 22 giorni (saldo 2026)', as the worker fills the
 * form: each year's figure from that year's balance, and a request across the new year tells what
 * it takes from each. `balance` is the page's (this year's): its company's patron saint's day is
 * not a leave day.
 */
export const LeaveSummary = ({ balance }: { balance?: TBalance }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const values = useWatch<TLeaveFormValues>() as TLeaveFormValues;
  const hourly = values.mode === 'HOURS';
  const request: TRequest = {
    type: values.type,
    startDate: values.startDate || '',
    endDate: hourly ? values.startDate || '' : values.endDate || null,
    startTime: hourly ? values.startTime || null : null,
    endTime: hourly ? values.endTime || null : null,
    patronDay: balance?.patronDay,
  };
  const years = hasAllowance(request.type) ? yearsOf(request) : [];
  const balances = useQueries({ queries: years.map((year) => balanceQuery(year)) });
  const amount = requestAmount(request);
  if (!request.startDate || !amount || amount.value <= 0) return null;
  const format = (value: number, unit: typeof amount.unit) => formatAmount(translate, locale, value, unit);
  const parts = [translate('leave.form.total', { amount: format(amount.value, amount.unit) })];
  let overdrawn = false;
  years.forEach((year, index) => {
    const yearBalance = balances[index]?.data;
    const line = yearBalance && yearShare(yearBalance, request);
    const left = line && line.share !== null ? availableAfterRequest(line.item, line.share) : null;
    if (left !== null && left < 0) overdrawn = true;
    const after = line && left !== null ? format(left, line.item.unit) : null;
    if (years.length === 1) {
      if (after) parts.push(translate('leave.form.after', { amount: after, year }));
      return;
    }
    const share = requestAmountIn({ ...request, patronDay: request.patronDay ?? yearBalance?.patronDay }, year);
    if (!share) return;
    const shareText = format(share.value, share.unit);
    parts.push(after ? translate('leave.form.shareAfter', { year, amount: shareText, after }) : translate('leave.form.share', { year, amount: shareText }));
  });
  if (overdrawn) parts.push(translate('leave.form.overdrawn'));
  return (
    <Typography
      variant="body2"
      color={overdrawn ? 'warning.dark' : 'text.secondary'}
      data-testid="leave-summary"
      data-overdrawn={overdrawn}
      sx={{ gridColumn: '1 / -1', fontWeight: overdrawn ? 600 : undefined }}
    >
      {parts.join(' · ')}
    </Typography>
  );
};
