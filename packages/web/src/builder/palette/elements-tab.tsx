import { ElementPalette } from './element-palette';

/** /editor/{formId}/builder: the Elements tab. */
export function ElementsTab() {
  return <ElementPalette />;
}
