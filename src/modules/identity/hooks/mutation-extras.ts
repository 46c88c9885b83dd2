/**
 * What a caller may add to a module hook's mutation: `meta` (e.g. `{ silent: true }` when a form
 * shows the error itself) and an `onSuccess` for its own UI (close a dialog), run after the hook's
 * own invalidation and toast.
 */
export type MutationExtras<TData, TVariables> = {
  meta?: Record<string, unknown>;
  onSuccess?: (data: TData, variables: TVariables) => unknown;
};

/** The hook's own success work, then the caller's. */
export function thenCaller<TData, TVariables>(own: (data: TData, variables: TVariables) => unknown, extras: MutationExtras<TData, TVariables> = {}) {
  return async (data: TData, variables: TVariables) => {
    await own(data, variables);
    await extras.onSuccess?.(data, variables);
  };
}
