import { useT } from '../i18n/i18n-context';
import { restoreQuestion } from './kept-draft';
import type { KeptDraftOffer } from './kept-draft';

/** 'Restore your unsaved changes from 14:32?' with Restore and Discard, under the editor's header. */
export function RestoreDraft({ offer }: { offer: KeptDraftOffer }) {
  const t = useT();
  if (!offer.offer) return null;
  return (
    <section className="editor-alert restore-draft" aria-label={t('editor.restore.label')}>
      <p>{restoreQuestion(offer.offer.at, new Date(), t)}</p>
      <div className="restore-draft__actions">
        <button type="button" className="button button--primary button--small" onClick={offer.restore}>
          {t('editor.restore.restore')}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={offer.discard}>
          {t('editor.restore.discard')}
        </button>
      </div>
    </section>
  );
}
