// @vitest-environment jsdom
import { permissionAnswerSchema, savedFormSchema } from '@formbuilder/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTOSAVE_DELAY_MS } from './use-editor';
import { FORMS, renderEditor, savedForm, sentBody, sentCalls, serveForm, signIn } from './editor-test-kit';

// A role changed by an administrator while the form is open: the builder learns it (on a
// refused save, or when the window regains focus), says which element type keeps the form from
// saving and how to get out, and saving works again once those questions are gone.

const PERMISSION = `/api/users/7/permission`;
const ROLE = { TextBox: true, Button: true, Email: true, NetPromoterScore: true };
const permissionAnswer = (role: Record<string, boolean>) =>
  permissionAnswerSchema.parse({ user_role: 2, admin: false, permission: { admin: false, formLimit: 5, ...role } });
const NO_NPS = permissionAnswer({ ...ROLE, NetPromoterScore: false });
const REFUSAL = 'Your plan does not include Net Promoter Score: remove the Net Promoter Score question to save.';

/** GET …/permission: the role of the login until the administrator's `change`, then the new one. */
function roleOnServer() {
  let answer = permissionAnswer(ROLE);
  let asked = 0;
  return {
    route: {
      [`GET ${PERMISSION}`]: () => {
        asked += 1;
        return { body: answer };
      },
    },
    change: (next: ReturnType<typeof permissionAnswer>) => {
      answer = next;
    },
    asked: () => asked,
  };
}

/** The builder asks for the role as it opens; the administrator's edit comes after that. */
async function openedThenChanged(role: ReturnType<typeof roleOnServer>) {
  await screen.findByRole('list', { name: 'Form elements' });
  await waitFor(() => expect(role.asked()).toBe(1));
  role.change(NO_NPS);
}

const paletteButton = (name: string) =>
  within(screen.getByRole('region', { name: 'Elements' })).queryByRole('button', { name: new RegExp(`^${name}`) });
const stageItem = (name: string) =>
  within(screen.getByRole('list', { name: 'Form elements' })).queryByRole('listitem', { name });

describe('a role changed while the form is open', () => {
  it('says which element type a refused save cannot keep, marks it, and saves once it is removed or undone', async () => {
    signIn({ admin: false, user_role: 2, permission: { admin: false, formLimit: 5, ...ROLE } });
    const role = roleOnServer();
    const fetchMock = serveForm(savedForm(5), {
      ...role.route,
      [`PUT ${FORMS}`]: (init) => {
        const body = typeof init?.body === 'string' ? init.body : '';
        return body.includes('"NetPromoterScore"')
          ? { status: 403, body: { message: REFUSAL } }
          : { body: savedFormSchema.parse({ id: 5, updated_at: '2026-11-24T10:00:00.000Z' }) };
      },
    });
    renderEditor('/editor/5/builder');
    await openedThenChanged(role);
    // The session still allows it: the administrator's change has not reached this page yet.
    fireEvent.click(paletteButton('E-mail') as HTMLElement);
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Builder' })).getByRole('link', { name: 'Elements' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: /^Net Promoter Score/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(REFUSAL);
    // Asked again after the refusal (once more if the draft's autosave met the refusal first).
    expect(role.asked()).toBeGreaterThanOrEqual(2);
    // No retry that cannot work; the palette and the stored session know the new role.
    expect(screen.getByText('Not saved')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Could not save — retry' })).toBeNull();
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Builder' })).getByRole('link', { name: 'Elements' }),
    );
    await screen.findByRole('region', { name: 'Elements' });
    expect(paletteButton('Net Promoter Score')).toBeNull();
    expect(paletteButton('Short Text')).not.toBeNull();
    expect(JSON.parse(localStorage.getItem('auth') ?? '{}')).toMatchObject({ permission: { NetPromoterScore: false } });
    const marked = stageItem('Net Promoter Score');
    expect(marked?.textContent).toContain('Not in your plan: remove it to save the form');
    expect(marked?.getAttribute('aria-describedby')).toContain('stage-item-locked-');

    // Undoing the change that added it: the notice goes, and the draft (its E-mail question) saves by itself.
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await waitFor(() => expect(screen.getByText('Saved · just now')).toBeTruthy(), {
      timeout: AUTOSAVE_DELAY_MS + 2000,
    });
    expect((sentBody(fetchMock, 'PUT', FORMS) as { id: number }).id).toBe(5);
    expect(sentCalls(fetchMock).filter((call) => call === `PUT ${FORMS}`)).toHaveLength(2);
  });

  it('clears a refused save that undo takes back to the saved copy: nothing claims a save is due', async () => {
    signIn({ admin: false, user_role: 2, permission: { admin: false, formLimit: 5, ...ROLE } });
    const role = roleOnServer();
    serveForm(savedForm(5), { [`PUT ${FORMS}`]: { status: 403, body: { message: REFUSAL } }, ...role.route });
    renderEditor('/editor/5/builder');
    await openedThenChanged(role);
    fireEvent.click(paletteButton('Net Promoter Score') as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByText(/^Saved · /)).toBeTruthy();
    expect(screen.queryByText('Not saved')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true);
  });

  it('learns the role as it is now when the builder opens', async () => {
    signIn({ admin: false, user_role: 2, permission: { admin: false, formLimit: 5, ...ROLE } });
    serveForm(savedForm(5), { [`GET ${PERMISSION}`]: { body: NO_NPS } });
    renderEditor('/editor/5/builder');
    await screen.findByRole('list', { name: 'Form elements' });
    await waitFor(() => expect(paletteButton('Net Promoter Score')).toBeNull());
    expect(paletteButton('Short Text')).not.toBeNull();
  });

  it('learns the new role when the window regains focus, before any save', async () => {
    signIn({ admin: false, user_role: 2, permission: { admin: false, formLimit: 5, ...ROLE } });
    const role = roleOnServer();
    const fetchMock = serveForm(
      savedForm(5, (form) =>
        form.props.elements.splice(1, 0, { id: 3, type: 'NetPromoterScore' }, { id: 4, type: 'NetPromoterScore' }),
      ),
      {
        ...role.route,
        [`PUT ${FORMS}`]: { body: savedFormSchema.parse({ id: 5, updated_at: '2026-11-24T10:00:00.000Z' }) },
      },
    );
    renderEditor('/editor/5/builder');
    await openedThenChanged(role);
    expect(paletteButton('Net Promoter Score')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.focus(window);
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(
      'Your plan does not include Net Promoter Score: remove the 2 Net Promoter Score questions to save.',
    );
    expect(paletteButton('Net Promoter Score')).toBeNull();
    fireEvent.click(within(notice).getByRole('button', { name: 'Remove these 2 questions' }));
    expect(stageItem('Net Promoter Score')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved · just now')).toBeTruthy();
    expect(sentBody(fetchMock, 'PUT', FORMS)).toMatchObject({
      props: { elements: [{ type: 'TextBox' }, { type: 'Button' }] },
    });
  });

  it('a lower form limit: the first save of a new form says the limit, and the session learns it', async () => {
    signIn({ admin: false, user_role: 2, permission: { admin: false, formLimit: 5, ...ROLE } });
    const LIMIT = 'Form limit reached: your plan allows 2 forms. Delete one to make room.';
    const role = roleOnServer();
    serveForm(savedForm(5), { [`POST ${FORMS}`]: { status: 403, body: { message: LIMIT } }, ...role.route });
    renderEditor('/editor/new/builder/properties');
    const title = await screen.findByLabelText('Form title');
    await waitFor(() => expect(role.asked()).toBe(1));
    role.change(
      permissionAnswerSchema.parse({ user_role: 2, admin: false, permission: { admin: false, formLimit: 2, ...ROLE } }),
    );
    fireEvent.change(title, { target: { value: 'Survey' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(LIMIT);
    expect(role.asked()).toBe(2);
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('auth') ?? '{}')).toMatchObject({ permission: { formLimit: 2 } }),
    );
  });
});
