import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import { todayInRome } from '../../../shared/dates';
import { balanceQuery } from './api';
import { BalanceCard } from './BalanceCard';

const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

export const currentYear = () => Number(todayInRome().slice(0, 4));

/** A worker's balance as the back office and accounting read it, one year at a time (the current one first). */
export const WorkerBalance = ({ userId, year: initialYear }: { userId: Identifier; year?: number }) => {
  const [year, setYear] = useState(initialYear ?? currentYear());
  const balance = useQuery(balanceQuery(year, userId));
  return (
    <BalanceCard
      balance={balance.data}
      isPending={balance.isPending}
      isError={balance.isError}
      year={year}
      onYearChange={(next) => setYear(Math.min(LAST_YEAR, Math.max(FIRST_YEAR, next)))}
    />
  );
};
