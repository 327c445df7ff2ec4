import { Box, Card, CardContent, Chip, List, ListItem, ListItemButton, Skeleton, Typography } from '@mui/material';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Link, useTranslate } from 'react-admin';
import type { TPermission } from '../../../shared/schemas/permission';
import { formatPeriod } from '../../resources/permission/leaveFormat';
import { groupSickLeaves } from './sickLeave';

/** The worker's sick leaves, one row per first certificate with its continuations folded in. */
export const SickLeaveList = ({ data, isPending }: { data: TPermission[]; isPending: boolean }) => {
  const translate = useTranslate();
  const groups = groupSickLeaves(data);
  return (
    <Card sx={{ borderRadius: 3 }} data-testid="sick-leave-list">
      <CardContent sx={{ p: { xs: 2, md: 2.5 } }}>
        <Typography variant="subtitle2" color="primary" sx={{ textTransform: 'uppercase', letterSpacing: '0.06em' }}>
          {translate('sickLeave.list.title')}
        </Typography>
        {isPending && <Skeleton variant="rounded" height={96} sx={{ mt: 1.5 }} />}
        {!isPending && groups.length === 0 && <Typography color="text.secondary" sx={{ mt: 1.5 }}>{translate('sickLeave.list.empty')}</Typography>}
        <List disablePadding>
          {groups.map((group, index) => (
            <ListItem key={group.root.id} disablePadding divider={index < groups.length - 1}>
              <ListItemButton
                component={Link}
                to={`/home/medical/${group.root.id}`}
                data-testid="sick-leave-item"
                sx={{ px: 0.5, py: 1.5, gap: 1, borderRadius: 2 }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography sx={{ fontWeight: 600 }}>
                      {formatPeriod(translate, { startDate: group.startDate, endDate: group.endDate, startTime: null, endTime: null })}
                    </Typography>
                    {group.endDate === null && <Chip size="small" color="secondary" label={translate('sickLeave.list.ongoing')} />}
                  </Box>
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {group.chain.map((p) => translate(`resources.permission.kinds.${p.kind ?? 'FIRST'}`)).join(' → ')}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {translate('sickLeave.list.protocol', { protocolNumber: group.chain.map((p) => p.protocolNumber).join(', ') })}
                  </Typography>
                </Box>
                <ChevronRight color="action" />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
