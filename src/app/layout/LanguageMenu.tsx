import { useState } from 'react';
import { Button, ListItemIcon, Menu, MenuItem } from '@mui/material';
import Translate from '@mui/icons-material/Translate';
import Check from '@mui/icons-material/Check';
import type { Locale } from '../../shared/i18n/locales';
import { LANGUAGE_OPTIONS } from '../i18n/languages';

/**
 * it / es / en in a menu, without react-admin: the app's selector and its sign-in route draw this
 * one; the light sign-in page (src/app/signin/picker.ts) draws the same with plain DOM.
 */
export const LanguageMenu = ({ locale, onChoose, translate }: { locale: string; onChoose: (locale: Locale) => void; translate: (key: string) => string }) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = LANGUAGE_OPTIONS.find((option) => option.code === locale) ?? LANGUAGE_OPTIONS[0];

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-label={`${current.label} – ${translate('topbar.language')}: ${current.name}`}
        data-testid="language-selector"
        startIcon={<Translate />}
        sx={{ minWidth: 0, minHeight: 44, px: 1 }}
      >
        {current.label}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LANGUAGE_OPTIONS.map((option) => (
          <MenuItem
            key={option.code}
            lang={option.code}
            selected={option.code === locale}
            onClick={() => {
              setAnchor(null);
              onChoose(option.value);
            }}
          >
            <ListItemIcon>{option.code === locale && <Check fontSize="small" />}</ListItemIcon>
            {option.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
