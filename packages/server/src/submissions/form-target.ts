import { formPropsSchema, type FormProps } from '@formbuilder/core';
import type { FormRow, FormsStore, OwnerState } from '../forms/forms.store';
import { currentMonth } from '../accounts/usages.routes';
import type { TokenService } from '../auth/tokens';
import { PREVIEW_PURPOSE } from '../forms/forms.service';

const UUID = /^[0-9a-f-]{36}$/i;



export interface FormTarget {
  form: FormRow;
  owner: OwnerState;
  /** The published version, or 0 for the owner's preview of the draft. */
  version: number;
  title: string;
  props: FormProps;
  /** The raw props text, which keys caches of the rendered page. */
  propsText: string;
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

export type FormTargetFinder = (uuid: string, query: TargetQuery) => Promise<FormTarget | null>;

export function createFormTargetFinder(forms: FormsStore, tokens: TokenService): FormTargetFinder {
  // Published versions never change, so their parsed props are kept (a bounded map):
  // parsing the whole form with zod on every submission would dominate the intake.
  const parsedVersions = new Map<string, FormProps>();
  const parsedVersion = (formId: number, version: number, text: string): FormProps => {
    const key = `${formId}:${version}`;
    let props = parsedVersions.get(key);
    if (!props) {
      props = formPropsSchema.parse(JSON.parse(text));
      if (parsedVersions.size > 1000) parsedVersions.clear();
      parsedVersions.set(key, props);
    }
    return props;
  };

  return async (uuid, query) => {
    const found = UUID.test(uuid) ? await forms.findWithPublished(uuid, currentMonth()) : undefined;
    if (!found) return null;
    const { form, published, owner } = found;
    if (query.preview === 'true') {
      const subject = query.token ? await tokens.verifyFor(PREVIEW_PURPOSE, query.token) : null;
      if (subject !== String(form.id)) return null;
      return { form, owner, version: 0, title: form.title, props: formPropsSchema.parse(JSON.parse(form.props)), propsText: form.props };
    }
    if (!published) return null;
    // Private forms are reached only with their access token (spec: app-shell §1).
    if (form.private === 1 && !(query.access && tokens.isFormAccessToken(form.id, form.uuid, query.access))) return null;
    return { form, owner, version: published.version, title: published.title, props: parsedVersion(form.id, published.version, published.props), propsText: published.props };
  };
}
