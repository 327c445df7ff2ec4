import type { ReactNode } from 'react';
import { Box, Chip, Typography } from '@mui/material';
import {
  Labeled, Link, Show, useGetList, useGetOne, useLocale, useRecordContext, useTranslate,
} from 'react-admin';
import type { TPermission } from '../../../shared/schemas/permission';
import { hasAllowance } from './balance';
import { DecisionButtons, RevokeButton } from './DecisionButtons';
import { formatPeriod, formatRequestAmount } from './leaveFormat';
import { StatusChip, TypeChip } from './fields';
import { RequestBalance } from './RequestBalance';
import { WorkerBalance } from './WorkerBalance';
import { ShowGroup } from '../../components/ShowGroup';
import { formatDateTime } from '../../pages/attendance/format';

const Value = ({ label, children }: { label: string; children: ReactNode }) => (
  <Labeled label={`resources.permission.fields.${label}`}>
    <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>{children || '—'}</Typography>
  </Labeled>
);

/** dd/MM/yyyy HH:mm in Europe/Rome in every language, as every date of the app. */
const dateTime = (iso: string) => formatDateTime(iso).replace(' ', ', ');

const Decision = ({ record }: { record: TPermission }) => {
  const translate = useTranslate();
  const { data: decider } = useGetOne('user', { id: record.decidedBy ?? 0 }, { enabled: !!record.decidedBy, retry: false });
  const name = decider ? [decider.lastName, decider.firstName].filter(Boolean).join(' ') : '';
  let state = translate('decision.pending');
  if (record.type === 'MALATTIA') state = translate('resources.permission.sickRecorded');
  else if (record.status === 'CANCELLED') state = translate('decision.cancelled');
  return (
    <ShowGroup title="resources.permission.sections.decision" testId="decision">
      <Value label="status"><StatusChip status={record.status} /></Value>
      {record.decidedAt ? (
        <Value label={record.status === 'CANCELLED' ? 'revokedBy' : 'decidedBy'}>
          {translate('decision.decidedBy', { name: name || '—', date: dateTime(record.decidedAt) })}
        </Value>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>{state}</Typography>
      )}
      {record.decidedAt && <Box sx={{ gridColumn: '1 / -1' }}><Value label="decisionNote">{record.decisionNote}</Value></Box>}
      <Box sx={{ gridColumn: '1 / -1' }}><DecisionButtons /><RevokeButton /></Box>
    </ShowGroup>
  );
};

const SickLeave = ({ record }: { record: TPermission }) => {
  const translate = useTranslate();
  const { data: next = [] } = useGetList<TPermission>('permission', {
    filter: { parentId: record.id },
    sort: { field: 'startDate', order: 'ASC' },
    pagination: { page: 1, perPage: 50 },
  });
  return (
    <ShowGroup title="resources.permission.sections.sickLeave">
      <Value label="protocolNumber">{record.protocolNumber}</Value>
      <Value label="kind">{record.kind && translate(`resources.permission.kinds.${record.kind}`)}</Value>
      <Box sx={{ gridColumn: '1 / -1' }}><Value label="availabilityAddress">{record.availabilityAddress}</Value></Box>
      {record.parentId && (
        <Value label="parentId"><Link to={`/permission/${record.parentId}/show`}>{`#${record.parentId}`}</Link></Value>
      )}
      {next.length > 0 && (
        <Value label="continuations">
          {next.map((p) => (
            <Box key={p.id}>
              <Link to={`/permission/${p.id}/show`}>{`${translate(`resources.permission.kinds.${p.kind ?? 'CONTINUATION'}`)} · ${formatPeriod(translate, p)}`}</Link>
            </Box>
          ))}
        </Value>
      )}
    </ShowGroup>
  );
};

const Details = () => {
  const record = useRecordContext<TPermission>();
  const translate = useTranslate();
  const locale = useLocale();
  if (!record) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ShowGroup title="resources.permission.sections.request" testId="request">
        <Value label="userName">{record.userName}</Value>
        <Value label="type"><TypeChip type={record.type} /></Value>
        <Value label="period">{formatPeriod(translate, record)}</Value>
        <Value label="amount">{formatRequestAmount(translate, locale, record)}</Value>
        <Box sx={{ gridColumn: '1 / -1' }}><Value label="reason">{record.reason}</Value></Box>
        <Value label="createdAt">{dateTime(record.createdAt)}</Value>
        {record.endDate === null && <Box><Chip size="small" color="secondary" label={translate('sickLeave.list.ongoing')} /></Box>}
        {hasAllowance(record.type) && <Box sx={{ gridColumn: '1 / -1' }}><Value label="balance"><RequestBalance record={record} /></Value></Box>}
      </ShowGroup>
      {record.type === 'MALATTIA' && <SickLeave record={record} />}
      <Decision record={record} />
      {/* The whole year for payroll, accounting included: the user's page is the back office's only. */}
      {record.type !== 'MALATTIA' && <WorkerBalance key={record.id} userId={record.userId} year={Number(record.startDate.slice(0, 4))} />}
    </Box>
  );
};

/** A request with its decision; admin and moderator decide here too (phones have no table). */
export const PermissionShow = () => (
  <Show actions={false} sx={{ '& .RaShow-card': { bgcolor: 'transparent', border: 0 } }}>
    <Details />
  </Show>
);
