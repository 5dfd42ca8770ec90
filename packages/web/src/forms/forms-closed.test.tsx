// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../testing/render-app';
import { storeSession } from '../testing/session';
import { renderScreen } from '../ui/render-screen';
import { formRow } from './forms-fixtures';
import { FormsPage } from './forms-page';

// docs/product.md, "A form's life": the list marks a published form that takes no responses now.
describe('forms list: closed forms', () => {
  it('shows a Closed pill beside a closed form only', async () => {
    storeSession();
    fakeServer({
      'GET /api/users/7/forms': {
        body: [formRow({ id: 1, title: 'Open day', closed: true }), formRow({ id: 2, title: 'Survey', closed: false })],
      },
    });
    renderScreen(<Route path="/forms" element={<FormsPage />} />, '/forms');
    const closed = (await screen.findByRole('link', { name: 'Open day' })).closest('th');
    const open = screen.getByRole('link', { name: 'Survey' }).closest('th');
    expect(within(closed ?? document.body).getByText('Closed')).toBeTruthy();
    expect(within(open ?? document.body).queryByText('Closed')).toBeNull();
  });
});
