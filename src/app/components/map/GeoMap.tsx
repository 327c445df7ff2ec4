import { useEffect, useState, type ComponentType } from 'react';
import { Alert, AlertTitle, Box, Button, CircularProgress, Typography } from '@mui/material';
import MapOutlined from '@mui/icons-material/MapOutlined';
import { useTranslate } from 'react-admin';
import { loadWithRetry } from './loader';
import type { TGeoMapProps } from './types';

type TMapModule = { LeafletMap: ComponentType<TGeoMapProps> };

let pending: Promise<TMapModule> | null = null;

/** One download of Leaflet for the whole session; a failure is forgotten so that "Riprova" starts over. */
const loadMap = (onRetry: (attempt: number) => void) => {
  pending ??= loadWithRetry(() => import('./LeafletMap'), { onRetry }).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
};

const Frame = ({ height, children }: { height: TGeoMapProps['height']; children: React.ReactNode }) => (
  <Box
    sx={{ height: height ?? 360, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: '#eef3f6', display: 'grid', placeItems: 'center', p: 2 }}
  >
    {children}
  </Box>
);

/**
 * A map of sites with their geofences, or a position picker. Leaflet loads only where a map is
 * shown, retried up to 3 times with growing delays; after the last failure a clear message with a
 * retry button takes its place (the coordinates stay typable beside it).
 */
export const GeoMap = (props: TGeoMapProps) => {
  const translate = useTranslate();
  const [module, setModule] = useState<TMapModule | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let alive = true;
    loadMap((n) => alive && setAttempt(n)).then(
      (loaded) => alive && setModule(loaded),
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
    };
  }, [round]);

  if (module) return <module.LeafletMap {...props} />;
  if (failed) {
    return (
      <Frame height={props.height}>
        <Alert
          severity="warning"
          data-testid="map-failed"
          action={<Button color="inherit" size="small" onClick={() => { setAttempt(0); setFailed(false); setRound((r) => r + 1); }}>{translate('map.retry')}</Button>}
        >
          <AlertTitle>{translate('map.failedTitle')}</AlertTitle>
          {translate('map.failedBody')}
        </Alert>
      </Frame>
    );
  }
  return (
    <Frame height={props.height}>
      <Box sx={{ textAlign: 'center', color: 'text.secondary' }} data-testid="map-loading">
        <MapOutlined sx={{ fontSize: 40, opacity: 0.5 }} />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'center' }}>
          <CircularProgress size={16} />
          <Typography variant="body2">{translate(attempt ? 'map.retrying' : 'map.loading', { attempt, smart_count: attempt })}</Typography>
        </Box>
      </Box>
    </Frame>
  );
};
