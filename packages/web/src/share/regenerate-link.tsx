import { useState } from 'react';
import { errorMessage } from '../api/client';
import { useAuth } from '../auth/auth-context';
import { useApi } from '../auth/use-api';
import { ConfirmModal } from '../ui/confirm-modal';
import { regeneratePrivateAccess } from './share-api';

export const REGENERATE_WARNING = 'Anyone with the old link will lose access.';
export const REGENERATE_EMBED_NOTE = 'Pages that embed this form need the new embed code too.';
export const REGENERATED_MESSAGE = 'A new link was made. The old link and embed code no longer work.';

type State =
  | { status: 'idle' }
  | { status: 'confirming' }
  | { status: 'pending' }
  | { status: 'error'; message: string }
  | { status: 'done' };

/**
 * 'Regenerate link' of a private form: after a confirmation, the server
 * makes a new access link and every earlier one stops working; the panel then shows
 * the new link through `onRegenerated`.
 */
export function RegenerateLink({ formId, onRegenerated }: { formId: number; onRegenerated: (token: string) => void }) {
  const { auth } = useAuth();
  const api = useApi();
  const [state, setState] = useState<State>({ status: 'idle' });
  const open = state.status === 'confirming' || state.status === 'pending' || state.status === 'error';

  function handleConfirm() {
    if (!auth || state.status === 'pending') return;
    setState({ status: 'pending' });
    regeneratePrivateAccess(api, auth.user_id, formId).then(
      (token) => {
        onRegenerated(token);
        setState({ status: 'done' });
      },
      (error: unknown) => setState({ status: 'error', message: errorMessage(error) }),
    );
  }

  const handleClose = () => setState({ status: 'idle' });

  return (
    <>
      <div className="share-row">
        <button type="button" className="button button--secondary" onClick={() => setState({ status: 'confirming' })}>
          Regenerate link
        </button>
        <p className="share-regenerated" role="status">
          {state.status === 'done' ? REGENERATED_MESSAGE : ''}
        </p>
      </div>
      {open && (
        <ConfirmModal
          title="Regenerate link"
          confirm="Regenerate link"
          pendingConfirm="Regenerating…"
          danger
          tone={state.status === 'error' ? 'danger' : 'default'}
          pending={state.status === 'pending'}
          onConfirm={handleConfirm}
          onCancel={handleClose}
        >
          <p>{REGENERATE_WARNING}</p>
          <p className="muted">{REGENERATE_EMBED_NOTE}</p>
          {state.status === 'error' && <p role="alert">{state.message}</p>}
        </ConfirmModal>
      )}
    </>
  );
}
