import type { Publication } from '@formbuilder/core';
import './ui.css';

/** Where a form stands, in the forms list and the editor header (the publish marker, in words). */
export const PUBLICATION_LABELS: Record<Publication, string> = {
  draft: 'Draft',
  published: 'Published',
  changed: 'Changes not published',
};

export function PublicationPill({ publication }: { publication: Publication }) {
  return <span className={`status-pill status-pill--${publication}`}>{PUBLICATION_LABELS[publication]}</span>;
}
