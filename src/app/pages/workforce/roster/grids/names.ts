import type { TRoster, TRosterPost } from '../../../../../shared/schemas/workforce-roster';

/**
 * The names a grid's shifts point at, looked up by id: the roster sends each post and person once
 * instead of repeating their names on every shift.
 */
export interface TRosterNames {
  posts: Map<number, TRosterPost>;
  people: Map<number, string>;
}

export const rosterNames = (roster: Pick<TRoster, 'posts' | 'people'> | undefined): TRosterNames => ({
  posts: new Map((roster?.posts ?? []).map((post) => [post.id, post])),
  people: new Map((roster?.people ?? []).map((person) => [person.id, person.name])),
});

/** 'Site · Post', as the grids name a post. */
export const postTitle = (post: Pick<TRosterPost, 'name' | 'siteName'> | undefined) => (post ? `${post.siteName} · ${post.name}` : '');

/** The name of who works a shift; null when nobody does (or the page does not know them). */
export const personOf = (names: TRosterNames, userId: number | null) => (userId === null ? null : (names.people.get(userId) ?? null));
