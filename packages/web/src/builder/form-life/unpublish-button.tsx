import { useState } from 'react';
import { errorMessage } from '../../api/client';
import { useT } from '../../i18n/i18n-context';
import { ConfirmModal } from '../../ui/confirm-modal';
import { useBuilderDispatch } from '../state/builder-context';
import { useUnpublish } from './form-life-api';

/** Unpublish: back to a draft, after a question that says what visitors will see (docs/product.md, "A form's life"). */
export function UnpublishButton({ formId }: { formId: number }) {
  const [asking, setAsking] = useState(false);
  const unpublish = useUnpublish(formId);
  const dispatch = useBuilderDispatch();
  const t = useT();
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
        {t('builder.life.unpublish')}
      </button>
      {asking && (
        <ConfirmModal
          title={t('builder.life.unpublishTitle')}
          confirm={t('builder.life.unpublishConfirm')}
          pendingConfirm={t('builder.life.unpublishing')}
          pending={unpublish.isPending}
          focus="cancel"
          onConfirm={handleConfirm}
          onCancel={close}
        >
          <p>{t('builder.life.unpublishText')}</p>
          <p>{t('builder.life.responsesKept')}</p>
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
