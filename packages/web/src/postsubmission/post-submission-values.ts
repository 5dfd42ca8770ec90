import {
  DEFAULT_EVALUATION_PAGE_LABELS,
  DEFAULT_THANK_YOU_TEXT,
  DEFAULT_THANK_YOU_TITLE,
  findIntegration,
  getSubmitBehaviour,
} from '@formbuilder/core';
import type { EvaluationPageLabels, Integration, SubmitBehaviourValue } from '@formbuilder/core';

// The post-submission entries of props.integrations (docs/product.md §B3), with
// core's defaults where the form has none.
export interface PostSubmissionTexts {
  submitBehaviour: SubmitBehaviourValue;
  title: string;
  text: string;
  labels: EvaluationPageLabels;
}

export function postSubmissionTexts(integrations: readonly Integration[]): PostSubmissionTexts {
  const title = findIntegration(integrations, 'tyPageTitle')?.value;
  const text = findIntegration(integrations, 'tyPageText')?.value;
  const labels = findIntegration(integrations, 'evaluationPageLabels')?.value;
  return {
    submitBehaviour: getSubmitBehaviour(integrations),
    title: typeof title === 'string' ? title : DEFAULT_THANK_YOU_TITLE,
    text: typeof text === 'string' ? text : DEFAULT_THANK_YOU_TEXT,
    labels: { ...DEFAULT_EVALUATION_PAGE_LABELS, ...labels },
  };
}

export const EVALUATION_LABEL_KEYS = Object.keys(DEFAULT_EVALUATION_PAGE_LABELS) as (keyof EvaluationPageLabels)[];
