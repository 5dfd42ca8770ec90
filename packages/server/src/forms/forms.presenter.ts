import { toZeroOrOne, type DraftForm, type FormVersion, type PublishedVersion } from '@formbuilder/core';
import type { FormRow, VersionRow } from './forms.store';
import { requireProps } from '../db/form-props';

// What the GET form calls return, in core's shapes (the routes' response schemas,
// docs/api.md "Forms"). The store has read the props with core's schema (form-props.ts):
// what an older save left out has core's defaults, so the result passes its schema.

/**
 * The draft. Props that no longer parse are left out: the builder's "form without props"
 * state (docs/product.md §B8, display nothing) rather than a failed call.
 */
export function presentDraft(row: FormRow, published: VersionRow | undefined): DraftForm {
  const { props } = row;
  return {
    id: row.id,
    form_id: row.id,
    uuid: row.uuid,
    user_id: row.user_id,
    title: row.title,
    private: toZeroOrOne(row.private),
    created_at: row.created_at,
    updated_at: row.updated_at,
    published_version: row.published_version,
    published_created_at: published?.created_at ?? null,
    ...(props ? { props } : {}),
  };
}

/** What `…/{formId}?published=true` returns for a form never published (docs/api.md). */
export const notPublished: PublishedVersion = { published: false };

/**
 * A published version, shaped like a form so the builder can read both alike. Its props
 * were the draft's when it was published; if they no longer parse, the call fails as the
 * public page does.
 */
export function presentVersion(row: FormRow, version: VersionRow): FormVersion {
  return {
    published: true,
    id: row.id,
    form_id: row.id,
    uuid: row.uuid,
    title: version.title,
    version: version.version,
    created_at: version.created_at,
    props: requireProps(version.props, `version ${version.version} of form ${row.id}`),
  };
}
