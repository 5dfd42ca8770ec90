import { useState } from 'react';
import { useT } from '../i18n/i18n-context';
import { Modal } from '../ui/modal';

interface UnsavedChangesDialogProps {
  onCancel: () => void;
  onDiscard: () => void;
  /** Saves the form and leaves; returns null when it left, else the message to show. */
  onSaveAndLeave: () => Promise<string | null>;
}

/**
 * docs/product.md §B2, 'Unsaved Changes': 'Are you sure you want to discard
 * changes?' with Cancel and Discard; §B8, with warning status. 'Save and leave'
 * saves first; when that fails the dialog stays and says why.
 */
export function UnsavedChangesDialog({ onCancel, onDiscard, onSaveAndLeave }: UnsavedChangesDialogProps) {
  const t = useT();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSaveAndLeave() {
    if (saving) return;
    setSaving(true);
    setError(null);
    const message = await onSaveAndLeave();
    if (message === null) return;
    setSaving(false);
    setError(message);
  }

  // While the save is under way the owner waits for it: closing now would leave the outcome unseen.
  // (aria-disabled, not disabled: the focused button keeps the focus.)
  function handleCancel() {
    if (!saving) onCancel();
  }

  function handleDiscard() {
    if (!saving) onDiscard();
  }

  return (
    <Modal
      title={t('editor.unsaved.title')}
      tone="warning"
      onClose={handleCancel}
      // docs/product.md §B2, Enter takes the dialog's negative action (Discard)
      onEnter={handleDiscard}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={handleCancel} aria-disabled={saving}>
            {t('editor.unsaved.cancel')}
          </button>
          <button type="button" className="button button--secondary" onClick={handleDiscard} aria-disabled={saving}>
            {t('editor.unsaved.discard')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void handleSaveAndLeave()}
            aria-disabled={saving}
          >
            {saving ? t('editor.unsaved.saving') : t('editor.unsaved.saveAndLeave')}
          </button>
        </>
      }
    >
      {/* Focus starts on the words, so Enter chooses Discard and Escape cancels. */}
      <p tabIndex={-1} data-autofocus>
        {t('editor.unsaved.question')}
      </p>
      {error !== null && (
        <p className="form-alert" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
