import type { Kysely } from 'kysely';
import { GOOGLE_SCOPES } from '@formbuilder/core';
import type { Database } from '../../db/schema';
import { loadDelivery } from '../../answers/stored-submission';
import { storedAnswers } from '../../answers/stored-answers';
import type { GoogleAccess } from './google-access';
import { appendRow, uploadPdf } from './google-calls';
import { driveFileName } from './drive-file-name';
import { sheetRow } from './sheet-rows';
import { submissionPdf } from './submission-pdf';

// The Drive and Sheets integrations' outbox jobs, run with the form owner's grant
// after the submission is stored. A failure keeps its words on the delivery (google-errors.ts)
// and the outbox tries again with back-off, then parks it for the owner to retry.

export function createGoogleHandlers(db: Kysely<Database>, access: GoogleAccess) {
  return {
    /** A PDF of the submission in the chosen folder, named by the entry's submissionIdentifier. */
    async 'integration:GoogleDrive'(payload: unknown): Promise<void> {
      const loaded = await loadDelivery(db, payload, 'GoogleDrive');
      if (!loaded) return;
      const folder = loaded.entry.targetFolder;
      if (!folder?.id) throw new Error('No Drive folder is chosen. Edit the integration and choose one.');
      const answers = storedAnswers(loaded.submission);
      const pdf = await submissionPdf(loaded.submission, answers);
      const name = driveFileName(loaded.entry.submissionIdentifier, loaded.submission, answers);
      const notFound = `Google could not find the Drive folder '${folder.name}'. Edit the integration and choose a folder.`;
      await access.asOwner(
        loaded.ownerId,
        GOOGLE_SCOPES.drive,
        (apis) => uploadPdf(apis, folder.id, name, pdf),
        notFound,
      );
    },

    /** One row in the chosen sheet, as the mapping says. */
    async 'integration:GoogleSheets'(payload: unknown): Promise<void> {
      const loaded = await loadDelivery(db, payload, 'GoogleSheets');
      if (!loaded) return;
      const { targetSpreadsheet: target, fieldMapping } = loaded.entry;
      if (!target?.id || !fieldMapping)
        throw new Error('No spreadsheet is set up. Edit the integration and complete it.');
      const row = sheetRow(fieldMapping, loaded.submission, storedAnswers(loaded.submission));
      const notFound = `Google could not find the spreadsheet '${target.title}' or its sheet '${target.sheet.title}'. Edit the integration and set it up again.`;
      await access.asOwner(
        loaded.ownerId,
        GOOGLE_SCOPES.spreadsheets,
        (apis) => appendRow(apis, target.id, target.sheet.title, row),
        notFound,
      );
    },
  };
}
