// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { dateFormatHint } from '../date-format';
import { ElementView } from '../element-view';
import { makeElement, one, ssr } from '../testing';
import { fileHint } from './file';

// What a File or a date question takes is said under its input, and named by it.
const hintOf = (root: HTMLElement, control = 'input') => {
  const described = one(root, control).getAttribute('aria-describedby') ?? '';
  const hint = one(root, '.fb-hint');
  expect(described.split(' ')).toContain(hint.id);
  return hint.textContent;
};

describe('File hint', () => {
  it('states the server limit and the accepted types in words', () => {
    const root = ssr(
      <ElementView element={makeElement('File', 5, { accept: '.pdf, .png,image/jpeg' })} mode="renderer" />,
    );
    expect(hintOf(root)).toBe('Up to 10 MB · PDF, JPEG and PNG files');
  });

  it('names families and says what the server takes when the question names nothing', () => {
    expect(fileHint('image/*,.PDF,.pdf')).toBe('Up to 10 MB · PDF and image files');
    expect(fileHint(undefined)).toBe('Up to 10 MB · images, PDF, office documents, ZIP, TXT or CSV');
  });

  it('keeps the sublabel and an error described as well', () => {
    const root = ssr(
      <ElementView element={makeElement('File', 5, { sublabelText: 'Your CV' })} mode="renderer" error="Too big" />,
    );
    expect(one(root, 'input').getAttribute('aria-describedby')).toBe('q_5-hint q_5-sublabel q_5-error');
  });
});

describe('date hints', () => {
  it('Date: a native date picker with the format under it', () => {
    const root = ssr(<ElementView element={makeElement('Date', 4)} mode="renderer" />);
    expect(one<HTMLInputElement>(root, 'input').type).toBe('date');
    expect(hintOf(root)).toBe('Format: YYYY-MM-DD');
  });

  it('DateTime: native date-time pickers, start and end described by one hint', () => {
    const single = ssr(<ElementView element={makeElement('DateTime', 4)} mode="renderer" />);
    expect(one<HTMLInputElement>(single, 'input').type).toBe('datetime-local');
    expect(hintOf(single)).toBe('Format: YYYY-MM-DD hh:mm');
    const range = ssr(
      <ElementView element={makeElement('DateTime', 4, { dtStart: true, dtEnd: true })} mode="renderer" />,
    );
    expect(hintOf(range, 'input[name="q_4.end"]')).toBe('Format: YYYY-MM-DD hh:mm');
  });

  it('says the order of the visitor’s locale', () => {
    expect(dateFormatHint('date', 'en-US')).toBe('Format: MM/DD/YYYY');
    expect(dateFormatHint('date', 'en-GB')).toBe('Format: DD/MM/YYYY');
    expect(dateFormatHint('date', 'de-DE')).toBe('Format: DD.MM.YYYY');
    expect(dateFormatHint('datetime-local', 'en-US')).toBe('Format: MM/DD/YYYY, hh:mm AM/PM');
  });

  it('the builder and the preview, drawn in the owner’s browser, say its order', () => {
    expect(navigator.language).toBe('en-US');
    expect(one(ssr(<ElementView element={makeElement('Date', 4)} mode="builder" />), '.fb-hint').textContent).toBe(
      'Format: MM/DD/YYYY',
    );
    expect(one(ssr(<ElementView element={makeElement('DateTime', 4)} mode="viewer" />), '.fb-hint').textContent).toBe(
      'Format: MM/DD/YYYY, hh:mm AM/PM',
    );
  });
});
