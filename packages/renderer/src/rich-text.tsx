import { useContext, type ReactNode } from 'react';
import { RecallContext, recallHtml } from './recall';

interface RichTextProps {
  /** HTML the server sanitised when the form was saved (docs/architecture.md, "Security stance"). */
  readonly html: string | undefined;
  readonly className?: string;
}

/**
 * The one place that writes raw HTML (docs/product.md §B5, rich-text labels).
 * Labels are sanitised on save, so they are trusted here; everything else is
 * plain text that React escapes. Audit this file, not the callers (and recall.tsx's
 * recallHtml, which escapes every value it adds).
 */
export function RichText({ html, className = 'fb-rich-text' }: RichTextProps): ReactNode {
  // A form with logic: recall tokens become spans holding their escaped values (recall.tsx).
  const recall = useContext(RecallContext);
  if (html === undefined || html === '') return null;
  const shown = recall === null ? html : recallHtml(html, recall);
  return <span className={className} dangerouslySetInnerHTML={{ __html: shown }} />;
}
