/**
 * The temporary password just typed at sign-in, held in this module's memory only (never in the
 * `state` key or any storage) so the forced change does not ask for it again; taken once.
 */
let kept: string | null = null;

export const keepTemporaryPassword = (password: string) => {
  kept = password;
};

export const takeTemporaryPassword = (): string | null => {
  const value = kept;
  kept = null;
  return value;
};
