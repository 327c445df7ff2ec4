import type { KeyboardEvent } from 'react';
import type { Theme } from '@mui/material';
import type { Localization } from '@mui/material/locale';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { DESKTOP_BREAKPOINT_PX, ZOOM } from '../shared/resources';
import type { TLayoutSettings } from './state/store';

export const BRAND = {
  navy: '#16324f',
  blue: '#1f5f99',
  teal: '#2a7d6f',
  sand: '#f4f6f9',
};

type TComponents = NonNullable<RaThemeOptions['components']>;

/** A finger, not a mouse: phones and tablets. */
export const COARSE_POINTER = '@media (pointer: coarse)';

/** Enter on a focused list row does what a click on it does; a key pressed in a control of the row (its checkbox) stays the control's. */
export const openRowOnEnter = (event: KeyboardEvent<HTMLTableRowElement>) => {
  if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
  event.preventDefault();
  event.currentTarget.click();
};

/**
 * MUI's own words (Autocomplete's 'Nessuna opzione', 'Apri', the pagers' labels) in the user's
 * language: the localization's default props under the theme's own, component by component
 * (styles stay as they are). Each language's come with its messages (i18n/messages.ts).
 */
const withLocale = (components: TComponents, localization: Localization | undefined): TComponents => {
  const merged: Record<string, { defaultProps?: object }> = { ...components };
  for (const [name, localized] of Object.entries(localization?.components ?? {})) {
    const own = merged[name] ?? {};
    merged[name] = { ...own, defaultProps: { ...localized?.defaultProps, ...own.defaultProps } };
  }
  return merged as TComponents;
};

/**
 * Everything is sized in rem against a 14 px root, so the zoom setting (the root font size,
 * 12–16 px) scales text, spacing and controls together.
 */
export const buildTheme = (settings: Pick<TLayoutSettings, 'inputStyle' | 'ripple'>, localization?: Localization): RaThemeOptions => ({
  ...defaultTheme,
  breakpoints: { values: { xs: 0, sm: 600, md: DESKTOP_BREAKPOINT_PX + 1, lg: 1280, xl: 1600 } },
  spacing: (factor: number) => `${(factor * 8) / ZOOM.default}rem`,
  shape: { borderRadius: 10 },
  palette: {
    mode: 'light',
    primary: { main: BRAND.blue, dark: BRAND.navy, contrastText: '#ffffff' },
    secondary: { main: BRAND.teal, contrastText: '#ffffff' },
    // MUI's own orange and light blue give white text 3.1:1 and 3.9:1 on the chips ('Fuori dall’area',
    // 'In permesso'); these darker ones reach 5.0:1 and 4.8:1 (WCAG AA asks 4.5:1).
    warning: { main: '#b45309', light: '#f59e0b', dark: '#92400e', contrastText: '#ffffff' },
    info: { main: '#0277bd', light: '#03a9f4', dark: '#01579b', contrastText: '#ffffff' },
    background: { default: BRAND.sand, paper: '#ffffff' },
    text: { primary: '#1b2733', secondary: '#5b6877' },
    divider: '#e3e8ef',
  },
  typography: {
    htmlFontSize: ZOOM.default,
    fontSize: 14,
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, system-ui, sans-serif',
    h4: { fontWeight: 700, letterSpacing: '-0.01em' },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  sidebar: { width: 264, closedWidth: 0 },
  components: withLocale({
    ...defaultTheme.components,
    MuiButtonBase: { defaultProps: { disableRipple: !settings.ripple } },
    MuiTextField: { defaultProps: { variant: settings.inputStyle, margin: 'dense', size: 'small' } },
    MuiFormControl: { defaultProps: { variant: settings.inputStyle, margin: 'dense', size: 'small' } },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } }, defaultProps: { elevation: 0 } },
    MuiDialog: { styleOverrides: { paper: { boxShadow: '0 24px 64px rgba(22, 50, 79, 0.28)', outline: 'none', borderRadius: 16 } } },
    MuiPopover: { styleOverrides: { paper: { boxShadow: '0 12px 32px rgba(22, 50, 79, 0.18)', border: '1px solid #e3e8ef' } } },
    // Papers are flat: an open list of options needs its own shadow to stand out from the fields below.
    MuiAutocomplete: { styleOverrides: { paper: { boxShadow: '0 12px 32px rgba(22, 50, 79, 0.18)', border: '1px solid #e3e8ef' } } },
    MuiDrawer: { styleOverrides: { paper: { outline: 'none' } } },
    MuiCard: { styleOverrides: { root: { border: '1px solid #e3e8ef' } } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    // On a touch screen every control is at least 44 px each way, whatever its size elsewhere.
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { [COARSE_POINTER]: { minHeight: 44 } } } },
    MuiIconButton: { styleOverrides: { root: { [COARSE_POINTER]: { minWidth: 44, minHeight: 44 } } } },
    MuiListItemButton: { styleOverrides: { root: { [COARSE_POINTER]: { minHeight: 44 } } } },
    MuiMenuItem: { styleOverrides: { root: { [COARSE_POINTER]: { minHeight: 44 } } } },
    // Fields too: a small select or text field is 40 px.
    MuiInputBase: { styleOverrides: { root: { [COARSE_POINTER]: { minHeight: 44 } } } },
    // Every list's rows open their record on a click (rowClick): from the keyboard too, with Tab and Enter.
    RaDataTableRow: {
      defaultProps: { tabIndex: 0, onKeyDown: openRowOnEnter },
      styleOverrides: { root: { '&:focus-visible': { outline: `2px solid ${BRAND.blue}`, outlineOffset: -2 } } },
    },
    MuiTableCell: { styleOverrides: { head: { fontWeight: 600, color: '#5b6877' } } },
    // A checkbox's name belongs on its input: react-admin's row checkboxes pass aria-label, which
    // MUI would put on the span around it (a name a span may not have) and leave the input unnamed.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: () => ({ 'aria-label': undefined }),
          input: (ownerState: { 'aria-label'?: string }) => ({ 'aria-label': ownerState['aria-label'] }),
        },
      },
    },
    // Below md the create button floats 60 px above the bottom: room under the list keeps it off the last row and the pager.
    RaList: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({ [theme.breakpoints.down('md')]: { '&:has(.RaCreateButton-floating)': { paddingBottom: theme.spacing(9) } } }),
      },
    },
  }, localization),
});
