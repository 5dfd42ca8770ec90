import { CLONE_TITLE_MAX_LENGTH, cloneTitle } from '@formbuilder/core';
import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { en } from '../i18n/en';
import { useT } from '../i18n/i18n-context';
import { ConfirmModal } from '../ui/confirm-modal';
import { useCloneForm } from './forms-api';
import type { FormSummary } from './forms-api';
import { useModalAction } from './use-modal-action';
import { ActionResultModal } from './action-result-modal';

// docs/product.md §A8, clone texts (in English; the modal says them in the app's language)
export const CLONE_SUCCESS_TITLE = en['forms.success'];
export const CLONE_SUCCESS_MESSAGE = en['forms.cloned'];
export const CLONE_ERROR_TITLE = en['forms.error'];
export const CLONE_ERROR_MESSAGE = en['forms.cloneFailed'];

export interface CloneFormModalProps {
  form: FormSummary;
  onClose: () => void;
}

/** Asks for the clone's name, prefilled 'Clone of ' + title, at most 256 characters (docs/product.md §A2, §A5, §A9). */
export function CloneFormModal({ form, onClose }: CloneFormModalProps) {
  const clone = useCloneForm();
  const t = useT();
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
          successTitle: t('forms.success'),
          success: t('forms.cloned'),
          errorTitle: t('forms.error'),
          error: t('forms.cloneFailed'),
        }}
        onClose={onClose}
      />
    );
  }

  const pending = state.status === 'pending';
  return (
    <ConfirmModal
      title={t('forms.cloneTitle')}
      confirm={t('forms.clone')}
      pendingConfirm={t('forms.cloning')}
      focus="content"
      pending={pending}
      disabled={blank}
      onConfirm={handleConfirm}
      onCancel={onClose}
    >
      <div className="field">
        <label htmlFor={inputId}>{t('forms.cloneName')}</label>
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
          {blank
            ? t('forms.cloneNameBlank')
            : t('forms.cloneNameCount', { length: name.length, max: CLONE_TITLE_MAX_LENGTH })}
        </p>
      </div>
    </ConfirmModal>
  );
}
