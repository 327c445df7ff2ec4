import { Box, Card, CardContent, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Link, useGetList, useRecordContext, useTranslate } from 'react-admin';
import type { TDocument } from '../../../shared/schemas/document';
import { formatDate, formatDay } from '../../pages/attendance/format';
import { ReplacedChip, ReviewChip } from './fields';

const period = (document: TDocument) =>
  [document.issuedAt && formatDay(document.issuedAt), document.expiresAt && `→ ${formatDay(document.expiresAt)}`].filter(Boolean).join(' ');

/**
 * The owner's documents of the same type, newest first: a renewal's chain (each one replaced by
 * the next) with this one marked, so the office sees what was valid when.
 */
export const DocumentHistory = () => {
  const record = useRecordContext<TDocument>();
  const translate = useTranslate();
  const { data = [] } = useGetList<TDocument>(
    'document',
    {
      filter: { ownerType: record?.ownerType, ownerId: record?.ownerId, type: record?.type, companyId: record?.companyId },
      sort: { field: 'createdAt', order: 'DESC' },
      pagination: { page: 1, perPage: 50 },
    },
    { enabled: !!record },
  );
  if (!record) return null;
  // The chain's neighbours by number only when the list cannot show them (deleted since, say).
  const linked = [
    record.replacedById && { id: record.replacedById, label: 'resources.document.history.replacedBy' },
    record.replacesId && { id: record.replacesId, label: 'resources.document.history.replaces' },
  ].filter((link): link is { id: number; label: string } => !!link && !data.some((document) => document.id === link.id));
  return (
    <Card variant="outlined" sx={{ borderRadius: 2 }} data-testid="document-history">
      <CardContent>
        <Typography variant="subtitle2" color="primary" sx={{ mb: 1, textTransform: 'uppercase', letterSpacing: '0.06em' }}>
          {translate('resources.document.sections.history')}
        </Typography>
        {linked.map((link) => (
          <Typography key={link.label} variant="body2" sx={{ mb: 0.5 }}>
            {translate(link.label)}: <Link to={`/document/${link.id}/show`} data-testid="history-link">#{link.id}</Link>
          </Typography>
        ))}
        {data.length <= 1 && !linked.length && <Typography variant="body2" color="text.secondary">{translate('resources.document.history.none')}</Typography>}
        {data.length > 1 && (
          <List dense disablePadding>
            {data.map((document) => (
              <ListItem key={document.id} disablePadding>
                <ListItemButton
                  component={Link}
                  to={`/document/${document.id}/show`}
                  selected={document.id === record.id}
                  aria-current={document.id === record.id ? 'page' : undefined}
                  sx={{ borderRadius: 1 }}
                >
                  <ListItemText
                    primary={
                      <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                        <span>{document.title}</span>
                        {document.id === record.id && <Typography component="span" variant="caption" color="text.secondary">({translate('resources.document.history.current')})</Typography>}
                        <ReplacedChip document={document} />
                        <ReviewChip document={document} />
                      </Box>
                    }
                    secondary={period(document) || formatDate(document.createdAt)}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
};
