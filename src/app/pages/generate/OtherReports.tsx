import { Card, CardContent, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { canAccessPath } from '../../../shared/access';
import { useSessionUser } from '../../state/useAppState';

/** The other lists that are reports in practice, each with its own filters and export. */
const REPORTS = [
  { path: '/attendance', icon: ScheduleOutlined, key: 'attendance' },
  { path: '/permission', icon: EventNoteOutlined, key: 'leave' },
  { path: '/document', icon: FolderOpenOutlined, key: 'documents' },
] as const;

/** "Altri report": the reports beside the month sheet that the signed-in role may open. */
export const OtherReports = () => {
  const translate = useTranslate();
  const roles = useSessionUser()?.roles;
  const reports = REPORTS.filter((report) => canAccessPath(roles, report.path));
  if (!reports.length) return null;
  return (
    <Card sx={{ mt: 2, borderRadius: 3 }} data-testid="other-reports">
      <CardContent sx={{ p: { xs: 2, md: 2.5 }, '&:last-child': { pb: 1 } }}>
        <Typography variant="subtitle2" component="h2" color="primary" sx={{ textTransform: 'uppercase', letterSpacing: '0.06em' }}>
          {translate('generate.reports.title')}
        </Typography>
        <List disablePadding>
          {reports.map(({ path, icon: Icon, key }) => (
            <ListItem key={path} disablePadding>
              <ListItemButton component={Link} to={path} sx={{ borderRadius: 2, px: 1 }}>
                <ListItemIcon sx={{ minWidth: 40 }}><Icon color="primary" /></ListItemIcon>
                <ListItemText primary={translate(`generate.reports.${key}`)} secondary={translate(`generate.reports.${key}Help`)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
