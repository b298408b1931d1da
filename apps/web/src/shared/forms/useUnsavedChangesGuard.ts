import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { App } from 'antd';

/**
 * While `isDirty`, leaving (a link, Back, closing a dialog that lives in the URL, closing the tab) asks
 * "Discard changes?" first. Call the returned `allowLeave()` right before navigating away after a save.
 */
export function useUnsavedChangesGuard(isDirty: boolean): { allowLeave: () => void } {
  const { modal } = App.useApp();
  const dirty = useRef(isDirty);
  useEffect(() => {
    dirty.current = isDirty;
  }, [isDirty]);

  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        dirty.current &&
        (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
      [],
    ),
  );

  // One dialog per blocked navigation, even when the router re-renders while it is open.
  const blockerRef = useRef(blocker);
  useEffect(() => {
    blockerRef.current = blocker;
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const dialog = modal.confirm({
      title: 'Discard changes?',
      content: 'Your changes have not been saved.',
      okText: 'Discard',
      okButtonProps: { danger: true },
      cancelText: 'Keep editing',
      onOk: () => {
        dirty.current = false;
        blockerRef.current.proceed?.();
      },
      onCancel: () => blockerRef.current.reset?.(),
    });
    return () => dialog.destroy();
  }, [blocker.state, modal]);

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  return {
    allowLeave: useCallback(() => {
      dirty.current = false;
    }, []),
  };
}
