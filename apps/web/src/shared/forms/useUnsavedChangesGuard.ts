import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { App } from 'antd';

/** The one "Discard changes?" question, for a blocked navigation and for the form's own Cancel. */
function askDiscard(modal: ReturnType<typeof App.useApp>['modal'], onDiscard: () => void, onKeep?: () => void) {
  return modal.confirm({
    title: 'Discard changes?',
    content: 'Your changes have not been saved.',
    okText: 'Discard',
    okButtonProps: { danger: true },
    cancelText: 'Keep editing',
    onOk: onDiscard,
    onCancel: onKeep,
  });
}

/**
 * While `isDirty`, leaving (a link, Back, closing a dialog that lives in the URL, closing the tab) asks
 * "Discard changes?" first. Call the returned `allowLeave()` right before navigating away after a save, and
 * `confirmLeave(leave)` for the form's own Cancel: it asks before navigating, so Cancel never has a navigation
 * blocked and then undone (a blocked Back navigation is undone by the router with a second history move, which a
 * quick Back after it could race).
 */
export function useUnsavedChangesGuard(isDirty: boolean): {
  allowLeave: () => void;
  confirmLeave: (leave: () => void) => void;
} {
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
    const dialog = askDiscard(
      modal,
      () => {
        dirty.current = false;
        blockerRef.current.proceed?.();
      },
      () => blockerRef.current.reset?.(),
    );
    return () => dialog.destroy();
  }, [blocker.state, modal]);

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  const allowLeave = useCallback(() => {
    dirty.current = false;
  }, []);
  const confirmLeave = useCallback(
    (leave: () => void) => {
      if (!dirty.current) return leave();
      askDiscard(modal, () => {
        allowLeave();
        leave();
      });
    },
    [allowLeave, modal],
  );
  return { allowLeave, confirmLeave };
}
