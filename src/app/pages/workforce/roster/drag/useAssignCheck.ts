import { HttpError } from 'react-admin';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { TAssignCheckResult } from '../../../../../shared/schemas/workforce-check';
import { checkAssign, errorBody } from '../api';
import { verdictOf, type TCheckFailure, type TVerdict } from './verdict';

export const CHECK_KEY = ['workforce', 'check'] as const;
const keyOf = (shiftId: number | undefined, userId: number | undefined) => [...CHECK_KEY, shiftId, userId] as const;

const failureOf = (error: unknown): TCheckFailure | null =>
  error ? { status: error instanceof HttpError ? error.status : undefined, message: errorBody(error)?.message } : null;

/**
 * The server's check of putting a person on a shift, asked once per pair and kept (a drag passes
 * over the same cells again and again), as the verdict the grid and the pick list show.
 */
export const useAssignCheck = (shiftId: number | undefined, userId: number | undefined): TVerdict => {
  const query = useQuery({
    queryKey: keyOf(shiftId, userId),
    queryFn: ({ signal }) => checkAssign(shiftId!, userId!, signal),
    enabled: !!shiftId && !!userId,
    staleTime: Infinity,
    retry: false,
  });
  return verdictOf(query.data, failureOf(query.error));
};

/** The verdict already known for a pair (a drop reads it without waiting). */
export const verdictInCache = (client: QueryClient, shiftId: number, userId: number): TVerdict => {
  const state = client.getQueryState<TAssignCheckResult>(keyOf(shiftId, userId));
  return verdictOf(state?.data, failureOf(state?.error));
};
