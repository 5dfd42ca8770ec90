import type { FormRow, VersionRow } from './forms.store';

/** The draft as the API answers it (docs/api.md, "Forms"). */
export function presentDraft(row: FormRow, published: VersionRow | undefined) {
  return {
    id: row.id,
    uuid: row.uuid,
    user_id: row.user_id,
    title: row.title,
    private: row.private,
    created_at: row.created_at,
    updated_at: row.updated_at,
    published_version: row.published_version,
    published_created_at: published?.created_at ?? null,
    props: JSON.parse(row.props) as unknown,
  };
}

/** What `…/{formId}?published=true` answers for a form never published (docs/api.md). */
export const notPublished = { published: false } as const;

/** A published version, shaped like a form so the builder can read both alike. */
export function presentVersion(row: FormRow, version: VersionRow) {
  return {
    published: true as const,
    id: row.id,
    uuid: row.uuid,
    title: version.title,
    private: row.private,
    version: version.version,
    created_at: version.created_at,
    props: JSON.parse(version.props) as unknown,
  };
}
