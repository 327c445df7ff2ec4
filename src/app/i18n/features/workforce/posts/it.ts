/** Workforce: the office's posts, settings, hours report and today's coverage. */
export const workforcePostsIt = {
  posts: {},
};
