import type { ReactNode } from 'react';

interface RichTextProps {
  /** HTML the server sanitised when the form was saved (docs/architecture.md, "Security stance"). */
  readonly html: string | undefined;
  readonly className?: string;
}

/**
 * The one place that writes raw HTML (docs/product.md §B5, rich-text labels).
 * Labels are sanitised on save, so they are trusted here; everything else is
 * plain text that React escapes. Audit this file, not the callers.
 */
export function RichText({ html, className = 'fb-rich-text' }: RichTextProps): ReactNode {
  if (html === undefined || html === '') return null;
  return <span className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
