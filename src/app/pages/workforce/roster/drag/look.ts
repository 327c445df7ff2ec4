import { alpha, type Theme } from '@mui/material/styles';
import type { TVerdict } from './verdict';

/** A cell's look while something is carried over it: the check's colour, stripes where it is refused. */
export const CARRIED_LOOK = {
  checking: { colour: 'primary', stripes: false },
  ok: { colour: 'success', stripes: false },
  warn: { colour: 'warning', stripes: false },
  override: { colour: 'warning', stripes: false },
  refused: { colour: 'error', stripes: true },
  unknown: { colour: 'primary', stripes: false },
} as const satisfies Record<TVerdict['kind'], { colour: string; stripes: boolean }>;

export type TCarriedLook = (typeof CARRIED_LOOK)[TVerdict['kind']];

/** The refused cell's stripes, so the verdict is not told by colour alone. */
export const stripesOf = (theme: Theme, look: TCarriedLook | null) =>
  look?.stripes ? `repeating-linear-gradient(135deg, transparent 0 8px, ${alpha(theme.palette.error.main, 0.14)} 8px 16px)` : 'none';
