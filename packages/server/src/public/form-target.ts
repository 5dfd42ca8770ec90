import { LRUCache } from 'lru-cache';
import { type FormProps, DRAFT_VERSION } from '@formbuilder/core';
import type { FormSummary, FormsStore, OwnerState, VersionRow } from '../forms/forms.store';
import { requireProps } from '../db/form-props';
import { currentMonth } from '../accounts/usages.store';
import type { TokenService } from '../auth/tokens';
import { PREVIEW_PURPOSE } from '../forms/forms.service';
import { datasetsEdition, withFormDatasets } from '../datasets/form-datasets';

const UUID = /^[0-9a-f-]{36}$/i;

export interface FormTarget {
  form: FormSummary;
  owner: OwnerState;
  /** The published version, or 0 for the owner's preview of the draft. */
  version: number;
  title: string;
  props: FormProps;
  /** Its counted responses when it was looked up (PUBLIC_CACHE_MS), for its response cap. */
  responses: number;
}

/**
 * What a visitor of /form/view/{uuid} answers: the published version, or the draft
 * with ?preview=true and the owner's preview token. Private or unpublished: nothing.
 */
export interface TargetQuery {
  preview?: string;
  token?: string;
  access?: string;
}

export interface FormTargetFinder {
  (uuid: string, query: TargetQuery): Promise<FormTarget | null>;
  /** Drops what was kept: called by this process when a form changes; with a uuid, that form's alone. */
  forget(uuid?: string): void;
}

/**
 * `maxAgeMs`: how long a lookup is kept (PUBLIC_CACHE_MS). A publish, a privacy or
 * status change, or a reached limit takes effect within that time on other server
 * processes (at once on this one, which forgets on every form change); the public
 * page and the intake then cost one database read per form per period instead of
 * one per request.
 */
export function createFormTargetFinder(forms: FormsStore, tokens: TokenService, maxAgeMs = 0): FormTargetFinder {
  // Published versions never change (the store keeps their parsed props), so they are kept
  // with their datasets resolved (the 1,000 most recently used): the page, its script,
  // validation and rules all read the dataset's values at no cost per request.
  const resolvedVersions = new LRUCache<string, FormProps>({ max: 1000 });
  const resolvedVersion = (formId: number, version: VersionRow): FormProps => {
    const key = `${formId}:${version.version}:${version.created_at}:${datasetsEdition()}`;
    let props = resolvedVersions.get(key);
    if (!props) {
      props = withFormDatasets(requireProps(version.props, `version ${version.version} of form ${formId}`));
      resolvedVersions.set(key, props);
    }
    return props;
  };

  // The 5,000 most recently asked-for forms; an entry older than maxAgeMs is read again.
  const recent = new LRUCache<string, { at: number; found: Awaited<ReturnType<FormsStore['findWithPublished']>> }>({
    max: 5000,
  });
  const lookup = async (uuid: string) => {
    const now = Date.now();
    const hit = recent.get(uuid);
    if (hit && now - hit.at < maxAgeMs) return hit.found;
    const found = await forms.findWithPublished(uuid, currentMonth());
    recent.set(uuid, { at: now, found });
    return found;
  };

  const find = async (uuid: string, query: TargetQuery): Promise<FormTarget | null> => {
    const found = UUID.test(uuid) ? await lookup(uuid) : undefined;
    if (!found) return null;
    const { form, draftProps, published, owner, responses } = found;
    if (query.preview === 'true') {
      const subject = query.token ? await tokens.verifyFor(PREVIEW_PURPOSE, query.token) : null;
      if (subject !== String(form.id)) return null;
      return {
        form,
        owner,
        version: DRAFT_VERSION,
        responses,
        title: form.title,
        props: withFormDatasets(requireProps(draftProps(), `the draft of form ${form.id}`)),
      };
    }
    if (!published) return null;
    // Private forms are reached only with their access token (docs/product.md §A1).
    if (form.private === 1 && !(query.access && tokens.isFormAccessToken(form, query.access))) return null;
    return {
      form,
      owner,
      version: published.version,
      responses,
      title: published.title,
      props: resolvedVersion(form.id, published),
    };
  };
  return Object.assign(find, {
    forget: (uuid?: string) => {
      if (uuid === undefined) recent.clear();
      else recent.delete(uuid);
    },
  });
}
