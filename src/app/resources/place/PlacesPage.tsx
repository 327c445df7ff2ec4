import { useState } from 'react';
import { Box, Button, Card, CardContent, Chip, Typography } from '@mui/material';
import AddLocationAltOutlined from '@mui/icons-material/AddLocationAltOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { Loading, Title, useGetList, useTranslate } from 'react-admin';
import { RADIUS_METERS } from '../../../shared/schemas/geo';
import { ZPlaceCreate, type TPlace } from '../../../shared/schemas/place';
import { CompanyInput, useCompanyChoices, useDefaultCompanyId } from '../../components/companies';
import { GeoRecordDialog } from '../../components/GeoRecordDialog';
import { requiredKeys } from '../../components/requiredFields';
import { GeoMap } from '../../components/map';
import { mapPoints, SiteList } from '../../components/SiteList';
import { useAppState } from '../../state/useAppState';

const resolver = zodResolver(ZPlaceCreate) as unknown as Resolver<FieldValues>;
const REQUIRED = requiredKeys(ZPlaceCreate);

/**
 * The places of the company chosen in the top bar (every company in scope with 'Tutte le
 * aziende'): on a map and in a list, created and edited with a map picker.
 */
export const PlacesPage = () => {
  const translate = useTranslate();
  const company = useAppState((s) => s.company);
  const { choices } = useCompanyChoices();
  const defaultCompanyId = useDefaultCompanyId(choices);
  const [selected, setSelected] = useState<number | undefined>();
  const [editing, setEditing] = useState<Partial<TPlace> | null>(null);
  const { data = [], isPending, refetch } = useGetList<TPlace>('place', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  });
  const companyName = (id: number) => choices.find((c) => c.id === id)?.name;
  const scope = company.id === 0 ? translate('topbar.allCompanies') : company.name;

  return (
    <>
      <Title title="resources.place.title" />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Chip label={translate('pages.scope', { name: scope })} />
        <Box sx={{ flex: 1 }} />
        <Button
          variant="contained"
          startIcon={<AddLocationAltOutlined />}
          onClick={() => setEditing({ companyId: defaultCompanyId, radiusMeters: RADIUS_METERS.default, lat: null, lng: null })}
          data-testid="place-add"
        >
          {translate('resources.place.add')}
        </Button>
      </Box>
      {isPending ? (
        <Loading />
      ) : data.length === 0 ? (
        <Card sx={{ borderRadius: 2 }}>
          <CardContent sx={{ textAlign: 'center', py: 6 }}>
            <Typography variant="h6" component="p">{translate('resources.place.empty.title')}</Typography>
            <Typography color="text.secondary">{translate('resources.place.empty.body')}</Typography>
          </CardContent>
        </Card>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, gap: 2, alignItems: 'start' }}>
          <GeoMap
            points={mapPoints(data)}
            selectedId={selected}
            onSelect={(id) => setSelected(Number(id))}
            height={{ xs: 300, md: 520 }}
            ariaLabel={translate('resources.place.title')}
          />
          <Card sx={{ borderRadius: 2 }}>
            <CardContent sx={{ p: 1, '&:last-child': { pb: 1 } }}>
              <SiteList
                resource="place"
                sites={data}
                selectedId={selected}
                onSelect={setSelected}
                onEdit={setEditing}
                onDeleted={refetch}
                secondary={company.id === 0 ? (site) => companyName((site as TPlace).companyId) : undefined}
              />
            </CardContent>
          </Card>
        </Box>
      )}
      <GeoRecordDialog
        resource="place"
        record={editing}
        resolver={resolver}
        required={REQUIRED}
        title={editing?.id ? 'resources.place.edit' : 'resources.place.add'}
        before={<Box sx={{ gridColumn: '1 / -1' }}><CompanyInput resource="place" required={REQUIRED.has('companyId')} /></Box>}
        onClose={() => setEditing(null)}
        onSaved={() => void refetch()}
      />
    </>
  );
};
