import { resolveTheme, type ThemeDesign } from '@formbuilder/core';
import type { ReactNode } from 'react';

/**
 * The theme's cover picture and logo above a form's title (docs/product.md, "Styling your
 * form"). Both are uploaded images of this server (core checks the address); they are
 * decoration, so their text is empty and the title names the form.
 */
export function ThemeBrand({ design }: { readonly design: ThemeDesign | undefined }): ReactNode {
  const { cover, logo } = resolveTheme(design);
  return (
    <>
      {cover !== null && <img className="fb-cover" src={cover} alt="" />}
      {logo !== null && <img className="fb-logo" src={logo} alt="" />}
    </>
  );
}
