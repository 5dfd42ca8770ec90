import { restoreQuestion } from './kept-draft';
import type { KeptDraftOffer } from './kept-draft';

/** 'Restore your unsaved changes from 14:32?' with Restore and Discard, under the editor's header. */
export function RestoreDraft({ offer }: { offer: KeptDraftOffer }) {
  if (!offer.offer) return null;
  return (
    <section className="editor-alert restore-draft" aria-label="Unsaved changes from your last session">
      <p>{restoreQuestion(offer.offer.at)}</p>
      <div className="restore-draft__actions">
        <button type="button" className="button button--primary button--small" onClick={offer.restore}>
          Restore
        </button>
        <button type="button" className="button button--secondary button--small" onClick={offer.discard}>
          Discard
        </button>
      </div>
    </section>
  );
}
