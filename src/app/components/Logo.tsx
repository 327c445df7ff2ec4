import { Box, Typography } from '@mui/material';
import { BRAND } from '../theme';

/** The Presidio mark: a shield with a check, drawn inline so it needs no asset. */
export const LogoMark = ({ size = 32 }: { size?: number }) => (
  <Box component="svg" viewBox="0 0 32 32" sx={{ width: size, height: size, flexShrink: 0 }} aria-hidden>
    <defs>
      <linearGradient id="presidio-shield" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor={BRAND.blue} />
        <stop offset="1" stopColor={BRAND.navy} />
      </linearGradient>
    </defs>
    <path d="M16 2.5 4.5 6.8v8.4c0 7.3 4.9 12.2 11.5 14.3 6.6-2.1 11.5-7 11.5-14.3V6.8L16 2.5Z" fill="url(#presidio-shield)" />
    <path d="M16 5.4 7.4 8.6v6.6c0 5.6 3.6 9.5 8.6 11.3V5.4Z" fill="#ffffff" opacity="0.12" />
    <path d="m10.6 15.8 3.7 3.7 7.2-7.6" fill="none" stroke="#7fe0c9" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
  </Box>
);

export const Logo = ({ size = 32, showName = true }: { size?: number; showName?: boolean }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
    <LogoMark size={size} />
    {showName && (
      <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.3rem', letterSpacing: '-0.02em', color: BRAND.navy }}>
        Presidio
      </Typography>
    )}
  </Box>
);
