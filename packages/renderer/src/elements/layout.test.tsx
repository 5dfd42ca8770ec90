// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ElementView } from '../element-view';
import { makeElement, one, ssr } from '../testing';

describe('layout elements', () => {
  it('Header: h2 with alignment, sublabel and optional separator', () => {
    const element = makeElement('Header', 1, {
      label: 'About <b>you</b>',
      sublabel: 'A few words',
      alignment: 'Right',
      separator: true,
    });
    const root = ssr(<ElementView element={element} mode="renderer" />);
    expect(one(root, 'h2').innerHTML).toContain('About <b>you</b>');
    expect(one(root, '.fb-element').classList.contains('fb-align-right')).toBe(true);
    expect(one(root, '.fb-heading-sub').textContent).toBe('A few words');
    expect(root.querySelector('hr')).not.toBeNull();
    const plain = ssr(<ElementView element={makeElement('Header', 1)} mode="renderer" />);
    expect(plain.querySelector('hr')).toBeNull();
    expect(one(plain, '.fb-element').classList.contains('fb-align-center')).toBe(true);
  });

  it('Description: font size from core (14, 16 when unset), colour and alignment', () => {
    const root = ssr(
      <ElementView
        element={makeElement('Description', 2, { fontColor: '#336699', alignment: 'Center' })}
        mode="renderer"
      />,
    );
    const text = one(root, '.fb-description-text');
    expect(text.style.fontSize).toBe('14px');
    expect(text.style.color).toBe('rgb(51, 102, 153)');
    expect(one(root, '.fb-element').classList.contains('fb-align-center')).toBe(true);
    const legacy = { ...makeElement('Description', 2), fontSize: undefined, fontColor: 'red;background:url(x)' };
    const old = one(ssr(<ElementView element={legacy} mode="renderer" />), '.fb-description-text');
    expect(old.style.fontSize).toBe('16px');
    expect(old.getAttribute('style')).toBe('font-size:16px;color:#000000');
    // Left at the default black, the colour follows the theme's text (a dark card would hide black).
    const plain = one(
      ssr(<ElementView element={makeElement('Description', 2)} mode="renderer" />),
      '.fb-description-text',
    );
    expect(plain.getAttribute('style')).toBe('font-size:14px;color:var(--fb-description, #000000)');
  });

  it('Image: the uploaded picture with its label as alternative text', () => {
    const element = makeElement('Image', 3, { uploadedImageUrl: '/uploads/a.png', label: '<p>Our <i>team</i></p>' });
    const image = one<HTMLImageElement>(ssr(<ElementView element={element} mode="renderer" />), 'img');
    expect(image.getAttribute('src')).toBe('/uploads/a.png');
    expect(image.alt).toBe('Our team');
    expect(ssr(<ElementView element={makeElement('Image', 3)} mode="renderer" />).innerHTML).toBe('');
    expect(ssr(<ElementView element={makeElement('Image', 3)} mode="builder" />).textContent).toBe('No image uploaded');
  });

  it('Separator: a rule', () => {
    expect(
      ssr(<ElementView element={makeElement('Separator', 4)} mode="renderer" />).querySelector('hr'),
    ).not.toBeNull();
  });

  it('PageBreak: nothing inline outside the builder; a bar with its texts in it', () => {
    const element = makeElement('PageBreak', 5, { nextButtonText: 'Onwards', previousButtonText: 'Back' });
    expect(ssr(<ElementView element={element} mode="renderer" />).innerHTML).toBe('');
    expect(ssr(<ElementView element={element} mode="viewer" />).innerHTML).toBe('');
    const bar = one(ssr(<ElementView element={element} mode="builder" />), '.fb-page-break-bar');
    expect([...bar.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['Back', 'Onwards']);
    expect(bar.textContent).toContain('Page break');
  });

  it('Button: the submit button with buttonText, Submit by default', () => {
    const root = ssr(<ElementView element={makeElement('Button', 6, { buttonText: 'Send' })} mode="renderer" />);
    const button = one<HTMLButtonElement>(root, 'button');
    expect(button.type).toBe('submit');
    expect(button.textContent).toBe('Send');
    expect(
      one(ssr(<ElementView element={makeElement('Button', 6, { buttonText: '' })} mode="renderer" />), 'button')
        .textContent,
    ).toBe('Submit');
  });
});
