/**
 * Where a dragged person would land, read from the element under the pointer (the same for a
 * mouse's drag events and a finger's pointer events): a cell of the posts grid marked
 * `data-drop-cell`, and in it the open shift under the pointer, or else the cell's first open shift.
 */
export interface TDropTarget {
  /** The cell, 'postId:day'. */
  cell: string;
  shiftId: number;
}

export const targetAt = (element: Element | null): TDropTarget | null => {
  const cell = element?.closest<HTMLElement>('[data-drop-cell]');
  if (!element || !cell) return null;
  const button = element.closest<HTMLElement>('[data-shift]');
  const own = button && cell.contains(button) && button.dataset.open === 'true' ? Number(button.dataset.shift) : NaN;
  const shiftId = Number.isInteger(own) && own > 0 ? own : Number(cell.dataset.firstOpen);
  return Number.isInteger(shiftId) && shiftId > 0 ? { cell: cell.dataset.dropCell!, shiftId } : null;
};

export const sameTarget = (a: TDropTarget | null, b: TDropTarget | null) => a?.cell === b?.cell && a?.shiftId === b?.shiftId;
