import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TShift } from '../../../../../shared/schemas/workforce';
import type { TRosterPost, TRosterShift } from '../../../../../shared/schemas/workforce-roster';
import { fetchOpenShifts } from '../api';
import type { TRange } from './range';

/** A listed shift as the grids draw it. */
const rosterShift = ({ id, postId, userId, date, start, end, status, version }: TShift): TRosterShift => ({ id, postId, userId, date, start, end, status, version });

/**
 * The post of an open shift, for its name in the grid and the dialog: the list names it, the
 * people view's posts are only those its rows work at. Headcount and requirements are not drawn
 * there, so they stay neutral.
 */
const postOf = (shift: TShift): TRosterPost => ({
  id: shift.postId,
  name: shift.postName,
  siteId: shift.siteId,
  siteName: shift.siteName,
  clientName: shift.clientName,
  headcount: 0,
  armed: false,
  requiredQualification: 'ANY',
  active: true,
});

/**
 * The open shifts of the range and site shown, for the people grid's first row (asked only in that
 * view). Under the ['workforce'] key, so an assignment reads them again with the grid.
 */
export const useOpenShifts = (params: TRange & { siteId?: number; companyId: number; enabled: boolean }) => {
  const { enabled, ...asked } = params;
  const query = useQuery({
    queryKey: ['workforce', 'open-shifts', asked],
    queryFn: ({ signal }) => fetchOpenShifts(asked, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
  return useMemo(() => {
    if (!enabled || !query.data) return undefined;
    return { shifts: query.data.shifts.map(rosterShift), posts: query.data.shifts.map(postOf), more: query.data.more };
  }, [enabled, query.data]);
};
