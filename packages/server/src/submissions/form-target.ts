import { formPropsSchema, type FormProps, DRAFT_VERSION } from '@formbuilder/core';
import type { FormRow, FormsStore, OwnerState } from '../forms/forms.store';
import { currentMonth } from '../accounts/usages.store';
import type { TokenService } from '../auth/tokens';
import { PREVIEW_PURPOSE } from '../forms/forms.service';
import { datasetsEdition, withFormDatasets } from '../datasets/form-datasets';

const UUID = /^[0-9a-f-]{36}$/i;

export interface FormTarget {
  form: FormRow;
  owner: OwnerState;
  /** The published version, or 0 for the owner's preview of the draft. */
  version: number;
  title: string;
  props: FormProps;
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
  /** Drops what was kept: called by this process when a form changes. */
  forget(): void;
}

/**
 * `maxAgeMs`: how long a lookup is kept (PUBLIC_CACHE_MS). A publish, a privacy or
 * status change, or a reached limit takes effect within that time on other server
 * processes (at once on this one, which forgets on every form change); the public
 * page and the intake then cost one database read per form per period instead of
 * one per request.
 */
export function createFormTargetFinder(forms: FormsStore, tokens: TokenService, maxAgeMs = 0): FormTargetFinder {
  // Published versions never change, so their parsed props are kept (a bounded map):
  // parsing the whole form with zod on every submission would dominate the intake.
  // They are kept with their datasets resolved (issue #10), so the page, its script,
  // validation and rules all read the dataset's values at no cost per request.
  const parsedVersions = new Map<string, FormProps>();
  const parsedVersion = (formId: number, version: number, text: string): FormProps => {
    const key = `${formId}:${version}:${datasetsEdition()}`;
    let props = parsedVersions.get(key);
    if (!props) {
      props = withFormDatasets(formPropsSchema.parse(JSON.parse(text)));
      if (parsedVersions.size > 1000) parsedVersions.clear();
      parsedVersions.set(key, props);
    }
    return props;
  };

  const recent = new Map<string, { at: number; found: Awaited<ReturnType<FormsStore['findWithPublished']>> }>();
  const lookup = async (uuid: string) => {
    const now = Date.now();
    const hit = recent.get(uuid);
    if (hit && now - hit.at < maxAgeMs) return hit.found;
    const found = await forms.findWithPublished(uuid, currentMonth());
    if (recent.size > 5000) recent.clear();
    recent.set(uuid, { at: now, found });
    return found;
  };

  const find = async (uuid: string, query: TargetQuery): Promise<FormTarget | null> => {
    const found = UUID.test(uuid) ? await lookup(uuid) : undefined;
    if (!found) return null;
    const { form, published, owner } = found;
    if (query.preview === 'true') {
      const subject = query.token ? await tokens.verifyFor(PREVIEW_PURPOSE, query.token) : null;
      if (subject !== String(form.id)) return null;
      return { form, owner, version: DRAFT_VERSION, title: form.title, props: withFormDatasets(formPropsSchema.parse(JSON.parse(form.props))) };
    }
    if (!published) return null;
    // Private forms are reached only with their access token (spec: app-shell §1).
    if (form.private === 1 && !(query.access && tokens.isFormAccessToken(form, query.access))) return null;
    return { form, owner, version: published.version, title: published.title, props: parsedVersion(form.id, published.version, published.props) };
  };
  return Object.assign(find, { forget: () => recent.clear() });
}
