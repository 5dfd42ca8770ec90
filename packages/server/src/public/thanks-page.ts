import { DRAFT_VERSION } from '@formbuilder/core';
import type { FormTarget, TargetQuery } from '../submissions/form-target';

// The Thank You page answers only when the form page would (issue #8, F10), so it is
// reached with the same proof: results.service.ts finds it through the same lookup.

/** Where a submission ends: the Thank You page, carrying the proof the form page was opened with. */
export function thanksUrl(uuid: string, target: FormTarget, query: TargetQuery): string {
  const params = new URLSearchParams();
  if (target.version === DRAFT_VERSION) {
    params.set('preview', 'true');
    params.set('token', query.token ?? '');
  } else if (target.form.private === 1 && query.access) {
    params.set('access', query.access);
  }
  const search = params.toString();
  return `/form/view/${uuid}/thanks${search === '' ? '' : `?${search}`}`;
}
