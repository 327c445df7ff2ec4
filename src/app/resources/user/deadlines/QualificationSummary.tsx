import { Alert, Box, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../../shared/dates';
import type { TQualificationCheck, TQualifications } from '../../../../shared/schemas/deadline';
import { request } from '../../../providers/httpClient';

export const qualificationsKey = (userId: number, date: string) => ['deadlines', 'qualifications', userId, date] as const;

type TTranslate = (key: string, options?: Record<string, unknown>) => string;

/** 'scaduto il 12/11/2026', 'mancante', 'inidoneo fino al …': why a check does not hold. */
const reasonText = (translate: TTranslate, check: TQualificationCheck, unfitUntil?: string | null) => {
  const reason = check.reason ?? 'MISSING';
  const date = reason === 'TEMPORARILY_UNFIT' ? unfitUntil : check.deadline?.dueDate;
  return translate(`deadlinesTab.reasons.${reason}`, { _: reason, date: date ? formatDate(date) : '' });
};

const Line = ({ label, ok, detail, testId, warn = false }: { label: string; ok: boolean; detail?: string | null; testId: string; warn?: boolean }) => {
  const translate = useTranslate();
  return (
    <Box data-testid={testId} data-ok={ok} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '16rem 1fr' }, gap: { xs: 0, sm: 1 }, py: 0.5 }}>
      <Typography variant="body2" color="text.secondary">{label}</Typography>
      <Typography variant="body2" sx={{ fontWeight: 700, color: ok ? 'success.dark' : warn ? 'warning.dark' : 'error.dark' }}>
        {translate(ok ? 'deadlinesTab.yes' : 'deadlinesTab.no')}
        {detail ? <Box component="span" sx={{ fontWeight: 400, color: 'text.primary' }}> — {detail}</Box> : null}
      </Typography>
    </Box>
  );
};

/**
 * Whether the person may work today, and as what: the server's qualification check, with what
 * stops them in red and what only warns (courses) in amber.
 */
export const QualificationSummary = ({ userId, date }: { userId: number; date: string }) => {
  const translate = useTranslate();
  const { data, isPending, isError } = useQuery({
    queryKey: qualificationsKey(userId, date),
    queryFn: async ({ signal }) => (await request<TQualifications>('api/deadlines/qualifications', { query: { userId: String(userId), date }, signal, toast: 'silent' })).json,
  });
  if (isPending) return <Skeleton variant="rounded" height={120} />;
  if (isError || !data) return <Alert severity="error">{translate('deadlinesTab.qualificationsError')}</Alert>;
  const { medical } = data;
  const allowed = data.mayWork && (!data.gpg.required || data.mayWorkGpg);
  // A check that fails stops work when the server says so (red); otherwise it only warns (amber).
  const failing = (
    [
      ['gpg', data.gpg, !data.mayWorkGpg],
      ['armed', data.armedLicence, !data.mayWorkArmed],
      ['medical', medical, !data.mayWork],
      ['permit', data.permit, !data.mayWork],
    ] as Array<[string, TQualificationCheck, boolean]>
  ).filter(([, check]) => check.required && !check.valid);
  const blockers = failing.filter(([, , blocks]) => blocks);
  const warnings = failing.filter(([, , blocks]) => !blocks);
  const outcome = medical.outcome ? translate(`deadlinesTab.outcomes.${medical.outcome}`) : null;
  const limits = medical.limits ? translate('deadlinesTab.limits', { limits: medical.limits }) : null;
  return (
    <Box data-testid="qualification-summary" data-may-work={data.mayWork} sx={{ display: 'grid', gap: 1 }}>
      <Alert severity={allowed ? 'success' : 'error'} data-testid="qualification-headline">
        {translate(allowed ? 'deadlinesTab.mayWork' : 'deadlinesTab.mayNotWork', { date: formatDate(date) })}
      </Alert>
      <Box>
        <Line testId="may-work" label={translate('deadlinesTab.lines.work')} ok={data.mayWork} />
        {(data.qualification === 'GPG' || data.gpg.required) && <Line testId="may-work-gpg" label={translate('deadlinesTab.lines.gpg')} ok={data.mayWorkGpg} />}
        {(data.armed || data.armedLicence.required) && <Line testId="may-work-armed" label={translate('deadlinesTab.lines.armed')} ok={data.mayWorkArmed} />}
        <Line testId="medically-fit" label={translate('deadlinesTab.lines.medical')} ok={medical.valid || !medical.required} warn={data.mayWork} detail={[outcome ?? translate('deadlinesTab.noVisit'), limits].filter(Boolean).join(' · ')} />
        {data.permit.required && <Line testId="permit" label={translate('deadlinesTab.lines.permit')} ok={data.permit.valid} warn={data.mayWork} />}
      </Box>
      {blockers.length > 0 && (
        <Box component="ul" data-testid="qualification-blockers" sx={{ m: 0, pl: 2.5, color: 'error.dark' }}>
          {blockers.map(([key, check]) => (
            <li key={key}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {translate(`deadlinesTab.checks.${key}`)}: {reasonText(translate, check, medical.unfitUntil)}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      {warnings.length > 0 && (
        <Alert severity="warning" data-testid="qualification-checks-warnings">
          {warnings.map(([key, check]) => `${translate(`deadlinesTab.checks.${key}`)}: ${reasonText(translate, check, medical.unfitUntil)}`).join(' · ')}
        </Alert>
      )}
      {data.courses.some((course) => !course.valid) && (
        <Alert severity="warning" data-testid="qualification-warnings">
          {translate('deadlinesTab.coursesDue', {
            courses: data.courses.filter((course) => !course.valid).map((course) => translate(`deadlines.kinds.${course.kind}`)).join(', '),
          })}
        </Alert>
      )}
    </Box>
  );
};
