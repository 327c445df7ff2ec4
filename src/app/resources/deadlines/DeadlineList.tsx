import { useState } from 'react';
import { Box, Button, Card, CardContent, List as MuiList, ListItem, useMediaQuery, type Theme } from '@mui/material';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { CreateButton, DataTable, FilterButton, List, Pagination, TopToolbar, useListContext, useNotify, useTranslate } from 'react-admin';
import type { TDeadline } from '../../../shared/schemas/deadline';
import { CompanyNameField } from '../../components/companies';
import { ListEmpty } from '../../components/ListEmpty';
import { notifyUnlessToasted } from '../../components/mutationErrors';
import { download } from '../../providers/httpClient';
import { useAppState } from '../../state/useAppState';
import { useDeadlineFilters } from './DeadlineFilters';
import { BlockingIcon, DueDate, KindText, StatusChip, SubjectLink, TitleText } from './fields';
import { RowActions } from './RowActions';
import { exportQuery } from './subjects';

/** CSV or XLSX of the list as filtered, written by the server and fetched with the session's token. */
const ExportFileButton = ({ format }: { format: 'csv' | 'xlsx' }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { filterValues, sort } = useListContext();
  const companyId = useAppState((s) => s.company.id);
  const [busy, setBusy] = useState(false);
  const get = async () => {
    setBusy(true);
    try {
      const name = await download(`api/deadlines/export.${format}`, { ...exportQuery(filterValues, companyId), sort: [sort.field, sort.order] });
      notify('deadlinesOffice.export.done', { type: 'success', messageArgs: { name } });
    } catch (error) {
      notifyUnlessToasted(notify)(error);
    } finally {
      setBusy(false);
    }
  };
  const label = translate(`deadlinesOffice.export.${format}`);
  return (
    <Button size="small" startIcon={<FileDownloadOutlined />} onClick={() => void get()} disabled={busy} aria-label={translate('deadlinesOffice.export.label', { format: label })} data-testid={`deadlines-export-${format}`}>
      {label}
    </Button>
  );
};

const Actions = () => (
  <TopToolbar sx={{ flexWrap: 'wrap' }}>
    <FilterButton />
    <CreateButton label="deadlinesOffice.create.title" />
    <ExportFileButton format="csv" />
    <ExportFileButton format="xlsx" />
  </TopToolbar>
);

/** A tinted row for what needs the office now: red past due, amber inside the window. */
const rowSx = (record: TDeadline) => {
  // Faint tints (error and warning at 6%): the text keeps its contrast, the chip carries the word.
  if (record.status === 'EXPIRED') return { bgcolor: 'rgba(211, 47, 47, 0.06)' };
  if (record.status === 'DUE_SOON') return { bgcolor: 'rgba(180, 83, 9, 0.06)' };
  if (record.status === 'DONE') return { '& td': { color: 'text.secondary' } };
  return {};
};

const Col = DataTable.Col<TDeadline>;

const Table = () => {
  const allCompanies = useAppState((s) => s.company.id === 0);
  return (
    <DataTable<TDeadline> rowClick={false} bulkActionButtons={false} rowSx={rowSx}>
      <Col source="status" disableSort render={(record) => <StatusChip status={record.status} />} />
      <Col source="dueDate" render={(record) => <DueDate deadline={record} />} />
      <Col source="kind" render={(record) => <KindText kind={record.kind} />} />
      <Col source="subjectName" render={(record) => <SubjectLink deadline={record} />} />
      <Col source="title" disableSort render={(record) => <TitleText deadline={record} />} />
      {allCompanies && <Col source="companyId" field={CompanyNameField} />}
      <Col source="blocks" disableSort render={(record) => <BlockingIcon blocks={record.blocks} />} />
      <Col label="deadlinesOffice.actions.column" disableSort render={(record) => <RowActions deadline={record} />} />
    </DataTable>
  );
};

/** On a phone, a card per deadline: status and date first, then what and whose, the actions at the side. */
const PhoneCards = () => {
  const { data, isPending } = useListContext<TDeadline>();
  if (isPending || !data) return null;
  return (
    <MuiList disablePadding data-testid="deadline-cards" sx={{ display: 'grid', gap: 1, p: 1 }}>
      {data.map((deadline) => (
        <ListItem key={deadline.id} disablePadding data-testid="deadline-card" data-status={deadline.status}>
          <Card variant="outlined" sx={{ width: '100%', borderLeft: 4, borderLeftColor: deadline.status === 'EXPIRED' ? 'error.main' : deadline.status === 'DUE_SOON' ? 'warning.main' : 'divider' }}>
            <CardContent sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', p: 1.5, '&:last-child': { pb: 1.5 } }}>
              <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.75 }}>
                <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
                  <StatusChip status={deadline.status} />
                  <DueDate deadline={deadline} />
                </Box>
                <Box component="span" sx={{ fontWeight: 700, display: 'flex', gap: 1, alignItems: 'center' }}>
                  <KindText kind={deadline.kind} />
                  <BlockingIcon blocks={deadline.blocks} dash={false} />
                </Box>
                <SubjectLink deadline={deadline} />
                {(deadline.title || deadline.renewalFiledAt || deadline.snoozedUntil) && <TitleText deadline={deadline} />}
              </Box>
              <RowActions deadline={deadline} />
            </CardContent>
          </Card>
        </ListItem>
      ))}
    </MuiList>
  );
};

/**
 * /deadlines (alias /deadlines/table): every deadline in scope of the top-bar company, soonest
 * first, coloured and worded by status; from a row the subject, the renewal, the renewal filed
 * with its receipt, a snooze. CSV and XLSX of the filtered list.
 */
export const DeadlineList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const filters = useDeadlineFilters({ compact: isSmall });
  return (
    <List
      resource="deadlines"
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'dueDate', order: 'ASC' }}
      perPage={25}
      exporter={false}
      empty={<ListEmpty resource="deadlines" />}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      sx={{ '& .RaList-main': { minWidth: 0 } }}
    >
      {isSmall ? <PhoneCards /> : <Table />}
    </List>
  );
};
