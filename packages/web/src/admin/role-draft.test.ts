import { describe, expect, it } from 'vitest';
import { editableRoleSchema } from './admin-schemas';
import { checkDraft, draftOf, LIMIT_MESSAGE } from './role-draft';

describe('the role editor’s form', () => {
  it('shows 1 for a limit the role never stored, and leaves unknown element types unticked (docs/product.md §A9)', () => {
    const role = editableRoleSchema.parse({
      id: 5,
      name: 'Team',
      permission: JSON.stringify({ formLimit: 20, TextBox: true }),
      users: 0,
    });
    const draft = draftOf(role);
    expect(draft.limits).toEqual({ formLimit: '20', submissionLimit: '1', uploadLimit: '1' });
    expect(draft.elements.TextBox).toBe(true);
    expect(draft.elements.File).toBe(false);
  });

  it('starts a new role empty with every limit at 1', () => {
    const draft = draftOf(null);
    expect(draft.name).toBe('');
    expect(Object.values(draft.limits)).toEqual(['1', '1', '1']);
    expect(Object.values(draft.elements).every((allowed) => !allowed)).toBe(true);
  });

  it('asks for a name and a whole number from 0 to 99999999 in each limit', () => {
    const draft = {
      ...draftOf(null),
      name: '  ',
      limits: { formLimit: '', submissionLimit: '100000000', uploadLimit: '-1' },
    };
    expect(checkDraft(draft).errors).toEqual({
      name: 'Please set a role name',
      formLimit: LIMIT_MESSAGE,
      submissionLimit: LIMIT_MESSAGE,
      uploadLimit: LIMIT_MESSAGE,
    });
    expect(
      checkDraft({ ...draft, name: 'Pro', limits: { formLimit: '2.5', submissionLimit: '0', uploadLimit: '0' } })
        .errors,
    ).toEqual({ formLimit: LIMIT_MESSAGE });
  });

  it('sends the trimmed name, the limits as numbers (0 = unlimited) and one flag per element type', () => {
    const draft = draftOf(null);
    const { body } = checkDraft({
      ...draft,
      name: ' Pro ',
      limits: { formLimit: '0', submissionLimit: '99999999', uploadLimit: '250' },
      elements: { ...draft.elements, File: true },
    });
    expect(body?.name).toBe('Pro');
    expect(body?.permissions).toMatchObject({
      formLimit: 0,
      submissionLimit: 99999999,
      uploadLimit: 250,
      File: true,
      TextBox: false,
    });
  });
});
