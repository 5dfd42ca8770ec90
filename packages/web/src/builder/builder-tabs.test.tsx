// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor, savedForm, serveForm, signIn } from '../editor/editor-test-kit';

async function openBuilder() {
  signIn();
  serveForm(savedForm(5));
  renderEditor('/editor/5/builder');
  const palette = await screen.findByRole('region', { name: 'Elements' });
  return { tabs: screen.getByRole('navigation', { name: 'Builder' }), palette };
}

describe('builder tabs', () => {
  it("keep the product's names for assistive technology while showing short ones on one row", async () => {
    const { tabs } = await openBuilder();
    fireEvent.click(screen.getByRole('button', { name: 'Properties: Short Text' }));
    const links = within(tabs).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Elements',
      'Form Properties',
      'Thank You Page',
      'Integrations',
      'Question Properties',
    ]);
    const visible = (link: HTMLElement) =>
      [...link.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join('')
        .trim();
    expect(links.map(visible)).toEqual(['Elements', 'Form', 'Thank You', 'Integrations', 'Question']);
  });

  it('opens each tab at its top', async () => {
    const { tabs, palette } = await openBuilder();
    const body = palette.parentElement as HTMLElement;
    body.scrollTop = 640;
    fireEvent.click(within(tabs).getByRole('link', { name: 'Form Properties' }));
    await screen.findByRole('textbox', { name: 'Form title' });
    expect(body.scrollTop).toBe(0);

    body.scrollTop = 250;
    fireEvent.click(within(tabs).getByRole('link', { name: 'Elements' }));
    await screen.findByRole('region', { name: 'Elements' });
    expect(body.scrollTop).toBe(0);

    // Another question's properties start at the top too.
    fireEvent.click(screen.getByRole('button', { name: 'Properties: Short Text' }));
    await screen.findByRole('region', { name: 'Question Properties' });
    body.scrollTop = 120;
    fireEvent.click(screen.getByRole('button', { name: 'Properties: Submit Button' }));
    await screen.findByText('Button text');
    expect(body.scrollTop).toBe(0);
  });
});
