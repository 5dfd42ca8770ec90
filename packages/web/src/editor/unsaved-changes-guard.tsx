import { useCallback, useContext, useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import type { BlockerFunction } from 'react-router';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

interface GuardProps {
  /** docs/product.md §B4, the elements (or the rules) differ from the last saved copy. */
  dirty: boolean;
  /** The form's address prefix, e.g. /editor/12/: moving between its tabs is not leaving. */
  formPath: string;
  /** Set by the editor just before it changes the address itself (new → id). */
  internalNavigationRef: RefObject<boolean>;
  /** The editor's save, for 'Save and leave': null once saved, else the message to show. */
  onSave: () => Promise<string | null>;
  /** Held while the dialogue asks, so the autosave does not save what 'Discard' is about to drop. */
  holdAutosave: (held: boolean) => void;
}

/**
 * docs/product.md §B2, leaving the builder with unsaved element changes asks
 * 'Are you sure you want to discard changes?'; closing the tab or reloading
 * gets the browser's own question.
 */
export function UnsavedChangesGuard(props: GuardProps) {
  const { dirty } = props;
  useEffect(() => {
    if (!dirty) return;
    function handleBeforeUnload(event: BeforeUnloadEvent) {
      event.preventDefault();
    }
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [dirty]);
  // useBlocker needs a data router; under a plain <BrowserRouter> only the unload guard applies.
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <NavigationGuard {...props} /> : null;
}

function NavigationGuard({ dirty, formPath, internalNavigationRef, onSave, holdAutosave }: GuardProps) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ nextLocation }) => {
      if (internalNavigationRef.current) {
        internalNavigationRef.current = false;
        return false;
      }
      return dirty && !`${nextLocation.pathname}/`.startsWith(formPath);
    },
    [dirty, formPath, internalNavigationRef],
  );
  const blocker = useBlocker(shouldBlock);
  // The save takes a while: proceed with the blocker as it is then, not as it was at the click.
  const latestBlocker = useRef(blocker);
  useEffect(() => {
    latestBlocker.current = blocker;
  });
  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    holdAutosave(blocked);
  }, [holdAutosave, blocked]);

  async function handleSaveAndLeave(): Promise<string | null> {
    const message = await onSave();
    const current = latestBlocker.current;
    if (message === null && current.state === 'blocked') current.proceed();
    return message;
  }

  if (blocker.state !== 'blocked') return null;
  return (
    <UnsavedChangesDialog
      onCancel={() => blocker.reset()}
      onDiscard={() => blocker.proceed()}
      onSaveAndLeave={handleSaveAndLeave}
    />
  );
}
