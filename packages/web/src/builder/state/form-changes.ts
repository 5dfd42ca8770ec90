import {
  addElement,
  cloneElement,
  deleteElement,
  findIntegration,
  integrationKey,
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

// Every change the builder can make to a form (docs/product.md §B4). Each one is
// an undoable step; the domain work is done by @formbuilder/core.

/** The post-submission entries of props.integrations and their values (docs/product.md §B3). */
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
  /** Several at once, one undo step (the questions of element types the role no longer includes). */
  | { type: 'deleteElements'; ids: readonly number[] }
  | { type: 'relabelElement'; id: number; label: string }
  | { type: 'updateElement'; id: number; changes: Partial<Element> }
  | { type: 'updateForm'; changes: Partial<Pick<Form, 'title' | 'private'>> }
  | { type: 'updateProps'; changes: Partial<FormProps> }
  /** Title, privacy and props at once (an unsaved draft offered back after a new login). */
  | { type: 'replaceContent'; content: Pick<Form, 'title' | 'private' | 'props'> }
  | { type: 'saveRule'; draft: RuleDraft }
  | { type: 'removeRule'; id: number }
  | ({ type: 'setIntegrationValue' } & IntegrationValueChange)
  | { type: 'updateEmailIntegration'; changes: Partial<Omit<EmailIntegration, 'type'>> }
  /** Puts the entry in place of the one with its key (core's integrationKey), or adds it. */
  | { type: 'setIntegration'; entry: Integration }
  /** Takes out the entry with this key ('GoogleDrive', 'webhook:<id>', …). */
  | { type: 'removeIntegration'; key: string };

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
    case 'deleteElements':
      return change.ids.reduce<Element[]>((left, id) => deleteElement(left, id), [...elements]);
    case 'relabelElement':
      return relabelElement(elements, change.id, change.label);
    case 'updateElement':
      return updateElement(elements, change.id, change.changes);
    default:
      return null;
  }
}

/** The entries with `entry` in place of the one with its key (webhooks are many of one type), or added last. */
export function setIntegration(integrations: readonly Integration[], entry: Integration): Integration[] {
  const key = integrationKey(entry);
  const index = integrations.findIndex((item) => integrationKey(item) === key);
  return index === -1 ? [...integrations, entry] : integrations.map((item, at) => (at === index ? entry : item));
}

/** Sets an integration entry's value, adding the entry (active) when the form has none. */
export function setIntegrationValue(
  integrations: readonly Integration[],
  change: IntegrationValueChange,
): Integration[] {
  const current = findIntegration(integrations, change.integrationType);
  // The entry's value matches its type by construction of IntegrationValueChange.
  const entry = (
    current
      ? { ...current, value: change.value }
      : { type: change.integrationType, value: change.value, active: true, paused: false }
  ) as Integration;
  return setIntegration(integrations, entry);
}

/** A form saved before the e-mail entry existed gets one: off, to its owner (docs/product.md §B3). */
const NEW_EMAIL_ENTRY: EmailIntegration = { type: 'email', to: '', active: false, paused: false };

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
    case 'replaceContent':
      return { ...form, ...change.content };
    case 'saveRule':
      // docs/product.md §B5, an incomplete rule is silently not saved
      return isRuleComplete(change.draft) ? withProps(form, { rules: saveRule(form.props.rules, change.draft) }) : form;
    case 'removeRule':
      return withProps(form, { rules: removeRule(form.props.rules, change.id) });
    case 'updateEmailIntegration': {
      const current = findIntegration(form.props.integrations, 'email') ?? NEW_EMAIL_ENTRY;
      return withProps(form, {
        integrations: setIntegration(form.props.integrations, { ...current, ...change.changes }),
      });
    }
    case 'setIntegration':
      return withProps(form, { integrations: setIntegration(form.props.integrations, change.entry) });
    case 'removeIntegration': {
      const integrations = form.props.integrations.filter((entry) => integrationKey(entry) !== change.key);
      return integrations.length === form.props.integrations.length ? form : withProps(form, { integrations });
    }
    case 'setIntegrationValue': {
      const { integrationType, value } = change;
      const integrations = setIntegrationValue(form.props.integrations, {
        integrationType,
        value,
      } as IntegrationValueChange);
      return withProps(form, { integrations });
    }
    default:
      return form;
  }
}

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}
