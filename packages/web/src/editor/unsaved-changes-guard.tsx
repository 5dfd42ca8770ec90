import { useCallback, useContext, useEffect } from 'react';
import type { RefObject } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import type { BlockerFunction } from 'react-router';
import { Modal } from '../ui/modal';

interface GuardProps {
  /** spec: builder §4, the elements differ from the last saved copy. */
  dirty: boolean;
  /** The form's address prefix, e.g. /editor/12/: moving between its tabs is not leaving. */
  formPath: string;
  /** Set by the editor just before it changes the address itself (new → id). */
  internalNavigationRef: RefObject<boolean>;
}

/**
 * spec: builder §2, leaving the builder with unsaved element changes asks
 * 'Are you sure you want to discard changes?' (Cancel / Discard); closing the
 * tab or reloading gets the browser's own question.
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

function NavigationGuard({ dirty, formPath, internalNavigationRef }: GuardProps) {
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
  if (blocker.state !== 'blocked') return null;
  return <UnsavedChangesDialog onCancel={() => blocker.reset()} onDiscard={() => blocker.proceed()} />;
}

export function UnsavedChangesDialog({ onCancel, onDiscard }: { onCancel: () => void; onDiscard: () => void }) {
  // spec: builder §2 and §8, a warning; Enter answers with the dialog's action (Discard)
  return (
    <Modal
      title="Unsaved Changes"
      tone="danger"
      onClose={onCancel}
      onEnter={onDiscard}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="button button--primary" onClick={onDiscard}>
            Discard
          </button>
        </>
      }
    >
      {/* Focus starts on the words, so Enter answers with Discard and Escape cancels. */}
      <p tabIndex={-1} data-autofocus>
        Are you sure you want to discard changes?
      </p>
    </Modal>
  );
}
