import { describe, expect, it } from 'vitest';
import { formPropsSchema } from '@formbuilder/core';
import { imageSourcesOf } from './image-sources';
import { publicPageCsp } from './page-document';
import { renderFormPage } from './public-pages';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe("the public page's CSP", () => {
  it('loads images and fonts only from this server and data: URLs, plus the pictures given', () => {
    const csp = publicPageCsp('n0nce', [], ['https://cdn.example/logo.png']);
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: https://cdn.example/logo.png");
    expect(directive(csp, 'font-src')).toBe("font-src 'self' data:");
    expect(directive(csp, 'default-src')).toBe("default-src 'none'");
    expect(csp).not.toMatch(/https:(?!\/\/)/);
  });
});

describe('imageSourcesOf: the pictures a rendered form shows from other sites', () => {
  const page = (elements: unknown[]) =>
    renderFormPage({
      uuid: '00000000-0000-0000-0000-000000000000',
      title: 'Pictures',
      props: formPropsSchema.parse({ elements }),
      mode: 'renderer',
    });

  it("lists an Image element's address and rich-text images, each exactly, and not our own uploads", () => {
    const html = page([
      { id: 1, type: 'Image', label: 'Logo', uploadedImageUrl: 'https://cdn.example/brand/logo.png?v=2&size=big' },
      {
        id: 2,
        type: 'Header',
        label: '<p>Hi <img src="https://pics.example/a b;c.png"> <img src="/api/images/3/tok"></p>',
      },
      { id: 3, type: 'Image', label: 'Again', uploadedImageUrl: 'https://cdn.example/brand/logo.png?v=3' },
    ]);
    expect(imageSourcesOf(html)).toEqual(['https://cdn.example/brand/logo.png', 'https://pics.example/a%20b%3Bc.png']);
  });

  it('lists nothing for a page without pictures, and ignores what is not http(s)', () => {
    expect(imageSourcesOf(page([{ id: 1, type: 'TextBox', label: '<img src="x">' }]))).toEqual([]);
    expect(imageSourcesOf('<img src="javascript:alert(1)"><img alt="no source">')).toEqual([]);
  });

  it('lists whole sites when a form shows very many pictures', () => {
    const many = Array.from({ length: 40 }, (_, i) => ({
      id: i,
      type: 'Image',
      label: 'p',
      uploadedImageUrl: `https://cdn.example/${String(i)}.png`,
    }));
    expect(imageSourcesOf(page(many))).toEqual(['https://cdn.example']);
  });
});
