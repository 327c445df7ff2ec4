import { Box, Chip, Tab, Tabs } from '@mui/material';
import { useGetList, useListContext, useTranslate } from 'react-admin';
import { PERMISSION_STATUSES, type TPermissionStatus } from '../../../shared/leave';

/** Pending first: what waits for a decision. */
export const STATUS_TABS: readonly TPermissionStatus[] = PERMISSION_STATUSES;

/** The filter of a tab's count: the list's other filters, with that status. */
export const tabFilter = (filterValues: Record<string, unknown>, status: TPermissionStatus) => ({ ...filterValues, status });

const TabLabel = ({ status, filterValues }: { status: TPermissionStatus; filterValues: Record<string, unknown> }) => {
  const translate = useTranslate();
  const { total, isPending } = useGetList('permission', {
    filter: tabFilter(filterValues, status),
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'DESC' },
  });
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {translate(`resources.permission.tabs.${status}`)}
      <Chip
        size="small"
        label={isPending ? '…' : (total ?? 0)}
        color={status === 'PENDING' && (total ?? 0) > 0 ? 'warning' : 'default'}
        data-testid={`tab-count-${status}`}
        sx={{ height: 20, fontWeight: 700, '& .MuiChip-label': { px: 0.75 } }}
      />
    </Box>
  );
};

/** Tabs by status, each with its count under the current filters; switching clears the selection. */
export const StatusTabs = () => {
  const { filterValues, displayedFilters, setFilters, setSort, onUnselectItems } = useListContext();
  const { status: _status, ...others } = filterValues as Record<string, unknown>;
  const current = (filterValues.status as TPermissionStatus | undefined) ?? 'PENDING';
  return (
    <Tabs
      value={current}
      onChange={(_event, status: TPermissionStatus) => {
        onUnselectItems();
        setFilters(tabFilter(others, status), displayedFilters, false);
        // What waits comes soonest first; decided requests newest first.
        setSort({ field: 'startDate', order: status === 'PENDING' ? 'ASC' : 'DESC' });
      }}
      variant="scrollable"
      allowScrollButtonsMobile
      // width 0 + min-width 100%: the tabs fill the card without widening it on a phone (they scroll).
      sx={{ width: 0, minWidth: '100%', borderBottom: 1, borderColor: 'divider', px: { xs: 0, md: 1 } }}
    >
      {STATUS_TABS.map((status) => (
        <Tab key={status} value={status} label={<TabLabel status={status} filterValues={others} />} data-testid={`tab-${status}`} />
      ))}
    </Tabs>
  );
};
