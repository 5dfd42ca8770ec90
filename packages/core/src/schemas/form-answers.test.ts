import { describe, expect, it } from 'vitest';
import { createNewForm } from '../form-defaults';
import { createdFormSchema, draftFormSchema, formListSchema, templateListSchema } from './form';

// The forms calls' responses as the web app reads them (docs/api.md, Forms).
describe('forms answers', () => {
  const created = '2026-11-24T10:00:00.000Z';

  it('reads a list row with its privacy and dates, and refuses one without', () => {
    const row = {
      id: 3,
      title: 'RSVP',
      uuid: 'u-3',
      private: 1,
      published_version: null,
      created_at: created,
      updated_at: created,
      responseCount: 2,
      unreadCount: 1,
      publication: 'draft',
    };
    expect(formListSchema.parse([row])[0]).toEqual(row);
    expect(formListSchema.safeParse([{ ...row, private: undefined }]).success).toBe(false);
    // Where the form stands is one of three words.
    expect(formListSchema.safeParse([{ ...row, publication: 'live' }]).success).toBe(false);
  });

  it('keeps a draft without an id or props readable (docs/product.md §B8, not there / shows nothing)', () => {
    expect(draftFormSchema.parse({ title: 'Broken' })).toMatchObject({ title: 'Broken', private: 0 });
    const draft = draftFormSchema.parse({ ...createNewForm('ada@example.com'), id: 4, published_created_at: created });
    expect(draft).toMatchObject({ id: 4, published_created_at: created });
    expect(draft.props?.elements.length).toBeGreaterThan(0);
    expect(draftFormSchema.safeParse({ id: 4, props: { elements: [{ id: 1, type: 'Captcha' }] } }).success).toBe(false);
  });

  it('reads a new form and the template list', () => {
    expect(
      createdFormSchema.safeParse({
        id: 9,
        uuid: 'u',
        title: 'Copy',
        created_at: created,
        updated_at: created,
        status: 'done',
      }).success,
    ).toBe(true);
    expect(createdFormSchema.safeParse({ id: 9, uuid: 'u', title: 'Copy', status: 'done' }).success).toBe(false);
    expect(templateListSchema.parse([{ id: 1, title: 'Poll', props: { tags: ['Fun'], elements: [] } }])).toEqual([
      { id: 1, title: 'Poll', props: { tags: ['Fun'] } },
    ]);
  });
});
