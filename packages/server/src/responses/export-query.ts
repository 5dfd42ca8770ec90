import { z } from 'zod';
import { DB_ID_MAX, submissionFilterSchema } from '@formbuilder/core';

/** At most this many chosen submissions in one export's `ids` (docs/api.md, Submissions). */
export const EXPORT_IDS_MAX = 10_000;

const IDS_WORDS = 'ids must be submission ids separated by commas, such as ids=12,15,40.';

/**
 * `ids`: the chosen submissions, comma-separated (or the parameter repeated), each once; only
 * those of them the filters match are exported.
 */
const idsSchema = z.union([z.string(), z.array(z.string())], { error: IDS_WORDS }).transform((given, context) => {
  const parts = (Array.isArray(given) ? given.join(',') : given).split(',').map((part) => part.trim());
  if (parts.length > EXPORT_IDS_MAX) {
    context.addIssue({
      code: 'custom',
      message: `At most ${EXPORT_IDS_MAX.toLocaleString('en')} submissions can be chosen for one export; ${parts.length.toLocaleString('en')} were sent. Export them with a filter instead.`,
    });
    return z.NEVER;
  }
  const ids = parts.map((part) => (/^\d{1,10}$/.test(part) ? Number(part) : Number.NaN));
  if (ids.some((id) => !(id >= 1 && id <= DB_ID_MAX))) {
    context.addIssue({ code: 'custom', message: IDS_WORDS });
    return z.NEVER;
  }
  return [...new Set(ids)];
});

/** The query of every GET export: the list's filters, and the chosen ids. */
export const exportQuerySchema = submissionFilterSchema.extend({ ids: idsSchema.optional() });
