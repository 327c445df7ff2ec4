import { Box, Chip, Tooltip, Typography } from '@mui/material';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import HourglassTopOutlined from '@mui/icons-material/HourglassTopOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { Link, useTranslate } from 'react-admin';
import { formatDate, todayInRome } from '../../../shared/dates';
import { DEADLINE_COLOURS, type TDeadline, type TDeadlineStatus } from '../../../shared/schemas/deadline';
import { dueHint, subjectPath } from './subjects';

const STATUS_ICONS: Record<TDeadlineStatus, typeof ErrorOutline> = {
  EXPIRED: ErrorOutline,
  DUE_SOON: WarningAmberOutlined,
  OK: CheckCircleOutline,
  RENEWAL_FILED: HourglassTopOutlined,
  DONE: TaskAltOutlined,
};

/** The status as a word with its icon and colour: never colour alone. */
export const StatusChip = ({ status }: { status: TDeadlineStatus }) => {
  const translate = useTranslate();
  const Icon = STATUS_ICONS[status];
  return (
    <Chip
      size="small"
      color={DEADLINE_COLOURS[status]}
      variant={status === 'OK' || status === 'DONE' ? 'outlined' : 'filled'}
      icon={<Icon />}
      label={translate(`deadlines.status.${status}`)}
      data-testid="deadline-status"
      data-status={status}
      sx={{ fontWeight: 600, width: 'fit-content' }}
    />
  );
};

/** dd/MM/yyyy with 'tra N giorni' / 'scaduta da N giorni' beneath (nothing for a superseded one). */
export const DueDate = ({ deadline, today = todayInRome() }: { deadline: Pick<TDeadline, 'dueDate' | 'status'>; today?: string }) => {
  const translate = useTranslate();
  const [key, count] = dueHint(deadline.dueDate, today);
  const late = deadline.status === 'EXPIRED';
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', whiteSpace: 'nowrap' }}>
      <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>{formatDate(deadline.dueDate)}</Box>
      {deadline.status !== 'DONE' && (
        <Box component="span" sx={{ fontSize: '0.8rem', color: late ? 'error.dark' : 'text.secondary' }}>{translate(key, { smart_count: count })}</Box>
      )}
    </Box>
  );
};

export const KindText = ({ kind }: { kind: string }) => {
  const translate = useTranslate();
  return <>{translate(`deadlines.kinds.${kind}`)}</>;
};

/** The subject by name, linking to their page, with what kind of subject it is beneath. */
export const SubjectLink = ({ deadline, kindBelow = true }: { deadline: Pick<TDeadline, 'subjectType' | 'subjectId' | 'subjectName'>; kindBelow?: boolean }) => {
  const translate = useTranslate();
  const name = deadline.subjectName ?? `#${deadline.subjectId}`;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column' }}>
      <Link to={subjectPath(deadline.subjectType, deadline.subjectId)} onClick={(event: React.MouseEvent) => event.stopPropagation()} data-testid="deadline-subject">
        {name}
      </Link>
      {kindBelow && <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8rem' }}>{translate(`deadlinesOffice.subjectTypes.${deadline.subjectType}`)}</Box>}
    </Box>
  );
};

/** A stop sign for kinds that block work once expired, named for screen readers and in a tooltip. */
export const BlockingIcon = ({ blocks, dash = true }: { blocks: TDeadline['blocks']; dash?: boolean }) => {
  const translate = useTranslate();
  if (blocks === 'NO') return !dash ? null : <Typography variant="body2" component="span" color="text.secondary" aria-hidden>—</Typography>;
  const label = translate('deadlinesOffice.blocking', { what: translate(`deadlinesOffice.blocks.${blocks}`) });
  return (
    <Tooltip title={label}>
      <Box component="span" role="img" aria-label={label} data-testid="deadline-blocking" sx={{ display: 'inline-flex', color: 'error.dark' }}>
        <BlockOutlined fontSize="small" />
      </Box>
    </Tooltip>
  );
};

/** The title, and beneath it what the office said: renewal filed on…, reminders snoozed until… */
export const TitleText = ({ deadline }: { deadline: Pick<TDeadline, 'title' | 'renewalFiledAt' | 'snoozedUntil' | 'note'> }) => {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', minWidth: 160, maxWidth: 320 }}>
      <span>{deadline.title ?? '—'}</span>
      {deadline.renewalFiledAt && (
        <Box component="span" sx={{ fontSize: '0.8rem', color: 'text.secondary' }}>{translate('deadlinesOffice.filedOn', { date: formatDate(deadline.renewalFiledAt) })}</Box>
      )}
      {deadline.snoozedUntil && (
        <Box component="span" sx={{ fontSize: '0.8rem', color: 'text.secondary' }}>{translate('deadlinesOffice.snoozed', { date: formatDate(deadline.snoozedUntil) })}</Box>
      )}
      {deadline.note && <Box component="span" sx={{ fontSize: '0.8rem', color: 'text.secondary', fontStyle: 'italic' }}>{deadline.note}</Box>}
    </Box>
  );
};
