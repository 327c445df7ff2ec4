import { useState } from 'react';
import { Button, IconButton, useMediaQuery, type Theme } from '@mui/material';
import PowerSettingsNewOutlined from '@mui/icons-material/PowerSettingsNewOutlined';
import { Confirm, useLogout, useTranslate } from 'react-admin';

/**
 * 'Esci': asks to confirm, then signs out (the server forgets the token) and clears local state.
 * Its icon is a power switch, not the door of "Timbra uscita", a few centimetres below it on the
 * worker's phone.
 */
export const LogoutButton = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const label = translate('topbar.logout');

  return (
    <>
      {compact ? (
        <IconButton color="inherit" aria-label={label} title={label} onClick={() => setOpen(true)}>
          <PowerSettingsNewOutlined />
        </IconButton>
      ) : (
        <Button color="inherit" startIcon={<PowerSettingsNewOutlined />} onClick={() => setOpen(true)}>
          {label}
        </Button>
      )}
      <Confirm
        isOpen={open}
        title="topbar.logoutTitle"
        content="topbar.logoutBody"
        confirm="topbar.logout"
        confirmColor="primary"
        onConfirm={() => {
          setOpen(false);
          logout();
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
