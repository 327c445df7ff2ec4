import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/**
 * Words a screen reader reads as part of the element's name but the eye does not need (the
 * element's look already says them). Preferred to an aria-label, which would replace the visible
 * text instead of adding to it (WCAG 2.5.3, Label in Name). The same rules as MUI's visuallyHidden.
 */
export const VisuallyHidden = ({ children }: { children: ReactNode }) => (
  <Box
    component="span"
    sx={{ border: 0, clip: 'rect(0 0 0 0)', height: '1px', margin: '-1px', overflow: 'hidden', padding: 0, position: 'absolute', whiteSpace: 'nowrap', width: '1px' }}
  >
    {children}
  </Box>
);
