import { useState } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import AddLocationAltOutlined from '@mui/icons-material/AddLocationAltOutlined';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import { canAccess } from '../../../shared/access';
import { RADIUS_METERS } from '../../../shared/schemas/geo';
import type { TClient } from '../../../shared/schemas/client';
import { GeoRecordDialog } from '../../components/GeoRecordDialog';
import { requiredKeys } from '../../components/requiredFields';
import { ZClientSiteCreate } from '../../../shared/schemas/client-site';
import { GeoMap } from '../../components/map';
import { mapPoints, SiteList, type TSite } from '../../components/SiteList';
import { useSessionUser } from '../../state/useAppState';
import { siteResolver } from './resolvers';

/** A site's fields the schema requires (clientId comes from the page), marked on the dialog's inputs. */
const SITE_REQUIRED = requiredKeys(ZClientSiteCreate);

/** The client's sites on a map and in a list, created and edited in a dialog with a map picker. */
export const ClientSites = () => {
  const client = useRecordContext<TClient>();
  const translate = useTranslate();
  const user = useSessionUser();
  const canEdit = canAccess(user?.roles, { resource: 'client', action: 'edit' });
  const [selected, setSelected] = useState<number | undefined>();
  const [editing, setEditing] = useState<Partial<TSite> & { clientId?: number } | null>(null);
  const { data = [], refetch, isPending } = useGetList<TSite & { id: number }>(
    'client-site',
    { filter: { clientId: client?.id, companyId: client?.companyId }, pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: !!client },
  );
  if (!client) return null;
  const points = mapPoints(data);

  return (
    <Card variant="outlined" sx={{ borderRadius: 2 }} data-testid="client-sites">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
          <Typography variant="subtitle2" color="primary" sx={{ textTransform: 'uppercase', letterSpacing: '0.06em', flex: 1 }}>
            {translate('resources.client.sites.title')}
          </Typography>
          {canEdit && (
            <Button
              variant="contained"
              size="small"
              startIcon={<AddLocationAltOutlined />}
              onClick={() => setEditing({ clientId: client.id, radiusMeters: RADIUS_METERS.default, lat: null, lng: null })}
            >
              {translate('resources.client.sites.add')}
            </Button>
          )}
        </Box>
        {!isPending && data.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>{translate(canEdit ? 'resources.client.sites.emptyEdit' : 'resources.client.sites.empty')}</Typography>
        ) : (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, gap: 2, alignItems: 'start' }}>
            {points.length > 0 ? (
              <GeoMap points={points} selectedId={selected} onSelect={(id) => setSelected(Number(id))} height={{ xs: 240, md: 320 }} ariaLabel={translate('resources.client.sites.title')} />
            ) : <Box />}
            <SiteList resource="client-site" sites={data} selectedId={selected} onSelect={setSelected} onEdit={canEdit ? setEditing : undefined} onDeleted={refetch} />
          </Box>
        )}
      </CardContent>
      <GeoRecordDialog
        resource="client-site"
        record={editing}
        resolver={siteResolver}
        required={SITE_REQUIRED}
        title={editing?.id ? 'resources.client.sites.edit' : 'resources.client.sites.add'}
        onClose={() => setEditing(null)}
        onSaved={() => void refetch()}
      />
    </Card>
  );
};
