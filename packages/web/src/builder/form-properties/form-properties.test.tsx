// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor, signIn } from '../../editor/editor-test-kit';
import { fakeServer } from '../../testing/render-app';
import { CUSTOM_PARAMS_ERROR } from './custom-params-field';

async function openFormProperties() {
  signIn();
  fakeServer();
  renderEditor('/editor/new/builder/properties');
  return screen.findByRole('region', { name: 'Form Properties' });
}

const tags = () => within(screen.queryByRole('list', { name: 'Current tags' }) ?? document.createElement('ul')).queryAllByRole('listitem').map((item) => item.textContent);

describe('form properties', () => {
  it('normalises tags: the leading run of letters, digits, _ and -, 24 characters; others are not added', async () => {
    const panel = await openFormProperties();
    const input = within(panel).getByLabelText<HTMLInputElement>('Tags');
    expect(input.maxLength).toBe(24);
    const add = (text: string) => {
      fireEvent.change(input, { target: { value: text } });
      fireEvent.click(within(panel).getByRole('button', { name: 'Add tag' }));
    };
    add('survey 2026');
    add('!!!');
    add('customer_feedback-x');
    add('survey');
    expect(tags()).toEqual(['survey', 'customer_feedback-x']);
    expect(input.value).toBe('');
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove tag survey' }));
    expect(tags()).toEqual(['customer_feedback-x']);
  });

  it('edits the title, auto page break (numbers only, default 1), custom params (JSON objects only) and the method', async () => {
    const panel = await openFormProperties();
    fireEvent.change(within(panel).getByLabelText('Form title'), { target: { value: 'Survey' } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Survey');
    fireEvent.click(within(panel).getByLabelText('Break pages automatically'));
    const perPage = within(panel).getByLabelText<HTMLInputElement>('Questions per page');
    expect(perPage.value).toBe('1');
    fireEvent.change(perPage, { target: { value: '3a' } });
    expect(perPage.value).toBe('3');
    expect(within(panel).getByLabelText('Next button text').getAttribute('maxlength')).toBe('32');
    const params = within(panel).getByLabelText('Custom parameters (JSON)');
    fireEvent.change(params, { target: { value: '{"a": ' } });
    expect(within(panel).getByRole('alert').textContent).toBe(CUSTOM_PARAMS_ERROR);
    fireEvent.change(params, { target: { value: '{"a": 1}' } });
    expect(within(panel).queryByRole('alert')).toBeNull();
    const method = within(panel).getByLabelText<HTMLSelectElement>('Method');
    expect(method.value).toBe('POST');
    expect([...method.options].map((option) => option.value)).toEqual(['POST', 'PATCH']);
  });
});
