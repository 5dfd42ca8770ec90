import { describe, expect, it } from 'vitest';
import { WIDGET_TITLE_MESSAGE, embedCode, validateWidgetTitle } from './embed-code';
import { previewFormUrl, publicFormUrl, templatePreviewUrl } from './public-url';

const BASE = {
  publicUrl: 'https://forms.example/',
  uuid: 'abc-123',
  formId: 12,
  widget: false,
  widgetTitle: '',
  singleSubmission: false,
};

describe('embedCode (docs/product.md §A2 Share panel)', () => {
  it('writes fp_id and fp_widget="false" for an embedded form', () => {
    expect(embedCode(BASE)).toBe(
      '<script src="https://forms.example/embed.js" fp_id="abc-123" fp_widget="false"></script>',
    );
  });

  it('writes the widget title only in widget mode', () => {
    expect(embedCode({ ...BASE, widget: true, widgetTitle: 'Talk to us' })).toBe(
      '<script src="https://forms.example/embed.js" fp_id="abc-123" fp_widget="true" fp_widget_title="Talk to us"></script>',
    );
    expect(embedCode({ ...BASE, widget: false, widgetTitle: 'Talk to us' })).not.toContain('fp_widget_title');
    expect(embedCode({ ...BASE, widget: true, widgetTitle: '  ' })).not.toContain('fp_widget_title');
  });

  it('writes fp_widget_cookie with the form id only for single submission', () => {
    expect(embedCode({ ...BASE, singleSubmission: true })).toBe(
      '<script src="https://forms.example/embed.js" fp_id="abc-123" fp_widget="false" fp_widget_cookie="12"></script>',
    );
    expect(embedCode({ ...BASE, widget: true, widgetTitle: 'Hi', singleSubmission: true })).toContain(
      'fp_widget="true" fp_widget_title="Hi" fp_widget_cookie="12"',
    );
  });

  it('escapes attribute values', () => {
    expect(embedCode({ ...BASE, uuid: '"><x' })).toContain('fp_id="&quot;&gt;&lt;x"');
  });
});

describe('validateWidgetTitle (docs/product.md §A5)', () => {
  it.each([
    ['', null],
    ['Contact us', null],
    ['Café Über', null],
    ['x'.repeat(32), null],
    ['x'.repeat(33), WIDGET_TITLE_MESSAGE],
    ['Contact us!', WIDGET_TITLE_MESSAGE],
    ['Form 2', WIDGET_TITLE_MESSAGE],
    ['<script>', WIDGET_TITLE_MESSAGE],
  ])('%j → %j', (title, message) => expect(validateWidgetTitle(title)).toBe(message));
});

describe('public addresses', () => {
  it('builds the form, preview and template addresses on PUBLIC_URL', () => {
    expect(publicFormUrl('https://forms.example/', 'abc')).toBe('https://forms.example/form/view/abc');
    expect(previewFormUrl('https://forms.example', 'abc', 't.k=n')).toBe(
      'https://forms.example/form/view/abc?preview=true&token=t.k%3Dn',
    );
    expect(templatePreviewUrl('https://forms.example', 7)).toBe('https://forms.example/templates/view/7');
  });
});

describe('a private form (docs/product.md §A1)', () => {
  it('is shared with its access token in the link and the embed code', () => {
    expect(publicFormUrl('https://forms.example', 'abc', 'tok-1')).toBe(
      'https://forms.example/form/view/abc?access=tok-1',
    );
    expect(publicFormUrl('https://forms.example', 'abc', null)).toBe('https://forms.example/form/view/abc');
    const code = embedCode({
      publicUrl: 'https://forms.example',
      uuid: 'abc',
      formId: 3,
      widget: false,
      widgetTitle: '',
      singleSubmission: false,
      access: 'tok-1',
    });
    expect(code).toContain('fp_access="tok-1"');
    expect(
      embedCode({
        publicUrl: 'https://forms.example',
        uuid: 'abc',
        formId: 3,
        widget: false,
        widgetTitle: '',
        singleSubmission: false,
      }),
    ).not.toContain('fp_access');
  });
});
