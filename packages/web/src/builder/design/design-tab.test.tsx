// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/languages';
import { renderEditor, signIn, USER_ID } from '../../editor/editor-test-kit';
import { fakeServer } from '../../testing/render-app';

// docs/product.md, "Styling your form": the Design tab edits the form's theme, the stage shows
// it at once, and a contrast under WCAG AA is said in words next to the colours.

const THEMES = `/api/users/${USER_ID}/themes`;

async function openDesign(routes: Parameters<typeof fakeServer>[0] = {}, heading = 'Design') {
  signIn();
  const server = fakeServer({ [`GET ${THEMES}`]: { body: { themes: [] } }, ...routes });
  renderEditor('/editor/new/builder/design');
  const panel = await screen.findByRole('region', { name: heading });
  return { panel, server };
}

const stage = () => screen.getByRole('region', { name: 'Form stage' }).querySelector<HTMLElement>('.fb-form');

describe('the Design tab', () => {
  it('is a section of the editor of its own, and draws each choice on the stage as it is made', async () => {
    const { panel } = await openDesign();
    const sections = screen.getByRole('navigation', { name: 'Editor' });
    expect(within(sections).getByRole('link', { name: 'Design' }).getAttribute('aria-current')).toBe('page');
    expect(within(sections).getByRole('link', { name: 'Builder' }).getAttribute('aria-current')).not.toBe('page');
    fireEvent.change(within(panel).getByLabelText('Background'), { target: { value: '#fffbe6' } });
    fireEvent.change(within(panel).getByLabelText('Accent'), { target: { value: '#00897b' } });
    fireEvent.change(within(panel).getByLabelText('Font'), { target: { value: 'lora' } });
    fireEvent.change(within(panel).getByLabelText('Corner radius'), { target: { value: '14' } });
    fireEvent.change(within(panel).getByLabelText('Page width'), { target: { value: '800' } });
    const style = stage()?.getAttribute('style') ?? '';
    expect(style).toContain('--fb-background: #fffbe6');
    expect(style).toContain('--fb-colour: #00897b');
    expect(style).toContain('--fb-font: "Lora Variable"');
    expect(style).toContain('--fb-radius: 14px');
    expect(style).toContain('--fb-width: 800px');
    expect(within(panel).getByText('14 px')).toBeTruthy();
    // The chosen font is loaded from this server.
    expect(
      [...document.querySelectorAll('style')].some((s) => s.textContent?.includes('/fonts/lora-latin.woff2')),
    ).toBe(true);
  });

  it('warns next to the colours when text or button text falls under 4.5:1, and stops when it is fixed', async () => {
    const { panel } = await openDesign();
    expect(within(panel).queryByText(/has a contrast of/)).toBeNull();
    fireEvent.change(within(panel).getByLabelText('Text'), { target: { value: '#bbbbbb' } });
    const text = within(panel).getByLabelText('Text');
    const warning = document.getElementById(text.getAttribute('aria-describedby') ?? '');
    expect(warning?.textContent).toBe(
      'Text on the background has a contrast of 1.9:1; at least 4.5:1 is needed for people to read it easily (WCAG AA).',
    );
    fireEvent.change(within(panel).getByLabelText('Button'), { target: { value: '#ffeb3b' } });
    expect(within(panel).getByText(/^Button text on the button has a contrast of 1\.2:1/)).toBeTruthy();
    fireEvent.change(within(panel).getByLabelText('Text'), { target: { value: '#222222' } });
    expect(within(panel).queryByText(/^Text on the background/)).toBeNull();
  });

  it('takes only whole hex colours typed, and says how to write one', async () => {
    const { panel } = await openDesign();
    const text = within(panel).getByLabelText<HTMLInputElement>('Text');
    fireEvent.change(text, { target: { value: 'red' } });
    expect(within(panel).getByText('Write the colour as # and six hex digits, like #1f2933.')).toBeTruthy();
    expect(stage()?.getAttribute('style')).toContain('--fb-text: #1f2933');
  });

  it('switches to dark mode with the mode’s own colours', async () => {
    const { panel } = await openDesign();
    fireEvent.click(within(panel).getByLabelText('Dark'));
    const style = stage()?.getAttribute('style') ?? '';
    expect(style).toContain('--fb-background: #1b2128');
    expect(style).toContain('--fb-scheme: dark');
    expect(within(panel).getByLabelText<HTMLInputElement>('Background').value).toBe('#1b2128');
  });

  it('applies custom CSS to the stage only, as the server sanitised it', async () => {
    const { panel } = await openDesign({
      [`POST ${THEMES}/preview-css`]: { body: { css: '.fb-title{color:teal}' } },
    });
    fireEvent.click(within(panel).getByText('Advanced'));
    fireEvent.change(within(panel).getByLabelText('Custom CSS'), {
      target: { value: '.fb-title{color:teal;background:url(https://x.example/a.png)}' },
    });
    await waitFor(() =>
      expect(document.querySelector('style[data-custom-css]')?.textContent).toBe(
        '@scope (.stage) {\n.fb-title{color:teal}\n}',
      ),
    );
  });

  it('saves the look as a theme and shows the server’s refusal in its words', async () => {
    const { panel, server } = await openDesign({
      [`POST ${THEMES}`]: { status: 400, body: { message: 'Please give the theme a name.' } },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save theme' }));
    expect(await within(panel).findByText('Please give the theme a name.')).toBeTruthy();
    const sent = server.mock.calls.find(([url, init]) => url === THEMES && init?.method === 'POST');
    expect(JSON.parse(sent?.[1]?.body as string)).toEqual({ name: '', design: { colour: '#2196F3' } });
  });

  it('applies a saved theme to the form', async () => {
    const { panel } = await openDesign({
      [`GET ${THEMES}`]: {
        body: {
          themes: [
            {
              id: 3,
              name: 'Forest',
              design: { colour: '#2e7d32', background: '#f1f8e9', mode: 'light' },
              isDefault: true,
              updatedAt: '2026-11-26T00:00:00.000Z',
            },
          ],
        },
      },
    });
    await waitFor(() => expect(panel.querySelector('.saved-theme')?.textContent).toContain('Apply Forest'), {
      timeout: 4000,
    });
    const [apply, chosen] = panel.querySelectorAll<HTMLButtonElement>('.saved-theme button');
    fireEvent.click(apply as HTMLButtonElement);
    expect(stage()?.getAttribute('style')).toContain('--fb-background: #f1f8e9');
    expect(chosen?.textContent).toBe('Default (Forest)');
    expect(chosen?.getAttribute('aria-pressed')).toBe('true');
  });

  describe('in French', () => {
    afterEach(() => localStorage.removeItem(LANGUAGE_STORAGE_KEY));

    it('says the contrast warning in French, the ratio written with a comma', async () => {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
      const { panel } = await openDesign({}, 'Design');
      fireEvent.change(within(panel).getByLabelText('Texte'), { target: { value: '#bbbbbb' } });
      const text = within(panel).getByLabelText('Texte');
      expect(document.getElementById(text.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        'Le texte sur le fond a un contraste de 1,9:1 ; il faut au moins 4,5:1 pour qu’on le lise facilement (WCAG AA).',
      );
    });
  });
});
