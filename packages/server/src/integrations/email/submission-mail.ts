import type { Kysely } from 'kysely';
import { emailRecipientsOf } from '@formbuilder/core';
import type { Database } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { ownerNotification, respondentConfirmation } from './submission-mails';
import { loadDelivery } from '../../answers/stored-submission';
import { confirmationInLanguage } from './confirmation-language';

// The 'email' integration's outbox jobs (docs/architecture.md, "Submissions and the outbox": sent after the submission is
// stored, retried by the outbox): the owner's notification and the respondent's confirmation.

export function createSubmissionMailHandlers(db: Kysely<Database>, mailer: Mailer, publicUrl: string) {
  return {
    /** docs/product.md §B3, the e-mail goes to `to`, the owner's address when it names nobody. */
    async 'integration:email'(payload: unknown): Promise<void> {
      const loaded = await loadDelivery(db, payload, 'email');
      if (!loaded) return;
      const recipients = emailRecipientsOf(loaded.entry.to);
      await mailer.send(
        ownerNotification(loaded.submission, recipients.length > 0 ? recipients : [loaded.ownerEmail], publicUrl),
      );
    },

    /** The respondent's copy; nothing to send when they gave no address. */
    async 'integration:email-confirmation'(payload: unknown): Promise<void> {
      const loaded = await loadDelivery(db, payload, 'email');
      const confirmation = loaded?.entry.confirmation;
      if (!loaded || !confirmation) return;
      // In the language the respondent answered in (docs/product.md, "Languages in results").
      const local = confirmationInLanguage(loaded.submission, confirmation, loaded.languages);
      const message = respondentConfirmation(local.submission, local.confirmation, loaded.ownerEmail);
      if (message) await mailer.send(message);
    },
  };
}
