import { Alert } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { todayInRome } from '../../../shared/dates';
import { ATTENTION, mySentence } from '../../components/deadlines/days';
import { fetchMyDeadlines, MY_DEADLINES_KEY } from '../../components/deadlines/my';

/**
 * The worker's own deadlines that need them: due soon, expired or with a renewal filed, soonest
 * first, linking to /home/documents; nothing at all while everything is in order (or unknown).
 */
export const DeadlineBanner = () => {
  const translate = useTranslate();
  const { data } = useQuery({ queryKey: MY_DEADLINES_KEY, queryFn: ({ signal }) => fetchMyDeadlines(signal) });
  const today = todayInRome();
  const shown = (data ?? []).filter((d) => ATTENTION.includes(d.status)).sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  if (!shown.length) return null;
  const expired = shown.some((d) => d.dueDate < today);
  return (
    <Alert
      severity={expired ? 'error' : 'warning'}
      data-testid="deadline-banner"
      // It is there when the page opens, not an interruption: read politely.
      role="status"
      sx={{ borderRadius: 3 }}
    >
      {shown.slice(0, 3).map((d) => (
        <div key={d.id} data-testid="deadline-sentence">{mySentence(translate, d, today)}</div>
      ))}
      <Link to="/home/documents" color="inherit" sx={{ display: 'inline-block', mt: 0.5, py: 1, fontWeight: 700, textDecoration: 'underline' }}>
        {translate('deadlines.my.open')}
      </Link>
    </Alert>
  );
};
