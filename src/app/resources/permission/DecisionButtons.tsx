import { useRef, useState, type MouseEvent } from 'react';
import { Box, Button, IconButton, Tooltip } from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import HighlightOff from '@mui/icons-material/HighlightOff';
import { useListContext, useRecordContext, useTranslate } from 'react-admin';
import { canAccess } from '../../../shared/access';
import type { TPermission } from '../../../shared/schemas/permission';
import { useSessionUser } from '../../state/useAppState';
import type { TDecision } from './api';
import { DecisionDialog } from './DecisionDialog';

/** Admin and moderator decide; accounting reads only. Nobody decides their own request. */
export const useCanDecide = () => {
  const user = useSessionUser();
  const allowed = canAccess(user?.roles, { resource: 'permission', action: 'edit' });
  return (record?: TPermission) => allowed && (!record || (record.status === 'PENDING' && record.userId !== user?.id));
};

/** The same office withdraws an approved request (not sick leave, which is corrected by its dates). */
const useCanRevoke = () => {
  const user = useSessionUser();
  const allowed = canAccess(user?.roles, { resource: 'permission', action: 'edit' });
  return (record: TPermission) => allowed && record.status === 'APPROVED' && record.type !== 'MALATTIA' && record.userId !== user?.id;
};

/** "Revoca la richiesta" on an approved request's page: a note for the worker, then it is CANCELLED. */
export const RevokeButton = () => {
  const record = useRecordContext<TPermission>();
  const translate = useTranslate();
  const canRevoke = useCanRevoke();
  const [open, setOpen] = useState(false);
  if (!record || !canRevoke(record)) return null;
  return (
    <>
      <Button variant="outlined" color="warning" startIcon={<EventBusyOutlined />} onClick={() => setOpen(true)} data-testid="revoke">
        {translate('decision.revoke')}
      </Button>
      {open && <DecisionDialog records={[record]} decision="revoke" onClose={() => setOpen(false)} />}
    </>
  );
};

const stop = (event: MouseEvent) => event.stopPropagation();

/** Approve and reject for one request: text buttons on its page, icons in a table row. */
export const DecisionButtons = ({ compact = false }: { compact?: boolean; label?: string }) => {
  const record = useRecordContext<TPermission>();
  const translate = useTranslate();
  const canDecide = useCanDecide();
  const [decision, setDecision] = useState<TDecision | null>(null);
  if (!record || !canDecide(record)) return null;
  const open = (next: TDecision) => (event: MouseEvent) => {
    stop(event);
    setDecision(next);
  };
  return (
    <Box onClick={stop} sx={{ display: 'flex', gap: compact ? 0 : 1, justifyContent: compact ? 'flex-end' : 'flex-start', flexWrap: compact ? 'nowrap' : 'wrap' }}>
      {compact ? (
        <>
          <Tooltip title={translate('decision.approve')}>
            <IconButton color="success" onClick={open('approve')} aria-label={translate('decision.approve')} data-testid="row-approve">
              <CheckCircleOutline />
            </IconButton>
          </Tooltip>
          <Tooltip title={translate('decision.reject')}>
            <IconButton color="error" onClick={open('reject')} aria-label={translate('decision.reject')} data-testid="row-reject">
              <HighlightOff />
            </IconButton>
          </Tooltip>
        </>
      ) : (
        <>
          <Button variant="contained" color="success" startIcon={<CheckCircleOutline />} onClick={open('approve')} data-testid="approve">
            {translate('decision.approve')}
          </Button>
          <Button variant="outlined" color="error" startIcon={<HighlightOff />} onClick={open('reject')} data-testid="reject">
            {translate('decision.reject')}
          </Button>
        </>
      )}
      {decision && <DecisionDialog records={[record]} decision={decision} onClose={() => setDecision(null)} />}
    </Box>
  );
};

/** The list's bulk actions: one call per selected PENDING request, then a summary. */
export const BulkDecisionButtons = () => {
  const { selectedIds, data = [], onUnselectItems } = useListContext<TPermission>();
  const translate = useTranslate();
  const canDecide = useCanDecide();
  const [decision, setDecision] = useState<TDecision | null>(null);
  const [records, setRecords] = useState<TPermission[]>([]);
  // The selection stays until the summary is closed: clearing it unmounts these buttons.
  const sent = useRef(false);
  const open = (next: TDecision) => {
    setRecords(data.filter((record) => selectedIds.includes(record.id) && canDecide(record)));
    setDecision(next);
  };
  return (
    <>
      <Button color="success" startIcon={<CheckCircleOutline />} onClick={() => open('approve')} data-testid="bulk-approve">
        {translate('decision.approve')}
      </Button>
      <Button color="error" startIcon={<HighlightOff />} onClick={() => open('reject')} data-testid="bulk-reject">
        {translate('decision.reject')}
      </Button>
      {decision && records.length > 0 && (
        <DecisionDialog
          records={records}
          decision={decision}
          onDone={() => {
            sent.current = true;
          }}
          onClose={() => {
            setDecision(null);
            if (sent.current) onUnselectItems();
            sent.current = false;
          }}
        />
      )}
    </>
  );
};
