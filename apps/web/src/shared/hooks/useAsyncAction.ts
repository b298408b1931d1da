import { useCallback, useState } from 'react';

interface AsyncActionState<R> {
  isPending: boolean;
  isSuccess: boolean;
  error: unknown;
  data: R | undefined;
}

/**
 * A one-off call with pending/error/success state, for the public pages. Dashboard pages use TanStack
 * Query mutations; the sign-in page does without, so the query library is not part of its script.
 */
export function useAsyncAction<A, R>(action: (arg: A) => Promise<R>) {
  const [state, setState] = useState<AsyncActionState<R>>({
    isPending: false,
    isSuccess: false,
    error: null,
    data: undefined,
  });

  const run = useCallback(
    async (arg: A): Promise<R> => {
      setState({ isPending: true, isSuccess: false, error: null, data: undefined });
      try {
        const data = await action(arg);
        setState({ isPending: false, isSuccess: true, error: null, data });
        return data;
      } catch (error) {
        setState({ isPending: false, isSuccess: false, error, data: undefined });
        throw error;
      }
    },
    [action],
  );

  return { ...state, isError: state.error !== null, run };
}
