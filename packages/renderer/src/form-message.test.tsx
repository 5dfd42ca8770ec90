// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { FormMessage, SUBMIT_ANOTHER_TEXT } from './form-message';
import { one, ssr } from './testing';

// The Thank You page is the form's own card, with a way back to a fresh form.
describe('FormMessage', () => {
  it('is a card of the form’s class and colour, with its title and text', () => {
    const root = ssr(<FormMessage title="Merci !" text="We got it." design={{ colour: '#8e24aa' }} />);
    const card = one(root, '.fb-form.fb-form-message');
    expect(one(card, 'h1.fb-title').textContent).toBe('Merci !');
    expect(card.textContent).toContain('We got it.');
    expect(card.getAttribute('style')).toContain('--fb-colour:#8e24aa');
    expect(root.querySelector('a')).toBeNull();
  });

  it('offers the action as the form’s button', () => {
    const root = ssr(
      <FormMessage
        title="Thanks"
        text="Done"
        action={{ href: '/form/view/abc?access=k', text: SUBMIT_ANOTHER_TEXT }}
      />,
    );
    const link = one<HTMLAnchorElement>(root, 'a.fb-btn');
    expect(link.textContent).toBe('Submit another response');
    expect(link.getAttribute('href')).toBe('/form/view/abc?access=k');
  });

  it('draws more of the page after its title, in the same card', () => {
    const root = ssr(
      <FormMessage title="Your score">
        <dl className="fb-results" />
      </FormMessage>,
    );
    const card = one(root, '.fb-form.fb-form-message');
    expect(one(card, 'h1.fb-title').nextElementSibling?.className).toBe('fb-results');
    expect(card.querySelector('p')).toBeNull();
  });
});
