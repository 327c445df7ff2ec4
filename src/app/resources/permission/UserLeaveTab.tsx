import type { ReactNode } from 'react';
import { Box, Button, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, Link, Pagination, ReferenceManyField, SimpleList, useLocale, useRecordContext, useTranslate } from 'react-admin';
import type { TPermission } from '../../../shared/schemas/permission';
import { StatusChip, TypeChip, TypeField } from './fields';
import { formatPeriodShort, formatRequestAmount } from './leaveFormat';
import { WorkerBalance } from './WorkerBalance';

const Col = DataTable.Col<TPermission>;
const Nowrap = ({ children }: { children: ReactNode }) => <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{children}</Box>;

/**
 * The leave tab of a user's page: the year's balance, and their requests and sick leave of every
 * status, the latest first, each opening its detail (where the back office decides it). On a phone
 * the balance comes first, as on the worker's own page.
 */
export const UserLeaveTab = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const user = useRecordContext();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  if (!user) return null;
  const empty = <Box sx={{ p: 2, color: 'text.secondary' }}>{translate('resources.user.tabs.leaveEmpty')}</Box>;
  return (
    <Box data-testid="user-leave" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
      <Box sx={{ order: { xs: 1, lg: 2 } }}>
        <WorkerBalance userId={user.id} />
      </Box>
      <Box sx={{ order: { xs: 2, lg: 1 }, minWidth: 0 }}>
        <ReferenceManyField reference="permission" target="userId" sort={{ field: 'startDate', order: 'DESC' }} perPage={10} pagination={<Pagination rowsPerPageOptions={[10, 25]} />}>
          {isSmall ? (
            <SimpleList<TPermission>
              linkType="show"
              empty={empty}
              primaryText={(record) => <TypeChip type={record.type} />}
              secondaryText={(record) => formatPeriodShort(record)}
              tertiaryText={(record) => (
                <Box component="span" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5 }}>
                  <StatusChip status={record.status} />
                  {formatRequestAmount(translate, locale, record)}
                </Box>
              )}
            />
          ) : (
            <DataTable<TPermission> rowClick="show" bulkActionButtons={false} empty={empty}>
              <Col source="type" field={TypeField} />
              <Col source="startDate" label="resources.permission.fields.period" render={(record) => <Nowrap>{formatPeriodShort(record)}</Nowrap>} />
              <Col source="amount" disableSort render={(record) => <Nowrap>{formatRequestAmount(translate, locale, record)}</Nowrap>} />
              <Col source="status" render={(record) => <StatusChip status={record.status} />} />
            </DataTable>
          )}
        </ReferenceManyField>
        <Button component={Link} to={`/permission?filter=${encodeURIComponent(JSON.stringify({ userId: user.id }))}`} sx={{ mt: 1 }}>
          {translate('resources.user.tabs.leaveAll')}
        </Button>
      </Box>
    </Box>
  );
};
