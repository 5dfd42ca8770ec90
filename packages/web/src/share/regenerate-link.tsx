import { useState } from 'react';
import { errorMessage } from '../api/client';
import { useAuth } from '../auth/auth-context';
import { useApi } from '../auth/use-api';
import { en } from '../i18n/en';
import { useT } from '../i18n/i18n-context';
import { ConfirmModal } from '../ui/confirm-modal';
import { regeneratePrivateAccess } from './share-api';

// In English; the panel says them in the app's language.
export const REGENERATE_WARNING = en['share.regenerateWarning'];
export const REGENERATE_EMBED_NOTE = en['share.regenerateEmbed'];
export const REGENERATED_MESSAGE = en['share.regenerated'];

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
  const t = useT();
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
          {t('share.regenerate')}
        </button>
        <p className="share-regenerated" role="status">
          {state.status === 'done' ? t('share.regenerated') : ''}
        </p>
      </div>
      {open && (
        <ConfirmModal
          title={t('share.regenerate')}
          confirm={t('share.regenerate')}
          pendingConfirm={t('share.regenerating')}
          danger
          tone={state.status === 'error' ? 'danger' : 'default'}
          pending={state.status === 'pending'}
          onConfirm={handleConfirm}
          onCancel={handleClose}
        >
          <p>{t('share.regenerateWarning')}</p>
          <p className="muted">{t('share.regenerateEmbed')}</p>
          {state.status === 'error' && <p role="alert">{state.message}</p>}
        </ConfirmModal>
      )}
    </>
  );
}
