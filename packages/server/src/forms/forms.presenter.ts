import { formPropsSchema, toZeroOrOne, type DraftForm, type FormProps, type FormVersion, type PublishedVersion } from '@formbuilder/core';
import type { FormRow, VersionRow } from './forms.store';

// The answers of the GET form calls, in core's shapes (the routes' response schemas,
// docs/api.md "Forms"). Stored props are read the way every other reader of them does,
// with formPropsSchema: what an older save left out gets core's defaults, so the answer
// passes its schema.

/** A draft's stored props, or undefined when they no longer parse. */
function readDraftProps(text: string): FormProps | undefined {
  try {
    const parsed = formPropsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The draft. Props that no longer parse are left out: the builder's "form without props"
 * state (spec: builder §8, display nothing) rather than a failed call.
 */
export function presentDraft(row: FormRow, published: VersionRow | undefined): DraftForm {
  const props = readDraftProps(row.props);
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

/** What `…/{formId}?published=true` answers for a form never published (docs/api.md). */
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
    props: formPropsSchema.parse(JSON.parse(version.props)),
  };
}
