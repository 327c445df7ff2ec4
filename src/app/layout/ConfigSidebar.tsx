import {
  Box, Divider, Drawer, FormControl, FormControlLabel, FormLabel, IconButton, MenuItem, Radio, RadioGroup,
  Slider, Stack, Switch, TextField, Typography,
} from '@mui/material';
import Close from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { ZOOM } from '../../shared/resources';
import { setLayoutSettings, useLayoutSettings } from '../state/useAppState';

const IDLE_CHOICES = [5, 15, 30, 60, 120];

/** Zoom, menu type, input style, ripple and idle timeout; every choice is remembered. */
export const ConfigSidebar = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const settings = useLayoutSettings();

  return (
    // Above the top bar (drawer + 1): a temporary drawer sits at the drawer level, under it, and its title and close button were hidden.
    <Drawer anchor="right" open={open} onClose={onClose} sx={{ zIndex: (theme) => theme.zIndex.modal }} slotProps={{ paper: { sx: { width: 320, maxWidth: '100vw' } } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2.5, py: 1.5 }} data-testid="config-sidebar">
        <Typography variant="h6" sx={{ flex: 1 }}>{translate('config.title')}</Typography>
        <IconButton onClick={onClose} aria-label={translate('config.close')}><Close /></IconButton>
      </Box>
      <Divider />
      <Stack spacing={3} sx={{ p: 2.5 }}>
        <FormControl>
          <FormLabel id="config-scale">{translate('config.scale')}</FormLabel>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', pt: 1 }}>
            <Typography variant="caption">A</Typography>
            <Slider
              aria-labelledby="config-scale"
              data-testid="config-scale"
              value={settings.scale}
              min={ZOOM.min}
              max={ZOOM.max}
              step={1}
              marks
              valueLabelDisplay="auto"
              onChange={(_, value) => setLayoutSettings({ scale: value as number })}
            />
            <Typography variant="h6">A</Typography>
          </Stack>
        </FormControl>
        <FormControl>
          <FormLabel id="config-menu">{translate('config.menuType')}</FormLabel>
          <RadioGroup row aria-labelledby="config-menu" value={settings.menuMode} onChange={(e) => setLayoutSettings({ menuMode: e.target.value as 'static' | 'overlay' })}>
            <FormControlLabel value="static" control={<Radio />} label={translate('config.static')} />
            <FormControlLabel value="overlay" control={<Radio />} label={translate('config.overlay')} />
          </RadioGroup>
        </FormControl>
        <FormControl>
          <FormLabel id="config-input">{translate('config.inputStyle')}</FormLabel>
          <RadioGroup row aria-labelledby="config-input" value={settings.inputStyle} onChange={(e) => setLayoutSettings({ inputStyle: e.target.value as 'outlined' | 'filled' })}>
            <FormControlLabel value="outlined" control={<Radio />} label={translate('config.outlined')} />
            <FormControlLabel value="filled" control={<Radio />} label={translate('config.filled')} />
          </RadioGroup>
        </FormControl>
        <FormControlLabel
          control={<Switch checked={settings.ripple} onChange={(e) => setLayoutSettings({ ripple: e.target.checked })} />}
          label={translate('config.ripple')}
        />
        <TextField
          select
          label={translate('config.idle')}
          value={settings.idleMinutes}
          onChange={(e) => setLayoutSettings({ idleMinutes: Number(e.target.value) })}
        >
          {IDLE_CHOICES.map((minutes) => (
            <MenuItem key={minutes} value={minutes}>{translate('config.minutes', { smart_count: minutes })}</MenuItem>
          ))}
        </TextField>
      </Stack>
    </Drawer>
  );
};
