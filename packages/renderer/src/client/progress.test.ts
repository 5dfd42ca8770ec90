// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { makeElement } from '../testing';
import { commit, mountPage, query, shownPages, typeInto, type PageSetup } from './client-testing';

// The progress beacons behind the owner's funnel (docs/product.md §B2 Statistics): one at the
// visit's first answer, one per page first reached, none for a preview.
const pages = [
  makeElement('TextBox', 1, { label: 'Name' }),
  makeElement('PageBreak', 2),
  makeElement('Radio', 3, { label: 'Pets?', options: ['Yes##yes', 'No##no'] }),
  makeElement('PageBreak', 4),
  makeElement('TextBox', 5, { label: 'Which pets?' }),
  makeElement('Button', 6),
];

function mount(setup: Partial<PageSetup> = {}, action?: string) {
  const beacon = vi.fn<(url: string) => void>();
  const mounted = mountPage({ elements: pages, ...setup }, { beacon });
  if (action !== undefined) mounted.form.setAttribute('action', action);
  const next = () =>
    query<HTMLButtonElement>(
      mounted.form,
      `section[data-page="${String(shownPages(mounted.form)[0])}"] [data-action="next"]`,
    ).click();
  const previous = () =>
    query<HTMLButtonElement>(mounted.form, `section:not([hidden]) [data-action="previous"]`).click();
  return { ...mounted, beacon, next, previous };
}

describe('progress beacons', () => {
  it('sends one beacon at the first answer, never one per keystroke', () => {
    const { form, beacon, fetch } = mount();
    expect(beacon).not.toHaveBeenCalled();
    const name = query<HTMLInputElement>(form, '#q_1');
    for (const text of ['A', 'Ad', 'Ada']) typeInto(name, text);
    commit(name);
    expect(beacon.mock.calls).toEqual([['/form/view/abc/progress?step=start']]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends one beacon per page the first time it is reached, going back and forth sends nothing more', () => {
    const { form, beacon, next, previous } = mount();
    next();
    expect(shownPages(form)).toEqual([2]);
    previous();
    next();
    query<HTMLInputElement>(form, 'input[value="no"]').click();
    next();
    expect(shownPages(form)).toEqual([3]);
    expect(beacon.mock.calls).toEqual([
      ['/form/view/abc/progress?step=page&page=2'],
      ['/form/view/abc/progress?step=start'],
      ['/form/view/abc/progress?step=page&page=3'],
    ]);
  });

  it('carries a private form’s access token, and sends nothing for a preview', () => {
    const privateForm = mount({}, '/form/view/abc?access=t%2Bk&single=true');
    typeInto(query<HTMLInputElement>(privateForm.form, '#q_1'), 'Ada');
    expect(privateForm.beacon.mock.calls).toEqual([['/form/view/abc/progress?step=start&access=t%2Bk']]);

    for (const [setup, action] of [
      [{ version: 0 }, '/form/view/abc?preview=true&token=x'],
      [{}, '/form/view/abc?preview=true&token=x'],
      [{ formId: null }, undefined],
    ] as const) {
      const preview = mount(setup, action);
      typeInto(query<HTMLInputElement>(preview.form, '#q_1'), 'Ada');
      preview.next();
      expect(preview.beacon).not.toHaveBeenCalled();
    }
  });
});
