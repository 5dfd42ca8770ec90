import type { FormProps } from '@formbuilder/core';
import { fontFaceCss } from '@formbuilder/renderer';
import { usePreviewCss } from './design-api';

/**
 * What the stage needs besides the theme's variables to look like the public page: the
 * theme's font, and the owner's custom CSS as the server sanitises it, held to the stage
 * (@scope) so that it restyles the form and never the builder around it.
 */
export function StageThemeStyles({ props }: { props: FormProps }) {
  const custom = props.customCSS;
  const css = usePreviewCss(custom && !custom.isEncoded ? custom.value : '');
  const fonts = fontFaceCss(props.design);
  return (
    <>
      {fonts !== '' && <style>{fonts}</style>}
      {css !== '' && <style data-custom-css="">{`@scope (.stage) {\n${css}\n}`}</style>}
    </>
  );
}
