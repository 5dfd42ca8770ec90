import {
  VERIFIED_EMAIL_NEEDS_MAIL,
  closedReason,
  verifiedEmailQuestionProblem,
  type Availability,
  type AvailabilitySettings,
  type OneResponseCheck,
} from '@formbuilder/core';
import { badRequest } from '../http/errors';
import type { FormRow } from './forms.store';
import type { LifeColumns, LifeStore } from './life.store';
import { sanitizeRichText } from './sanitize';

// docs/product.md, "A form's life": closing and reopening, the schedule, the response cap, the
// closed message and one response per visitor take effect at once, without publishing; unpublishing
// takes the form back to a draft.

const settingsOf = (row: LifeColumns): Availability['settings'] => ({
  closed: row.closed === 1,
  opensAt: row.opens_at,
  closesAt: row.closes_at,
  responseCap: row.response_cap,
  closedMessage: row.closed_message,
  oneResponsePerVisitor: row.one_response === 1,
  oneResponseCheck: checkOf(row),
  oneResponseEmailQuestion: checkOf(row) === 'verified-email' ? row.one_response_email : null,
});

const checkOf = (row: LifeColumns): OneResponseCheck =>
  row.one_response_check === 'verified-email' ? 'verified-email' : 'cookie';

/** Instants are stored as ISO text in UTC, whatever offset they came with. */
const utc = (instant: string | null) => (instant === null ? null : new Date(instant).toISOString());

export interface LifeDeps {
  store: LifeStore;
  /** Told after a change, so what the public side keeps is dropped. */
  onFormChange: () => void;
  /** Whether this server sends mail: one response per verified e-mail address needs it. */
  mailEnabled: boolean;
}

export function createLifeService({ store, onFormChange, mailEnabled }: LifeDeps) {
  async function present(formId: number, columns: LifeColumns, published: boolean): Promise<Availability> {
    const settings = settingsOf(columns);
    const responses = await store.responses(formId);
    return { settings, closedReason: closedReason(settings, new Date(), responses), responses, published, mailEnabled };
  }

  return {
    availability: (row: FormRow) => present(row.id, row, row.published_version !== null),

    async setAvailability(row: FormRow, settings: AvailabilitySettings): Promise<Availability> {
      // A client that predates the verified-email check sends neither field: what is stored stays.
      const check = settings.oneResponseCheck ?? checkOf(row);
      const question =
        settings.oneResponseEmailQuestion !== undefined ? settings.oneResponseEmailQuestion : row.one_response_email;
      // Turned on only where it can work (docs/product.md, "A form's life"): a server that sends
      // mail, and a required Email question of the draft carrying the address.
      // A question chosen before, since deleted or made optional in the draft, does not stop the
      // owner closing the form or changing its schedule: the live version still has it, the builder
      // warns, and publishing is refused until it is fixed (forms.service.ts).
      const kept = row.one_response === 1 && checkOf(row) === 'verified-email' && question === row.one_response_email;
      if (settings.oneResponsePerVisitor && check === 'verified-email') {
        if (!mailEnabled) throw badRequest(VERIFIED_EMAIL_NEEDS_MAIL);
        const problem = verifiedEmailQuestionProblem(row.props?.elements ?? [], question);
        if (problem !== null && !kept) throw badRequest(problem);
      }
      const columns: LifeColumns = {
        closed: settings.closed ? 1 : 0,
        opens_at: utc(settings.opensAt),
        closes_at: utc(settings.closesAt),
        response_cap: settings.responseCap,
        // Sanitised on save like the thank-you text and rich labels (docs/architecture.md, "Security stance").
        closed_message: sanitizeRichText(settings.closedMessage).trim(),
        one_response: settings.oneResponsePerVisitor ? 1 : 0,
        one_response_check: check,
        one_response_email: check === 'verified-email' ? question : null,
      };
      await store.save(row.id, columns);
      onFormChange();
      return present(row.id, columns, row.published_version !== null);
    },

    async unpublish(row: FormRow): Promise<{ message: string }> {
      await store.unpublish(row.id);
      onFormChange();
      return { message: 'The form is a draft again: its public link shows that it is not available.' };
    },
  };
}

export type LifeService = ReturnType<typeof createLifeService>;
