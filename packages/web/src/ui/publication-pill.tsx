import type { Publication } from '@formbuilder/core';
import { en } from '../i18n/en';
import { useT } from '../i18n/i18n-context';
import './ui.css';

const LABEL_IDS = {
  draft: 'publication.draft',
  published: 'publication.published',
  changed: 'publication.changed',
} as const satisfies Record<Publication, keyof typeof en>;

/** Where a form stands, in the forms list and the editor header (the publish marker, in words), in English. */
export const PUBLICATION_LABELS: Record<Publication, string> = {
  draft: en[LABEL_IDS.draft],
  published: en[LABEL_IDS.published],
  changed: en[LABEL_IDS.changed],
};

export function PublicationPill({ publication }: { publication: Publication }) {
  const t = useT();
  return <span className={`status-pill status-pill--${publication}`}>{t(LABEL_IDS[publication])}</span>;
}
