import { useCallback, useRef } from 'react';

/**
 * Wraps a submit handler so a second call while the first is still running is dropped: a double-click, or a
 * click and Ctrl+Enter together, reach it before any re-render could disable the button.
 */
export function useOneAtATime<Args extends unknown[]>(
  submit: (...args: Args) => unknown,
): (...args: Args) => Promise<void> {
  const running = useRef(false);
  const latest = useRef(submit);
  latest.current = submit;
  return useCallback(async (...args: Args) => {
    if (running.current) return;
    running.current = true;
    try {
      await latest.current(...args);
    } finally {
      running.current = false;
    }
  }, []);
}
