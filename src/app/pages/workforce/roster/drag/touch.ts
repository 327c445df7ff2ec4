/** How long a finger rests on a person before it picks them up: shorter would steal the palette's swipe. */
export const LONG_PRESS_MS = 450;
/** How far a finger may wander during the press and still be a press, not a swipe. */
export const PRESS_SLOP_PX = 10;

export type TPress = { state: 'idle' } | { state: 'pressing'; x: number; y: number } | { state: 'dragging' };

/**
 * The long press as a machine: a finger down starts pressing; moving past the slop before the
 * timer gives the gesture back to scrolling; the timer picks the person up; up or cancel ends all.
 */
export const pressStep = (press: TPress, event: { type: 'down' | 'move' | 'timer' | 'up' | 'cancel'; x?: number; y?: number }): TPress => {
  switch (event.type) {
    case 'down':
      return { state: 'pressing', x: event.x ?? 0, y: event.y ?? 0 };
    case 'move':
      if (press.state !== 'pressing') return press;
      return Math.hypot((event.x ?? 0) - press.x, (event.y ?? 0) - press.y) > PRESS_SLOP_PX ? { state: 'idle' } : press;
    case 'timer':
      return press.state === 'pressing' ? { state: 'dragging' } : press;
    default:
      return { state: 'idle' };
  }
};

/** Within this distance of a scrolling box's edge a dragged person scrolls it. */
export const EDGE_PX = 56;
/** The fastest scroll, in pixels per frame, with the finger on the edge itself. */
export const MAX_SPEED_PX = 20;

/**
 * How fast to scroll along one axis for a pointer at `at` in a box from `start` to `end`: backwards
 * near the start, forwards near the end, faster the closer to the edge (or past it), else 0.
 */
export const edgeSpeed = (at: number, start: number, end: number): number => {
  if (end - start < EDGE_PX * 2) return 0;
  const speed = (depth: number) => Math.max(1, Math.round(MAX_SPEED_PX * Math.min(1, depth / EDGE_PX)));
  if (at < start + EDGE_PX) return -speed(start + EDGE_PX - at);
  if (at > end - EDGE_PX) return speed(at - (end - EDGE_PX));
  return 0;
};
