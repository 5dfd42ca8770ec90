import { CLONE_TITLE_MAX_LENGTH, cloneTitle } from '@formbuilder/core';
import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { ConfirmModal } from '../ui/confirm-modal';
import { useCloneForm } from './forms-api';
import type { FormSummary } from './forms-api';
import { useModalAction } from './use-modal-action';
import { ActionResultModal } from './action-result-modal';

// docs/product.md §A8, clone texts
export const CLONE_SUCCESS_TITLE = 'Success!';
export const CLONE_SUCCESS_MESSAGE = 'Form cloned successfully!';
export const CLONE_ERROR_TITLE = 'Error';
export const CLONE_ERROR_MESSAGE = 'There was an error cloning this form. Please contact support.';

export interface CloneFormModalProps {
  form: FormSummary;
  onClose: () => void;
}

/** Asks for the clone's name, prefilled 'Clone of ' + title, at most 256 characters (docs/product.md §A2, §A5, §A9). */
export function CloneFormModal({ form, onClose }: CloneFormModalProps) {
  const clone = useCloneForm();
  const inputId = useId();
  const hintId = useId();
  const [name, setName] = useState(() => cloneTitle(form.title));
  const [state, run] = useModalAction(onClose);
  const blank = name.trim() === '';

  function handleNameChange(event: ChangeEvent<HTMLInputElement>) {
    setName(event.target.value.slice(0, CLONE_TITLE_MAX_LENGTH));
  }

  function handleConfirm() {
    if (blank) return;
    run(async () => {
      await clone.mutateAsync({ formId: form.id, title: name.trim() });
    });
  }

  if (state.status === 'success' || state.status === 'error') {
    return (
      <ActionResultModal
        state={state}
        texts={{
          successTitle: CLONE_SUCCESS_TITLE,
          success: CLONE_SUCCESS_MESSAGE,
          errorTitle: CLONE_ERROR_TITLE,
          error: CLONE_ERROR_MESSAGE,
        }}
        onClose={onClose}
      />
    );
  }

  const pending = state.status === 'pending';
  return (
    <ConfirmModal
      title="Clone form"
      confirm="Clone"
      pendingConfirm="Cloning…"
      focus="content"
      pending={pending}
      disabled={blank}
      onConfirm={handleConfirm}
      onCancel={onClose}
    >
      <div className="field">
        <label htmlFor={inputId}>Name of the new form</label>
        <input
          id={inputId}
          type="text"
          value={name}
          maxLength={CLONE_TITLE_MAX_LENGTH}
          onChange={handleNameChange}
          aria-describedby={hintId}
          aria-invalid={blank}
          readOnly={pending}
          required
          data-autofocus
        />
        <p id={hintId} className="muted field__hint">
          {blank ? 'Please enter a name.' : `${name.length}/${CLONE_TITLE_MAX_LENGTH} characters`}
        </p>
      </div>
    </ConfirmModal>
  );
}
