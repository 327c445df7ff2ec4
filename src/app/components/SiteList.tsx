import { useState } from 'react';
import { Box, IconButton, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Tooltip, Typography } from '@mui/material';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import LocationOffOutlined from '@mui/icons-material/LocationOffOutlined';
import { Confirm, useDelete, useNotify, useTranslate } from 'react-admin';
import type { TMapId } from './map';
import { notifyUnlessToasted } from './mutationErrors';
import { RefusalDialog, refusalOf, type TRefusal } from './RefusalDialog';

export interface TSite {
  id: number;
  name: string;
  address: string | null;
  lat: number | null;
  lng: number | null;
  radiusMeters: number;
  /** Client sites: the active guards assigned, who lose the site with it. */
  assignedGuards?: number;
}

/** Sites with position and geofence: a tap selects one on the map, the buttons edit or delete it. */
export const SiteList = ({
  resource,
  sites,
  selectedId,
  onSelect,
  onEdit,
  onDeleted,
  secondary,
}: {
  resource: 'client-site' | 'place';
  sites: TSite[];
  selectedId?: TMapId;
  onSelect: (id: number) => void;
  /** Absent when the user may only read. */
  onEdit?: (site: TSite) => void;
  onDeleted?: () => void;
  secondary?: (site: TSite) => string | undefined;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [remove, { isPending }] = useDelete();
  const [deleting, setDeleting] = useState<TSite | null>(null);
  const [refusal, setRefusal] = useState<TRefusal | null>(null);
  const confirm = () =>
    deleting &&
    remove(resource, { id: deleting.id, previousData: deleting }, {
      mutationMode: 'pessimistic',
      onSuccess: () => {
        setDeleting(null);
        notify('map.deleted', { type: 'info', messageArgs: { name: deleting.name } });
        onDeleted?.();
      },
      onError: (error) => {
        setRefusal(refusalOf(error, translate('people.deleteRefused', { name: deleting.name })));
        setDeleting(null);
        notifyUnlessToasted(notify)(error);
      },
    });

  return (
    <>
      <List dense disablePadding data-testid="site-list">
        {sites.map((site) => {
          const placed = site.lat != null && site.lng != null;
          const extra = secondary?.(site);
          return (
            <ListItem
              key={site.id}
              disablePadding
              secondaryAction={
                onEdit && (
                  <Box sx={{ display: 'flex' }}>
                    <Tooltip title={translate('ra.action.edit')}>
                      <IconButton edge="end" aria-label={`${translate('ra.action.edit')} ${site.name}`} onClick={() => onEdit(site)}><EditOutlined /></IconButton>
                    </Tooltip>
                    <Tooltip title={translate('ra.action.delete')}>
                      <IconButton edge="end" aria-label={`${translate('ra.action.delete')} ${site.name}`} onClick={() => setDeleting(site)} sx={{ ml: 0.5 }}><DeleteOutline /></IconButton>
                    </Tooltip>
                  </Box>
                )
              }
            >
              <ListItemButton selected={site.id === selectedId} onClick={() => onSelect(site.id)} sx={{ pr: onEdit ? 14 : 2, borderRadius: 1 }}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  {placed ? <PlaceOutlined color="primary" /> : <LocationOffOutlined color="disabled" />}
                </ListItemIcon>
                <ListItemText
                  primary={site.name}
                  secondary={
                    <>
                      {[extra, site.address].filter(Boolean).join(' · ')}
                      <Typography component="span" variant="caption" sx={{ display: 'block' }}>
                        {placed
                          ? translate('map.radiusValue', { radius: site.radiusMeters })
                          : translate('map.noPosition')}
                      </Typography>
                    </>
                  }
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      <Confirm
        isOpen={!!deleting}
        loading={isPending}
        title="map.deleteTitle"
        content={deleting?.assignedGuards ? 'map.deleteBodyGuards' : 'map.deleteBody'}
        titleTranslateOptions={{ name: deleting?.name ?? '' }}
        contentTranslateOptions={{ name: deleting?.name ?? '', smart_count: deleting?.assignedGuards ?? 0 }}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setDeleting(null)}
      />
      <RefusalDialog refusal={refusal} onClose={() => setRefusal(null)} />
    </>
  );
};

/** The sites that have a position, as map points. */
export const mapPoints = (sites: TSite[]) =>
  sites.flatMap((site) =>
    site.lat != null && site.lng != null ? [{ id: site.id, lat: site.lat, lng: site.lng, radiusMeters: site.radiusMeters, label: site.name }] : [],
  );
