import { Alert, Box, Button, List, ListItem, Skeleton, Typography } from '@mui/material';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Link, useGetList, useTranslate } from 'react-admin';
import { formatDate, todayInRome } from '../../../shared/dates';
import { DEADLINE_KINDS, type TDeadline, type TDeadlineKind, type TDeadlineSubjectType } from '../../../shared/schemas/deadline';
import { DeadlineChip } from './DeadlineChip';
import { daysText } from './days';

/**
 * Where a row's renewal is recorded: a new document of the kind's type, prefilled for the
 * subject; a vehicle's new dates, on the vehicle's form.
 */
const renewalOf = (deadline: TDeadline): { to: string; label: string } | null => {
  if (deadline.source === 'VEHICLE') return { to: `/vehicle/${deadline.subjectId}`, label: 'deadlinesTab.updateVehicle' };
  const type = (DEADLINE_KINDS[deadline.kind] as TDeadlineKind).documentType;
  if (!type) return null;
  return { to: `/document/create?ownerType=${deadline.subjectType}&ownerId=${deadline.subjectId}&type=${type}`, label: 'deadlinesTab.renew' };
};

/**
 * A subject's deadlines (a person's, a vehicle's), soonest first, each with its status, kind, due
 * date and days left, and the upload of the renewal when a document renews it. Read whatever the
 * top-bar company: the subject's page has already been allowed.
 */
export const SubjectDeadlines = ({ subjectType, subjectId }: { subjectType: TDeadlineSubjectType; subjectId: number }) => {
  const translate = useTranslate();
  const { data, isPending, error } = useGetList<TDeadline>('deadlines', {
    filter: { subjectType, subjectId },
    sort: { field: 'dueDate', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
    meta: { unscoped: true },
  });
  const today = todayInRome();
  if (isPending) return <Skeleton variant="rounded" height={96} />;
  if (error) return <Alert severity="error">{translate('deadlinesTab.loadError')}</Alert>;
  if (!data?.length) return <Typography color="text.secondary" sx={{ py: 1 }} data-testid="subject-deadlines-empty">{translate('deadlinesTab.empty')}</Typography>;
  return (
    <List disablePadding data-testid="subject-deadlines">
      {data.map((deadline) => {
        const renew = renewalOf(deadline);
        return (
          <ListItem
            key={deadline.id}
            divider
            data-testid="subject-deadline"
            data-kind={deadline.kind}
            data-status={deadline.status}
            sx={{ px: 0, display: 'grid', gap: 1, alignItems: 'center', gridTemplateColumns: { xs: '1fr', sm: '9rem 1fr auto' } }}
          >
            <DeadlineChip status={deadline.status} />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{translate(`deadlines.kinds.${deadline.kind}`)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {[deadline.title, `${formatDate(deadline.dueDate)} · ${daysText(translate, deadline.dueDate, today)}`].filter(Boolean).join(' — ')}
              </Typography>
            </Box>
            {renew && (
              <Button component={Link} to={renew.to} size="small" startIcon={<UploadFileOutlined />} sx={{ minHeight: 44, justifySelf: 'start' }} data-testid="deadline-renew">
                {translate(renew.label)}
              </Button>
            )}
          </ListItem>
        );
      })}
    </List>
  );
};
