// @vitest-environment jsdom
import { formPropsSchema, type Element } from '@formbuilder/core';
import { describe, expect, it } from 'vitest';
import { FormView, type FormViewProps } from './form-view';
import { PARTIAL_NOTE, PARTIAL_SAVE_TEXT } from './partial-text';
import { makeElement, one, ssr } from './testing';

// docs/product.md, "Partial responses": what the live page of a form that saves answers as
// visitors go draws, and that nothing of it shows elsewhere.

const elements: Element[] = [
  makeElement('TextBox', 1, { label: 'Name', required: true }),
  makeElement('PageBreak', 2),
  makeElement('File', 3, { label: 'Your CV', required: true }),
  makeElement('Button', 4),
];
const form = (partial?: Record<string, unknown>) => ({
  title: 'Survey',
  props: formPropsSchema.parse({ elements, ...(partial === undefined ? {} : { partial }) }),
});
const draw = (props: Partial<FormViewProps> = {}) =>
  one<HTMLFormElement>(
    ssr(<FormView form={form({ enabled: true })} mode="renderer" action="/form/view/abc" {...props} />),
    'form',
  );

describe('a live form that saves answers as visitors go', () => {
  it('says so under each page’s buttons, with Save and continue later after Next and Submit', () => {
    const drawn = draw();
    expect(drawn.getAttribute('data-partial')).toBe('on');
    for (const page of drawn.querySelectorAll('section.fb-page')) {
      expect(one(page, '.fb-partial-note').textContent).toBe(PARTIAL_NOTE);
      expect(one(page, '.fb-partial-note').getAttribute('role')).toBe('status');
      const save = one<HTMLButtonElement>(page, 'button.fb-partial-save');
      expect(save.type).toBe('submit');
      expect(save.name).toBe('_step');
      expect(save.value).toBe('save');
      expect(save.formNoValidate).toBe(true);
      expect(save.textContent).toBe(PARTIAL_SAVE_TEXT);
      // Enter in a field presses the first submit button: Next or Submit, never Save
      const submits = [...page.querySelectorAll('button[type="submit"]')];
      expect(submits.at(-1)).toBe(save);
    }
    expect(drawn.querySelectorAll('.fb-partial-save')).toHaveLength(2);
  });

  it('goes page by page through the server without the script, as each step saves', () => {
    const drawn = draw();
    expect(drawn.hasAttribute('data-steps')).toBe(true);
    expect(one<HTMLInputElement>(drawn, 'input[name="_page"]').value).toBe('1');
    const next = one<HTMLButtonElement>(drawn, '[data-action="next"]');
    expect([next.type, next.name, next.value]).toEqual(['submit', '_step', 'next']);
    // off, the same form shows every page at once
    const off = one(ssr(<FormView form={form()} mode="renderer" />), 'form');
    expect(off.hasAttribute('data-steps')).toBe(false);
  });

  it('lists the kept files in their File question with a Remove box, and then does not require a new file', () => {
    const drawn = draw({
      partial: {
        keptFiles: {
          '3': [
            { fileName: 'cv.pdf', size: 123_456 },
            { fileName: 'letter.pdf', size: 3_300_000 },
          ],
        },
      },
      currentPage: 2,
    });
    const kept = one(drawn, '[data-element-id="3"] [data-kept="q_3"]');
    expect([...kept.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Kept: cv.pdf (121 KB)',
      'Kept: letter.pdf (3.1 MB)',
    ]);
    const remove = one<HTMLInputElement>(kept, 'input[type="checkbox"]');
    expect([remove.name, remove.value]).toEqual(['_drop_files', 'q_3']);
    expect(one(kept, 'label').textContent?.trim()).toBe('Remove');
    expect(remove.getAttribute('aria-describedby')).toBe('q_3-kept');
    expect(one<HTMLInputElement>(drawn, 'input[type="file"]').required).toBe(false);
    expect(one<HTMLInputElement>(draw(), 'input[type="file"]').required).toBe(true);
    expect(draw().querySelector('[data-kept]')).toBeNull();
  });

  it('says the notice at the top as a status, not an error', () => {
    const notice = 'This link to continue your answers has expired or was already used. You can start again below.';
    const drawn = draw({ partial: { keptFiles: {}, notice } });
    const status = one(drawn, '.fb-partial-notice');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toBe(notice);
    expect(drawn.querySelector('.fb-form-error')).toBeNull();
  });
});

describe('nothing of it', () => {
  const kept = { keptFiles: { '3': [{ fileName: 'cv.pdf', size: 10 }] }, notice: 'Expired.' };
  const absent = (drawn: HTMLFormElement) => {
    expect(drawn.hasAttribute('data-partial')).toBe(false);
    expect(drawn.querySelector('.fb-partial-note, .fb-partial-save, [data-kept], .fb-partial-notice')).toBeNull();
  };

  it('when the form does not save answers', () => {
    absent(one(ssr(<FormView form={form()} mode="renderer" partial={kept} />), 'form'));
    absent(one(ssr(<FormView form={form({ enabled: false })} mode="renderer" partial={kept} />), 'form'));
  });

  it('in a preview: the owner’s draft, a template, the builder’s viewer', () => {
    absent(draw({ action: '/form/view/abc?preview=true&token=t', partial: kept }));
    absent(draw({ serverSteps: false, partial: kept }));
    absent(draw({ mode: 'viewer', partial: kept }));
    const builder = ssr(<FormView form={form({ enabled: true })} mode="builder" partial={kept} />);
    expect(builder.querySelector('.fb-partial-note, .fb-partial-save, [data-kept]')).toBeNull();
  });
});
