import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Box } from '@mui/material';
import LocationOffOutlined from '@mui/icons-material/LocationOffOutlined';
import { useTranslate } from 'react-admin';
import { useGeolocationBlocked } from './geolocation';

/** 'GPS DISATTIVATO': geolocation unsupported or refused; explains how to fix it, closes with 'Chiudi'. */
export const GpsModal = () => {
  const translate = useTranslate();
  const [blocked, dismiss] = useGeolocationBlocked();

  return (
    <Dialog open={blocked} onClose={dismiss} aria-labelledby="gps-title" data-testid="gps-modal" maxWidth="xs">
      <Box sx={{ display: 'flex', justifyContent: 'center', pt: 3, color: 'warning.main' }}>
        <LocationOffOutlined sx={{ fontSize: '3rem' }} />
      </Box>
      <DialogTitle id="gps-title" sx={{ textAlign: 'center', fontWeight: 800, letterSpacing: '0.04em' }}>
        {translate('gps.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ textAlign: 'center' }}>{translate('gps.body')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 2.5 }}>
        <Button variant="contained" size="large" onClick={dismiss} sx={{ minHeight: 44, minWidth: 120 }}>{translate('gps.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
