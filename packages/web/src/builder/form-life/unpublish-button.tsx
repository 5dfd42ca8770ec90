import { useState } from 'react';
import { errorMessage } from '../../api/client';
import { ConfirmModal } from '../../ui/confirm-modal';
import { useBuilderDispatch } from '../state/builder-context';
import { useUnpublish } from './form-life-api';

/** Unpublish: back to a draft, after a question that says what visitors will see (docs/product.md, "A form's life"). */
export function UnpublishButton({ formId }: { formId: number }) {
  const [asking, setAsking] = useState(false);
  const unpublish = useUnpublish(formId);
  const dispatch = useBuilderDispatch();
  const close = () => {
    unpublish.reset();
    setAsking(false);
  };
  const handleConfirm = () =>
    unpublish.mutate(undefined, {
      onSuccess: () => {
        dispatch({ type: 'unpublished' });
        setAsking(false);
      },
    });
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setAsking(true)}>
        Unpublish…
      </button>
      {asking && (
        <ConfirmModal
          title="Unpublish this form?"
          confirm="Unpublish"
          pendingConfirm="Unpublishing…"
          pending={unpublish.isPending}
          focus="cancel"
          onConfirm={handleConfirm}
          onCancel={close}
        >
          <p>
            The form goes back to a draft. Visitors who open its link or an embed will see “Form not found: This form
            does not exist or is not available.” until you publish it again.
          </p>
          <p>Its responses are kept.</p>
          {unpublish.isError && (
            <p className="prop-field__error" role="alert">
              {errorMessage(unpublish.error)}
            </p>
          )}
        </ConfirmModal>
      )}
    </>
  );
}
