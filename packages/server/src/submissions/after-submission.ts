import { getSubmitBehaviour, recallUrl, type FormProps } from '@formbuilder/core';
import { redirectAfterSubmit } from '../public/form-life';
import type { StoredSubmission } from './intake.service';

/**
 * Where the visitor goes after a stored submission: a redirect ending of the form's logic
 * (docs/product.md, "Logic"), the Results page of a form that evaluates, the owner's redirect, or
 * the Thank You page (with the token that shows the ending chosen, or fills in the Thank You text's
 * recalled values).
 */
export function afterSubmission(uuid: string, props: FormProps, stored: StoredSubmission, thanks: string): string {
  const { ending, resultToken } = stored;
  if (ending?.kind === 'redirect' && ending.url) {
    // Its address may recall values, each URL-encoded after the site the owner wrote.
    const { answers, variables, params } = stored;
    const url = recallUrl(ending.url, { elements: props.elements, answers, variables, params });
    if (url !== null) return url;
  }
  if (resultToken && getSubmitBehaviour(props.integrations) === 'Evaluate Form')
    return `/form/view/${uuid}/result/${resultToken}`;
  // Past 'Evaluate Form', a token exists only to show the ending or the recalled Thank You text.
  if (resultToken) return `${thanks}${thanks.includes('?') ? '&' : '?'}ending=${resultToken}`;
  return redirectAfterSubmit(props.afterSubmit, stored.answers) ?? thanks;
}
