import { useState } from 'react';
import { Button, ListItemIcon, Menu, MenuItem } from '@mui/material';
import Translate from '@mui/icons-material/Translate';
import Check from '@mui/icons-material/Check';
import { useLocaleState, useTranslate } from 'react-admin';
import { LANGUAGE_OPTIONS } from '../i18n/messages';
import { saveLanguage } from '../pages/profile/language';

/** it / es / en; the i18nProvider remembers the choice in the persisted state. */
export const LanguageSelector = () => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
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
              setLocale(option.value);
              saveLanguage(option.code);
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
