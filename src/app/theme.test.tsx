import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Autocomplete, TextField } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { loadMessages, loadedMuiLocalization } from './i18n/messages';
import type { Locale } from '../shared/i18n/validation';
import { buildTheme } from './theme';

const settings = { inputStyle: 'outlined', ripple: true } as const;

const EmptyPicker = () => (
  <Autocomplete options={[] as string[]} open renderInput={(params) => <TextField {...params} label="Dipendente" />} />
);

describe('MUI speaks the user’s language', () => {
  afterEach(cleanup);

  it.each([
    ['it', 'Nessuna opzione', 'Chiudi'],
    ['es', 'Sin opciones', 'Cerrar'],
    ['en', 'No options', 'Close'],
  ] as Array<[Locale, string, string]>)('%s: an Autocomplete with nothing to offer says %s, its button %s', async (locale, noOptions, close) => {
    await loadMessages(locale);
    render(
      <ThemeProvider theme={createTheme(buildTheme(settings, loadedMuiLocalization(locale)))}>
        <EmptyPicker />
      </ThemeProvider>,
    );
    expect(screen.getByText(noOptions)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: close })).toBeInTheDocument();
  });

  it('keeps the theme’s own Autocomplete styles and input defaults beside the locale’s words', async () => {
    await loadMessages('it');
    const theme = buildTheme({ inputStyle: 'filled', ripple: false }, loadedMuiLocalization('it'));
    expect(theme.components?.MuiAutocomplete?.styleOverrides?.paper).toBeDefined();
    expect(theme.components?.MuiAutocomplete?.defaultProps).toMatchObject({ noOptionsText: 'Nessuna opzione', openText: 'Apri' });
    expect(theme.components?.MuiTextField?.defaultProps).toMatchObject({ variant: 'filled' });
    expect(theme.components?.MuiButtonBase?.defaultProps).toMatchObject({ disableRipple: true });
  });

  it('loads each language’s words with its messages', async () => {
    for (const [locale, noOptions] of [['it', 'Nessuna opzione'], ['es', 'Sin opciones']] as Array<[Locale, string]>) {
      await loadMessages(locale);
      expect(loadedMuiLocalization(locale)?.components?.MuiAutocomplete?.defaultProps?.noOptionsText).toBe(noOptions);
    }
    // English is MUI's own language: its localization changes nothing, but it is there.
    await loadMessages('en');
    expect(loadedMuiLocalization('en')).toBeDefined();
  });
});
