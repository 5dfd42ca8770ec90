// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deliveryListSchema } from '@formbuilder/core';
import { FORMS, renderEditor, savedForm, serveForm, signIn } from '../../editor/editor-test-kit';
import { fakeServer } from '../../testing/render-app';
import { CUSTOM_PARAMS_ERROR } from './custom-params-field';

async function openFormProperties() {
  signIn();
  fakeServer();
  renderEditor('/editor/new/builder/properties');
  return screen.findByRole('region', { name: 'Form Properties' });
}

const tags = () =>
  within(screen.queryByRole('list', { name: 'Current tags' }) ?? document.createElement('ul'))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

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

  it('says what the external URL does, flags an address that is not http(s), and lists its deliveries', async () => {
    signIn();
    const deliveries = deliveryListSchema.parse([
      {
        id: 7,
        kind: 'integration:url',
        status: 'failed',
        attempts: 6,
        error: 'The receiver answered 502.',
        submissionId: 30,
        created_at: '2026-11-24T10:00:00.000Z',
        updated_at: '2026-11-24T10:05:00.000Z',
      },
    ]);
    serveForm(
      savedForm(5, (form) => Object.assign(form.props, { url: { value: 'https://crm.example.com/in' } })),
      {
        [`GET ${FORMS}/5/deliveries?integration=url`]: { body: deliveries },
      },
    );
    renderEditor('/editor/5/builder/properties');
    const panel = await screen.findByRole('region', { name: 'Form Properties' });
    const url = within(panel).getByLabelText<HTMLInputElement>('External URL');
    expect(url.value).toBe('https://crm.example.com/in');
    expect(within(panel).getByText(/each submission is sent there as JSON/)).toBeTruthy();
    const list = within(panel).getByRole('region', { name: 'Recent deliveries to the external URL' });
    expect(await within(list).findByText('The receiver answered 502.')).toBeTruthy();
    expect(list.textContent).toContain('Sent to the URL · submission 30');
    // Right under the tab's heading (h2), so the list's heading is an h3.
    expect(within(list).getByRole('heading', { level: 3, name: 'Recent deliveries' })).toBeTruthy();

    fireEvent.change(url, { target: { value: 'crm.example.com/in' } });
    expect(
      within(panel)
        .getByText('The external URL must start with http:// or https:// and name a host.')
        .getAttribute('role'),
    ).toBe('alert');
    expect(url.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(url, { target: { value: '' } });
    expect(within(panel).queryByRole('region', { name: 'Recent deliveries to the external URL' })).toBeNull();
  });
});
