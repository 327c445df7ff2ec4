import type { TDashboardFigure, TDashboardLink } from '../../../shared/schemas/dashboard';

/**
 * A figure's link to a list: the app path, and the API resource and filter that list is opened
 * with, so that it counts the same records (the app adds the top bar's company to both).
 */
export const listLink = (path: string, resource: string, filter: Record<string, unknown>): TDashboardLink => ({ path, resource, filter });

/** A figure's link to a screen that is not a filtered list (the roster, the hours report). */
export const pageLink = (path: string): TDashboardLink => ({ path, resource: null, filter: null });

export const figure = (value: number | string | bigint | null | undefined, link: TDashboardLink): TDashboardFigure => ({ value: Number(value ?? 0), link });

/** The roster's week holding a day, where shifts are assigned and drafts published. */
export const rosterPath = (day: string) => `/workforce?${new URLSearchParams({ span: 'week', day, view: 'posts' })}`;

/** A count query's one number. */
export const countOf = (row: { n: number | string | bigint } | undefined) => Number(row?.n ?? 0);
