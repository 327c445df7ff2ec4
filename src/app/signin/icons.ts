import { svg, type TShape } from './dom';

/**
 * The few pictures the light sign-in page shows, drawn here (24-unit squares, in the text's colour)
 * so that the page needs no icon library: the language, the password's eye, the padlock, the
 * toasts' signs and their close cross, the menu's tick.
 */
const icon = (size: number | string, shapes: readonly TShape[]) =>
  svg(['svg', { viewBox: '0 0 24 24', width: size, height: size, 'aria-hidden': 'true', focusable: 'false' }, shapes]);

const LINE = { fill: 'none', stroke: 'currentColor', 'stroke-width': 2, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' } as const;

const line = (d: string, extra: Record<string, string | number> = {}): TShape => ['path', { ...LINE, ...extra, d }];
const dot = (cx: number, cy: number, r: number): TShape => ['circle', { cx, cy, r, fill: 'currentColor' }];

/** A lens with its iris: the eye, filled, the ring left open (even-odd). */
const EYE: TShape = ['path', { fill: 'currentColor', 'fill-rule': 'evenodd', d: 'M1.5 12Q12 -3 22.5 12Q12 27 1.5 12ZM12 7a5 5 0 1 0 0.01 0ZM12 9.2a2.8 2.8 0 1 0 0.01 0Z' }];

export const languageIcon = () => icon(20, [line('M2.5 5.5h10.5M7.5 3v2.5M11 5.5c-1.2 4.6-4 8.2-8 10.6M5.6 9.4c1.4 2.6 3.5 4.6 5.9 5.9M13.2 21l4.3-10.5L21.8 21M14.8 17.3h5.4')]);

export const checkIcon = () => icon(20, [line('m5 12.5 4.5 4.5L19 7.5', { 'stroke-width': 2.2 })]);

export const eyeIcon = () => icon(24, [EYE]);

/** The eye struck through: a slash with a gap of the field's white on either side. */
export const eyeOffIcon = () => icon(24, [EYE, line('M3.5 3.5l17 17', { stroke: '#ffffff', 'stroke-width': 5 }), line('M3.5 3.5l17 17')]);

export const lockIcon = () =>
  icon('1rem', [['rect', { ...LINE, x: 5, y: 10, width: 14, height: 11, rx: 2 }], line('M8 10V7.5a4 4 0 0 1 8 0V10'), dot(12, 15.5, 1.6)]);

export const closeIcon = () => icon(20, [line('M6.5 6.5l11 11M17.5 6.5l-11 11')]);

const RING: TShape = ['circle', { ...LINE, cx: 12, cy: 12, r: 9 }];

/** The toasts' signs, one a severity: a ring with "!", a ring with a tick, a triangle with "!", a ring with "i". */
const SIGNS: Record<'success' | 'error' | 'warning' | 'info', readonly TShape[]> = {
  success: [RING, line('m7.5 12.3 3 3 6-6.3')],
  info: [RING, line('M12 11v5.5'), dot(12, 7.8, 1.3)],
  error: [RING, line('M12 7v6'), dot(12, 16.6, 1.3)],
  warning: [line('M12 3.5 2.5 20h19Z'), line('M12 9.5v4.5'), dot(12, 17, 1.3)],
};

export const severityIcon = (severity: keyof typeof SIGNS) => icon(22, SIGNS[severity]);

/** The Presidio mark, as the app's Logo draws it (components/Logo.tsx), with its own gradient's id. */
export const shieldMark = () =>
  svg([
    'svg',
    { viewBox: '0 0 32 32', width: 44, height: 44, 'aria-hidden': 'true', focusable: 'false' },
    [
      ['defs', {}, [['linearGradient', { id: 'signin-shield', x1: 0, y1: 0, x2: 1, y2: 1 }, [['stop', { offset: 0, 'stop-color': '#1f5f99' }], ['stop', { offset: 1, 'stop-color': '#16324f' }]]]]],
      ['path', { d: 'M16 2.5 4.5 6.8v8.4c0 7.3 4.9 12.2 11.5 14.3 6.6-2.1 11.5-7 11.5-14.3V6.8L16 2.5Z', fill: 'url(#signin-shield)' }],
      ['path', { d: 'M16 5.4 7.4 8.6v6.6c0 5.6 3.6 9.5 8.6 11.3V5.4Z', fill: '#ffffff', opacity: 0.12 }],
      ['path', { d: 'm10.6 15.8 3.7 3.7 7.2-7.6', fill: 'none', stroke: '#7fe0c9', 'stroke-width': 2.6, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }],
    ],
  ]);
