import { describe, expect, it } from 'vitest';
import { EDGE_PX, edgeSpeed, MAX_SPEED_PX, PRESS_SLOP_PX, pressStep, type TPress } from './touch';

const run = (events: Parameters<typeof pressStep>[1][]): TPress['state'] => events.reduce<TPress>(pressStep, { state: 'idle' }).state;

describe('a long press picks a person up', () => {
  it.each([
    ['held still until the timer', [{ type: 'down', x: 10, y: 10 }, { type: 'timer' }], 'dragging'],
    ['a tremble inside the slop', [{ type: 'down', x: 10, y: 10 }, { type: 'move', x: 10 + PRESS_SLOP_PX - 1, y: 10 }, { type: 'timer' }], 'dragging'],
    ['a swipe before the timer (the palette scrolls)', [{ type: 'down', x: 10, y: 10 }, { type: 'move', x: 10, y: 10 + PRESS_SLOP_PX + 1 }, { type: 'timer' }], 'idle'],
    ['lifted before the timer', [{ type: 'down', x: 10, y: 10 }, { type: 'up' }, { type: 'timer' }], 'idle'],
    ['a move after picking up keeps carrying', [{ type: 'down', x: 10, y: 10 }, { type: 'timer' }, { type: 'move', x: 300, y: 400 }], 'dragging'],
    ['cancelled by the browser', [{ type: 'down', x: 10, y: 10 }, { type: 'timer' }, { type: 'cancel' }], 'idle'],
    ['a timer with no finger down', [{ type: 'timer' }], 'idle'],
  ] as const)('%s', (_name, events, state) => {
    expect(run([...events])).toBe(state);
  });
});

describe('the grid scrolls near its edges while a person is carried', () => {
  it.each([
    ['in the middle', 500, 0],
    ['just inside the start zone', EDGE_PX - 1, -1],
    ['on the start edge', 0, -MAX_SPEED_PX],
    ['past the start edge', -40, -MAX_SPEED_PX],
    ['halfway into the end zone', 1000 - EDGE_PX / 2, MAX_SPEED_PX / 2],
    ['on the end edge', 1000, MAX_SPEED_PX],
  ])('%s', (_name, at, speed) => {
    expect(edgeSpeed(at, 0, 1000)).toBe(speed);
  });

  it('does not scroll a box too small to have a middle', () => {
    expect(edgeSpeed(10, 0, EDGE_PX * 2 - 1)).toBe(0);
  });
});
