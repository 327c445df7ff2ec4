import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { VisuallyHidden } from '../../../../components/VisuallyHidden';
import type { TPersonChoice } from '../api';
import { carriedName, locateFor, pairOf, type TCarried } from './carry';
import { CHECK_KEY, useAssignCheck, verdictInCache } from './useAssignCheck';
import { sameTarget, type TDropTarget } from './target';
import { blocksDrop, type TVerdict } from './verdict';

type TCarry = TCarried & { by: 'mouse' | 'touch' };

export interface TRosterDrag {
  carry: TCarry | null;
  over: TDropTarget | null;
  /** What the server's check says of the pair under the pointer: the carried person on `over`'s shift, or the carried shift on `over`'s person. */
  verdict: TVerdict;
  begin: (carried: TCarried, by: TCarry['by']) => void;
  hover: (target: TDropTarget | null) => void;
  /** The target under an element for what is carried now (null: not a place it can go). */
  locate: (element: Element | null) => TDropTarget | null;
  /** The pointer left a cell: forgets the target only if it is still that cell's. */
  leave: (cell: string) => void;
  end: () => void;
  /** Drops what is carried on the target: sent on, unless the check refuses it (then the reason is told). */
  drop: (target: TDropTarget | null, carried?: TCarried | null) => boolean;
  /** Puts the finger's ghost at a point of the screen (a touch drag only). */
  moveGhost: (x: number, y: number) => void;
}

const DragContext = createContext<TRosterDrag | null>(null);

/** The drag in progress on the roster, or null where no roster is around it (a grid on its own). */
export const useRosterDrag = () => useContext(DragContext);

/** The short word of a verdict, and the sentence a screen reader hears. */
export const useVerdictWords = () => {
  const translate = useTranslate();
  return useCallback(
    (verdict: TVerdict, name: string) => {
      if (verdict.kind === 'unknown') return { short: '', say: '' };
      const key = verdict.kind.charAt(0).toUpperCase() + verdict.kind.slice(1);
      const reasons = 'reasons' in verdict ? verdict.reasons : '';
      return { short: translate(`roster.drop.${verdict.kind}`), say: translate(`roster.drop.say${key}`, { name, reasons }) };
    },
    [translate],
  );
};

const COLOUR = { checking: 'text.secondary', ok: 'success.main', warn: 'warning.main', override: 'warning.main', refused: 'error.main', unknown: 'text.secondary' } as const;

/** The person under a finger, with what the check says there: the finger hides the cell it is on. */
const Ghost = ({ carry, name, verdict, over, innerRef }: { carry: TCarry; name: string; verdict: TVerdict | null; over?: string; innerRef: (node: HTMLDivElement | null) => void }) => {
  const words = useVerdictWords();
  const short = verdict ? words(verdict, name).short : '';
  return (
    <Box
      ref={innerRef}
      aria-hidden
      data-testid="roster-drag-ghost"
      data-verdict={verdict?.kind ?? 'none'}
      data-over={over}
      sx={{
        position: 'fixed',
        left: 0,
        top: 0,
        zIndex: 2000,
        pointerEvents: 'none',
        px: 1.5,
        py: 0.75,
        borderRadius: 4,
        border: 2,
        borderColor: verdict ? COLOUR[verdict.kind] : 'primary.main',
        bgcolor: 'background.paper',
        boxShadow: 6,
        fontSize: '0.85rem',
        fontWeight: 600,
        maxWidth: 260,
        willChange: 'transform',
      }}
    >
      {carriedName(carry)}
      {short && <Box component="span" sx={{ display: 'block', fontWeight: 700, color: COLOUR[verdict!.kind] }}>{short}</Box>}
    </Box>
  );
};

/**
 * The roster's drag, for a mouse (HTML drag and drop) and a finger (pointer events after a long
 * press) alike: who is carried, the shift under them, the server's check of that pair (one request
 * per pair, kept for the drag), the verdict told in the cell, on the ghost and to screen readers,
 * and the drop, not sent where the check refuses.
 */
export const RosterDragProvider = ({ onDrop, children }: { onDrop: (shiftId: number, person: TPersonChoice) => void; children: ReactNode }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const words = useVerdictWords();
  const [carry, setCarry] = useState<TCarry | null>(null);
  const [over, setOver] = useState<TDropTarget | null>(null);
  const ghost = useRef<HTMLDivElement | null>(null);
  const point = useRef({ x: 0, y: 0 });
  const pair = pairOf(carry, over);
  const verdict = useAssignCheck(pair?.shiftId, pair?.person.id);

  const begin = useCallback(
    (carried: TCarried, by: TCarry['by']) => {
      // Each drag asks afresh: the roster may have changed since the last one.
      client.removeQueries({ queryKey: CHECK_KEY });
      setCarry({ ...carried, by });
      setOver(null);
    },
    [client],
  );
  const locate = useCallback((element: Element | null) => locateFor(carry, element), [carry]);
  const end = useCallback(() => {
    setCarry(null);
    setOver(null);
  }, []);
  const hover = useCallback((target: TDropTarget | null) => setOver((current) => (sameTarget(current, target) ? current : target)), []);
  const leave = useCallback((cell: string) => setOver((current) => (current?.cell === cell ? null : current)), []);
  const drop = useCallback(
    (target: TDropTarget | null, dropped?: TCarried | null) => {
      const landed = pairOf(dropped ?? carry, target);
      end();
      if (!landed) return false;
      const there = verdictInCache(client, landed.shiftId, landed.person.id);
      if (blocksDrop(there)) {
        notify(words(there, landed.person.name).say, { type: 'error' });
        return false;
      }
      onDrop(landed.shiftId, landed.person);
      return true;
    },
    [carry, client, end, notify, onDrop, words],
  );
  // Above and left of the finger, so the finger does not hide it; moved without a render.
  const place = (node: HTMLDivElement | null) => {
    if (!node) return;
    const x = Math.max(4, Math.min(point.current.x - 40, window.innerWidth - node.offsetWidth - 4));
    node.style.transform = `translate(${x}px, ${Math.max(4, point.current.y - 84)}px)`;
  };
  const moveGhost = useCallback((x: number, y: number) => {
    point.current = { x, y };
    place(ghost.current);
  }, []);
  const ghostRef = useCallback((node: HTMLDivElement | null) => {
    ghost.current = node;
    place(node);
  }, []);

  const value = useMemo(() => ({ carry, over, verdict, begin, hover, locate, leave, end, drop, moveGhost }), [carry, over, verdict, begin, hover, locate, leave, end, drop, moveGhost]);
  const carrying = carry ? translate(carry.kind === 'person' ? 'roster.drop.carrying' : 'roster.drop.carryingShift', { name: carriedName(carry) }) : '';
  const said = pair ? words(verdict, pair.person.name).say : carrying;

  return (
    <DragContext.Provider value={value}>
      {children}
      <VisuallyHidden>
        <span role="status" aria-live="polite" aria-atomic="true" data-testid="roster-drop-live">{said}</span>
      </VisuallyHidden>
      {carry?.by === 'touch' && <Ghost carry={carry} name={pair?.person.name ?? carriedName(carry)} verdict={pair ? verdict : null} over={over?.cell} innerRef={ghostRef} />}
    </DragContext.Provider>
  );
};
