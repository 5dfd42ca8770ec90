import {
  addElement,
  cloneElement,
  deleteElement,
  isRuleComplete,
  moveElementDown,
  moveElementTo,
  moveElementUp,
  relabelElement,
  removeRule,
  saveRule,
  updateElement,
} from '@formbuilder/core';
import type {
  Element,
  ElementType,
  EvaluationPageLabels,
  Form,
  FormProps,
  EmailIntegration,
  Integration,
  RuleDraft,
  SubmitBehaviourValue,
} from '@formbuilder/core';

// Every change the builder can make to a form (spec: builder §4). Each one is
// an undoable step; the domain work is done by @formbuilder/core.

/** The post-submission entries of props.integrations and their values (builder §3). */
export interface PostSubmissionValues {
  submitBehaviour: SubmitBehaviourValue;
  tyPageTitle: string;
  tyPageText: string;
  evaluationPageLabels: EvaluationPageLabels;
}
export type PostSubmissionType = keyof PostSubmissionValues;
export type IntegrationValueChange = {
  [K in PostSubmissionType]: { integrationType: K; value: PostSubmissionValues[K] };
}[PostSubmissionType];

export type FormChange =
  | { type: 'addElement'; elementType: ElementType; position?: number }
  | { type: 'moveElementTo'; id: number; position: number }
  | { type: 'moveElementUp'; id: number }
  | { type: 'moveElementDown'; id: number }
  | { type: 'cloneElement'; id: number }
  | { type: 'deleteElement'; id: number }
  | { type: 'relabelElement'; id: number; label: string }
  | { type: 'updateElement'; id: number; changes: Partial<Element> }
  | { type: 'updateForm'; changes: Partial<Pick<Form, 'title' | 'private'>> }
  | { type: 'updateProps'; changes: Partial<FormProps> }
  | { type: 'saveRule'; draft: RuleDraft }
  | { type: 'removeRule'; id: number }
  | ({ type: 'setIntegrationValue' } & IntegrationValueChange)
  | { type: 'updateEmailIntegration'; changes: Partial<Omit<EmailIntegration, 'type'>> };

function withProps(form: Form, changes: Partial<FormProps>): Form {
  return { ...form, props: { ...form.props, ...changes } };
}

function elementsChange(elements: readonly Element[], change: FormChange): Element[] | null {
  switch (change.type) {
    case 'addElement':
      return addElement(elements, change.elementType, change.position);
    case 'moveElementTo':
      return moveElementTo(elements, change.id, change.position);
    case 'moveElementUp':
      return moveElementUp(elements, change.id);
    case 'moveElementDown':
      return moveElementDown(elements, change.id);
    case 'cloneElement':
      return cloneElement(elements, change.id);
    case 'deleteElement':
      return deleteElement(elements, change.id);
    case 'relabelElement':
      return relabelElement(elements, change.id, change.label);
    case 'updateElement':
      return updateElement(elements, change.id, change.changes);
    default:
      return null;
  }
}

/** Sets an integration entry's value, adding the entry (active) when the form has none. */
export function setIntegrationValue(integrations: readonly Integration[], change: IntegrationValueChange): Integration[] {
  const exists = integrations.some((entry) => entry.type === change.integrationType);
  if (!exists) {
    // The entry's value matches its type by construction of IntegrationValueChange.
    const entry = { type: change.integrationType, value: change.value, active: true, paused: false } as Integration;
    return [...integrations, entry];
  }
  return integrations.map((entry) =>
    entry.type === change.integrationType ? ({ ...entry, value: change.value } as Integration) : entry,
  );
}

/** The form after a change; the same form object when the change changes nothing. */
export function applyFormChange(form: Form, change: FormChange): Form {
  const elements = elementsChange(form.props.elements, change);
  if (elements !== null) {
    return sameItems(elements, form.props.elements) ? form : withProps(form, { elements });
  }
  switch (change.type) {
    case 'updateForm':
      return { ...form, ...change.changes };
    case 'updateProps':
      return withProps(form, change.changes);
    case 'saveRule':
      // spec: builder §5, an incomplete rule is silently not saved
      return isRuleComplete(change.draft) ? withProps(form, { rules: saveRule(form.props.rules, change.draft) }) : form;
    case 'removeRule':
      return withProps(form, { rules: removeRule(form.props.rules, change.id) });
    case 'updateEmailIntegration': {
      // A form saved before the entry existed gets one (off, to its owner) first.
      const has = form.props.integrations.some((entry) => entry.type === 'email');
      const integrations = has ? form.props.integrations : [...form.props.integrations, { type: 'email' as const, to: '', active: false, paused: false }];
      return withProps(form, { integrations: integrations.map((entry) => (entry.type === 'email' ? { ...entry, ...change.changes } : entry)) });
    }
    case 'setIntegrationValue': {
      const { integrationType, value } = change;
      const integrations = setIntegrationValue(form.props.integrations, { integrationType, value } as IntegrationValueChange);
      return withProps(form, { integrations });
    }
    default:
      return form;
  }
}

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}
