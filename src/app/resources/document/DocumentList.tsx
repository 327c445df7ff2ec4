import { Box, useMediaQuery, type Theme } from '@mui/material';
import { CreateButton, DataTable, FilterButton, List, SimpleList, TopToolbar, useTranslate, type Exporter } from 'react-admin';
import type { TDocument } from '../../../shared/schemas/document';
import { CompanyNameField, useCompanyChoices } from '../../components/companies';
import { ListEmpty } from '../../components/ListEmpty';
import { downloadSpreadsheet } from '../../export/csv';
import { ExportAllButton } from '../../export/ExportAllButton';
import { formatDay } from '../../pages/attendance/format';
import { useAppState } from '../../state/useAppState';
import { ExpiryChip } from '../vehicle/ExpiryField';
import { documentRows } from './csv';
import { useDocumentFilters } from './DocumentFilters';
import { AcknowledgedText, DownloadButton, OwnerText, ReplacedChip, ReviewChip, TypeLabel } from './fields';
import { acknowledgeable } from './owners';

const useExporter = (): Exporter<TDocument> => {
  const translate = useTranslate();
  const { choices } = useCompanyChoices();
  return (documents) => downloadSpreadsheet(documentRows(documents, choices, translate), 'documenti');
};

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton label="menu.documentUpload" />
    <ExportAllButton />
  </TopToolbar>
);

/** A replaced document stays in the list, greyed, for its history. */
const replacedSx = (record: TDocument) => (record.status === 'REPLACED' ? { bgcolor: 'action.hover', '& td': { color: 'text.secondary' } } : {});

const Col = DataTable.Col<TDocument>;

const day = (date: string | null) => (date ? <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{formatDay(date)}</Box> : '—');

const Table = () => {
  const translate = useTranslate();
  const allCompanies = useAppState((s) => s.company.id === 0);
  return (
    <DataTable<TDocument> rowClick="show" bulkActionButtons={false} rowSx={replacedSx}>
      <Col source="title" label="resources.document.sections.document" render={(record) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.25, minWidth: 180, maxWidth: 320 }}>
          <Box component="span" sx={{ fontWeight: 600 }}>{record.title}</Box>
          <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8rem' }}><TypeLabel document={record} /></Box>
          <ReplacedChip document={record} />
        </Box>
      )} />
      <Col source="ownerName" render={(record) => <OwnerText document={record} />} />
      {allCompanies && <Col source="companyId" field={CompanyNameField} />}
      <Col source="issuedAt" render={(record) => day(record.issuedAt)} />
      {/* A replaced document's expiry is history, not a warning. */}
      <Col source="expiresAt" render={(record) => (record.status === 'REPLACED' ? day(record.expiresAt) : <ExpiryChip date={record.expiresAt} translate={translate} />)} />
      <Col source="acknowledgedAt" render={(record) => <AcknowledgedText document={record} />} />
      <Col source="review" render={(record) => <ReviewChip document={record} />} />
      <Col label="resources.document.fields.file" disableSort render={(record) => <DownloadButton document={record} compact />} />
    </DataTable>
  );
};

const PhoneList = () => {
  const translate = useTranslate();
  return (
    <SimpleList<TDocument>
      linkType="show"
      rowSx={replacedSx}
      primaryText={(record) => record.title}
      secondaryText={(record) => (
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, mt: 0.5 }}>
          <span>{translate(`resources.document.types.${record.type}`)} · {record.ownerName ?? `#${record.ownerId}`}</span>
          <Box component="span" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            {record.expiresAt && record.status === 'ACTIVE' && <ExpiryChip date={record.expiresAt} translate={translate} />}
            {acknowledgeable(record) && <AcknowledgedText document={record} spelled />}
            <ReviewChip document={record} />
            <ReplacedChip document={record} />
          </Box>
        </Box>
      )}
    />
  );
};

/** /user/documents: the same list of people's documents only, with its own remembered filters. */
const PEOPLE = { filter: { ownerType: 'USER' }, storeKey: 'document.people', title: 'documents.peopleTitle' } as const;

/**
 * /document: every document in scope (the top-bar company), newest first: who it belongs to,
 * whether its owner has seen it, what expires, what waits for the office; CSV of the filtered rows.
 * With `people`, /user/documents: the staff's documents and who has acknowledged them.
 */
export const DocumentList = ({ people = false }: { people?: boolean }) => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const filters = useDocumentFilters({ people, compact: isSmall });
  const exporter = useExporter();
  return (
    <List
      resource="document"
      {...(people ? PEOPLE : {})}
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={exporter}
      empty={<ListEmpty resource="document" />}
      sx={{ '& .RaList-main': { minWidth: 0 } }}
    >
      {isSmall ? <PhoneList /> : <Table />}
    </List>
  );
};
