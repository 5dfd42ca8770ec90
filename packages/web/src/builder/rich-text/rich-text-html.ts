/**
 * The editor's HTML as a label: empty for an empty paragraph, and a single
 * paragraph of plain text unwrapped, so simple labels stay editable inline.
 */
export function labelFromEditorHtml(html: string): string {
  if (html === '<p></p>') return '';
  const single = /^<p>([^<]*)<\/p>$/.exec(html);
  return single ? (single[1] ?? '') : html;
}
