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

/** WCAG's contrast ratio of two #rrggbb (or #rgb) colours. */
const contrast = (a: string, b: string) => {
  const luminance = (colour: string) => {
    const hex = colour.length === 4 ? `#${[...colour.slice(1)].map((c) => c + c).join('')}` : colour;
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe('the theme on a phone in the sun', () => {
  const theme = createTheme(buildTheme(settings));

  it.each(['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const)(
    '%s: its chips and buttons (white on the colour) and its outlined chips (the colour on white) read at 4.5:1 or more',
    (name) => {
      const { main, contrastText } = theme.palette[name];
      expect(contrast(main, contrastText)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(main, theme.palette.background.paper)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('gives every button, icon button and menu entry 44 px each way on a touch screen', () => {
    const rule = (name: 'MuiButton' | 'MuiIconButton' | 'MuiListItemButton' | 'MuiMenuItem') =>
      (theme.components?.[name]?.styleOverrides?.root as Record<string, unknown>)['@media (pointer: coarse)'];
    expect(rule('MuiButton')).toEqual({ minHeight: 44 });
    expect(rule('MuiIconButton')).toEqual({ minWidth: 44, minHeight: 44 });
    expect(rule('MuiListItemButton')).toEqual({ minHeight: 44 });
    expect(rule('MuiMenuItem')).toEqual({ minHeight: 44 });
  });

  it('gives every field 44 px on a touch screen', () => {
    expect((theme.components?.MuiInputBase?.styleOverrides?.root as Record<string, unknown>)['@media (pointer: coarse)']).toEqual({ minHeight: 44 });
  });
});
