import { useCallback, useEffect, useRef, type MouseEvent as ReactMouseEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { locateFor, type TCarried } from './carry';
import { useRosterDrag } from './DragProvider';
import { edgeSpeed, LONG_PRESS_MS, pressStep, type TPress } from './touch';

/** The grid's own scrolling box (GridFrame). */
const SCROLL_BOX = '[data-testid="roster-scroll"]';

/**
 * A finger picks up a person of the palette or a shift of the people grid: a long press (a swipe
 * stays a scroll), then what is carried follows the finger as a ghost over the grid, which scrolls
 * near its edges, and is dropped where the finger lifts. A mouse keeps the browser's own drag and
 * drop. The click a lifted finger may still fire is swallowed: a carried shift does not open too.
 */
export const useTouchCarry = (carried: TCarried) => {
  const drag = useRosterDrag();
  const press = useRef<TPress>({ state: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const frame = useRef<number | undefined>(undefined);
  const point = useRef({ x: 0, y: 0 });
  const node = useRef<HTMLElement | null>(null);
  // The timer and the scroll loop outlive a render: they read the drag as it is now.
  const live = useRef(drag);
  useEffect(() => {
    live.current = drag;
  });

  // A finger's press must not also start the browser's own touch drag of a draggable element (it
  // would cancel the pointer and carry nothing): off while the finger is down, back once it is up.
  const muted = useRef(false);
  const stop = useCallback(() => {
    if (muted.current && node.current) node.current.draggable = true;
    muted.current = false;
    clearTimeout(timer.current);
    if (frame.current !== undefined) cancelAnimationFrame(frame.current);
    frame.current = undefined;
  }, []);
  useEffect(() => stop, [stop]);

  // Once the person is carried, the finger's moves are the drag's, not a scroll of the page.
  const block = useRef((event: TouchEvent) => {
    if (press.current.state === 'dragging' && event.cancelable) event.preventDefault();
  });
  const ref = useCallback((element: HTMLElement | null) => {
    node.current?.removeEventListener('touchmove', block.current);
    node.current = element;
    element?.addEventListener('touchmove', block.current, { passive: false });
  }, []);

  const carriedNow = useRef(carried);
  useEffect(() => {
    carriedNow.current = carried;
  });
  const justCarried = useRef(false);
  const under = () => locateFor(carriedNow.current, document.elementFromPoint(point.current.x, point.current.y));
  const locate = () => live.current?.hover(under());

  const scroll = () => {
    const { x, y } = point.current;
    let moved = false;
    const box = document.querySelector<HTMLElement>(SCROLL_BOX);
    if (box) {
      const r = box.getBoundingClientRect();
      const dx = y >= r.top && y <= r.bottom ? edgeSpeed(x, r.left, r.right) : 0;
      const dy = x >= r.left && x <= r.right ? edgeSpeed(y, r.top, r.bottom) : 0;
      const before = [box.scrollLeft, box.scrollTop];
      if (dx || dy) box.scrollBy(dx, dy);
      moved = box.scrollLeft !== before[0] || box.scrollTop !== before[1];
    }
    const dy = edgeSpeed(y, 0, window.innerHeight);
    if (dy && !moved) {
      const before = window.scrollY;
      window.scrollBy(0, dy);
      moved = window.scrollY !== before;
    }
    if (moved) locate();
    frame.current = requestAnimationFrame(scroll);
  };

  const down = (event: ReactPointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' || !drag || !event.isPrimary) return;
    if ((event.target as Element).closest('.MuiChip-deleteIcon')) return;
    justCarried.current = false;
    if (node.current?.draggable) {
      node.current.draggable = false;
      muted.current = true;
    }
    point.current = { x: event.clientX, y: event.clientY };
    press.current = pressStep(press.current, { type: 'down', ...point.current });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      press.current = pressStep(press.current, { type: 'timer' });
      if (press.current.state !== 'dragging' || !live.current) return;
      live.current.begin(carriedNow.current, 'touch');
      live.current.moveGhost(point.current.x, point.current.y);
      navigator.vibrate?.(20);
      locate();
      frame.current = requestAnimationFrame(scroll);
    }, LONG_PRESS_MS);
  };
  const move = (event: ReactPointerEvent<HTMLElement>) => {
    if (press.current.state === 'idle' || event.pointerType === 'mouse') return;
    point.current = { x: event.clientX, y: event.clientY };
    press.current = pressStep(press.current, { type: 'move', ...point.current });
    if (press.current.state === 'idle') clearTimeout(timer.current);
    if (press.current.state !== 'dragging') return;
    live.current?.moveGhost(point.current.x, point.current.y);
    locate();
  };
  const up = (event: ReactPointerEvent<HTMLElement>) => {
    const carrying = press.current.state === 'dragging';
    stop();
    press.current = pressStep(press.current, { type: 'up' });
    if (!carrying) return;
    point.current = { x: event.clientX, y: event.clientY };
    justCarried.current = true;
    live.current?.drop(under(), carriedNow.current);
  };
  const cancel = () => {
    const carrying = press.current.state === 'dragging';
    stop();
    press.current = pressStep(press.current, { type: 'cancel' });
    if (carrying) live.current?.end();
  };

  return {
    ref,
    onPointerDown: down,
    onPointerMove: move,
    onPointerUp: up,
    onPointerCancel: cancel,
    // A long press opens no menu nor selects the name: it picks the person up.
    onContextMenu: (event: ReactMouseEvent<HTMLElement>) => {
      if (press.current.state !== 'idle') event.preventDefault();
    },
    onClickCapture: (event: ReactMouseEvent<HTMLElement>) => {
      if (!justCarried.current) return;
      justCarried.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
};
