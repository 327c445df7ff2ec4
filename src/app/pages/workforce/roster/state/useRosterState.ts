import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isRealDate, todayInRome } from '../../../../../shared/dates';
import { rangeOf, type TRange, type TSpan } from './range';

export type TView = 'posts' | 'people';

export interface TRosterState {
  span: TSpan;
  /** Any day of the range shown. */
  day: string;
  view: TView;
  siteId: number | undefined;
  page: number;
  range: TRange;
}

type TPatch = Partial<Omit<TRosterState, 'range'>>;

/**
 * What the roster shows, kept in the address (?span=&day=&view=&siteId=&page=) so a reload, the
 * back button or a shared link land on the same week; a change of anything but the page goes back
 * to the first page.
 */
export const useRosterState = (): [TRosterState, (patch: TPatch) => void] => {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => {
    const span: TSpan = params.get('span') === 'month' ? 'month' : 'week';
    const asked = params.get('day') ?? '';
    const day = isRealDate(asked) ? asked : todayInRome();
    const siteId = Number(params.get('siteId'));
    return {
      span,
      day,
      view: (params.get('view') === 'people' ? 'people' : 'posts') as TView,
      siteId: Number.isInteger(siteId) && siteId > 0 ? siteId : undefined,
      page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
      range: rangeOf(span, day),
    };
  }, [params]);

  const update = useCallback(
    (patch: TPatch) => {
      const next = { ...state, page: 1, ...patch };
      const query = new URLSearchParams({ span: next.span, day: next.day, view: next.view });
      if (next.siteId) query.set('siteId', String(next.siteId));
      if (next.page > 1) query.set('page', String(next.page));
      setParams(query, { replace: true });
    },
    [state, setParams],
  );
  return [state, update];
};
