import {
  partialListSchema,
  publishedVersionSchema,
  type Element,
  type PartialListItem,
  type SubmissionListItem,
  submissionPageSchema,
} from '@formbuilder/core';
import { formRow } from '../forms/forms-fixtures';
import { browserTimeZone } from '../ui/date-format';

// What the Data screens' component tests share: the owner's form 3 ('Wedding RSVP', published
// as version 2) with the test's questions, and the list's address as the screen asks for it.

export const FORM = '/api/users/7/forms/3';

/** The owner's forms list (the forms page's, which the selector shares), with form 3's counts. */
export const formsWithCounts = (responseCount: number, unreadCount: number) => [
  formRow({ id: 3, title: 'Wedding RSVP', uuid: 'u-3', published_version: 2, responseCount, unreadCount }),
];

/** Form 3's published version 2 with these questions (and other props, its logic say). */
export const publishedWith = (elements: Element[], props: Record<string, unknown> = {}) =>
  publishedVersionSchema.parse({
    published: true,
    id: 3,
    form_id: 3,
    uuid: 'u-3',
    title: 'Wedding RSVP',
    version: 2,
    created_at: '2026-11-20T10:00:00.000Z',
    props: { elements, ...props },
  });

/** A page of the list holding these submissions, with its counts. */
export const pageOf = (
  submissions: SubmissionListItem[],
  counts: { total: number; today: number; unread: number; matching: number },
) => submissionPageSchema.parse({ submissions, ...counts, nextBefore: null });

/** The list's address for these filters ('unread=true&…'), with the browser's zone the screen sends. */
export const listPath = (filters = '') =>
  `${FORM}/submissions?limit=50${filters ? `&${filters}` : ''}&timeZone=${encodeURIComponent(browserTimeZone())}`;

/** Form 3's version 2 statistics, with the browser's zone the screen sends for its days. */
export const statisticsPath = () => `${FORM}/2/statistics?timeZone=${encodeURIComponent(browserTimeZone())}`;

/** Form 3's in-progress responses as the screen asks for them, older than `before` when given. */
export const partialsPath = (before?: string) =>
  `${FORM}/partials?limit=50${before ? `&before=${encodeURIComponent(before)}` : ''}`;

/** A page of form 3's in-progress responses (core's schema). */
export const partialPageOf = (
  items: Omit<PartialListItem, 'version' | 'createdAt'>[],
  total: number,
  nextCursor: string | null = null,
) =>
  partialListSchema.parse({
    items: items.map((item) => ({ version: 2, createdAt: '2026-11-20T08:00:00.000Z', ...item })),
    total,
    nextCursor,
  });

/** The RSVP questions the language tests answer: a name and a yes/no choice. */
export const RSVP_ELEMENTS: Element[] = [
  { id: 1, type: 'TextBox', label: 'Name' },
  { id: 2, type: 'Radio', label: 'Coming?', options: ['Yes##yes', 'No##no'] },
];

/** A list row answering RSVP_ELEMENTS on a November day, given in `language`. */
export const rsvpRow = (
  id: number,
  day: number,
  language: string,
  name: string,
  { read = 1, completion_time = null }: { read?: 0 | 1; completion_time?: number | null } = {},
): SubmissionListItem => ({
  id,
  form_id: 3,
  version: 2,
  created_at: `2026-11-${String(day)}T09:00:00.000Z`,
  read,
  completion_time,
  language,
  first_answer: { question_id: 1, value: name },
  answers: [
    { question_id: 1, value: name },
    { question_id: 2, value: 'yes' },
  ],
});
