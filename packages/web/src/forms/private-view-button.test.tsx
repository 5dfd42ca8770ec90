// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../testing/render-app';
import { storeSession } from '../testing/session';
import { renderScreen } from '../ui/render-screen';
import { formRow } from './forms-fixtures';
import { FormsPage } from './forms-page';

describe('View of a private form (docs/product.md §A1)', () => {
  it('opens the public page with the form access token', async () => {
    storeSession();
    fakeServer({
      'GET /api/users/7/forms': { body: [formRow({ id: 3, title: 'Secret', uuid: 'uuid-3', private: 1 })] },
      'GET /api/users/7/forms/3/access-token': { body: { token: 'tok-3', private: 1 } },
    });
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    renderScreen(<Route path="/forms" element={<FormsPage />} />, '/forms');
    fireEvent.click(await screen.findByRole('button', { name: 'View Secret (opens in a new tab)' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await vi.waitFor(() => expect(tab.location.href).toMatch(/\/form\/view\/uuid-3\?access=tok-3$/));
    expect(tab.opener).toBeNull();
  });
});
