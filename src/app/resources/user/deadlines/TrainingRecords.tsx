import { Box, Button, List, ListItem, Typography } from '@mui/material';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { Link, useGetList, useLocaleState, useTranslate } from 'react-admin';
import { formatDate } from '../../../../shared/dates';
import { COURSES, type TTrainingRecord } from '../../../../shared/schemas/training';
import { DeleteRowButton, listState, useRowDelete } from './HistoryParts';

const WORDS = {
  title: 'deadlinesTab.courses.deleteTitle',
  body: 'deadlinesTab.courses.deleteBody',
  deleted: 'deadlinesTab.courses.deleted',
  loadError: 'deadlinesTab.courses.loadError',
  empty: 'deadlinesTab.courses.empty',
};

// Course names are the attestato's, in Italian as the law names them.
const courseName = (code: string) => (COURSES as Record<string, { name: string } | undefined>)[code]?.name ?? code;

/** An attestato of the company's register keeps its number and cannot be deleted (the API answers 409). */
export const isRegistered = (record: TTrainingRecord) => record.registered;

/**
 * A person's courses, the latest first: the course, when it ended, its hours and validity, the
 * provider and the certificate, with the attestato's document when there is one. A course the
 * office recorded by mistake is deleted here; the course's deadline then follows the one before.
 */
export const TrainingRecords = ({ userId }: { userId: number }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, isPending, error } = useGetList<TTrainingRecord>('training', {
    filter: { userId },
    sort: { field: 'completedAt', order: 'DESC' },
    pagination: { page: 1, perPage: 100 },
    // The person's page has already been allowed, whatever the top-bar company.
    meta: { unscoped: true },
  });
  const { ask, dialog } = useRowDelete<TTrainingRecord>('training', WORDS, (record) => formatDate(record.completedAt));
  const state = listState({ isPending, error, empty: !data?.length, words: WORDS, testId: 'training-records' }, translate);
  if (state) return state;
  return (
    <>
      <List disablePadding data-testid="training-records">
        {(data ?? []).map((record) => {
          const date = formatDate(record.completedAt);
          const hours = translate('deadlinesTab.courses.hours', { smart_count: record.hours, hours: record.hours.toLocaleString(locale) });
          const details = [
            translate('deadlinesTab.courses.completedAt', { date }),
            hours,
            record.validUntil ? translate('deadlinesTab.courses.validUntil', { date: formatDate(record.validUntil) }) : translate('deadlinesTab.courses.noExpiry'),
          ];
          const source = [
            record.provider ? translate('deadlinesTab.courses.provider', { provider: record.provider }) : null,
            record.certificateNumber ? translate('deadlinesTab.courses.certificate', { number: record.certificateNumber }) : null,
            isRegistered(record) ? translate('deadlinesTab.courses.registered') : null,
          ].filter(Boolean);
          return (
            <ListItem
              key={record.id}
              divider
              data-testid="training-record"
              data-course={record.courseCode}
              sx={{ px: 0, display: 'grid', gap: 1, alignItems: 'center', gridTemplateColumns: { xs: '1fr auto', sm: '1fr auto auto' } }}
            >
              <Box sx={{ minWidth: 0, gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
                <Typography sx={{ fontWeight: 600 }}>{courseName(record.courseCode)}</Typography>
                <Typography variant="body2" color="text.secondary">{details.join(' · ')}</Typography>
                {source.length > 0 && <Typography variant="body2" color="text.secondary">{source.join(' · ')}</Typography>}
              </Box>
              {record.documentId !== null ? (
                <Button component={Link} to={`/document/${record.documentId}/show`} size="small" startIcon={<DescriptionOutlined />} sx={{ minHeight: 44, justifySelf: 'start' }} data-testid="training-record-document">
                  {translate('deadlinesTab.courses.document')}
                </Button>
              ) : (
                <span />
              )}
              {isRegistered(record) ? (
                <span />
              ) : (
                <DeleteRowButton label={translate('deadlinesTab.courses.delete', { date })} onClick={() => ask(record)} testId="training-record-delete" />
              )}
            </ListItem>
          );
        })}
      </List>
      {dialog}
    </>
  );
};
