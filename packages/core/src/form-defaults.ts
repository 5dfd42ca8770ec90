import { BUTTON_TEXT_DEFAULT } from './elements/button';
import { REQUIRED_TEXT_DEFAULT } from './elements/definition';
import { AUTO_PAGE_BREAK_ELEMENTS_PER_PAGE_DEFAULT } from './limits';
import type { Element } from './schemas/element';
import { DEFAULT_FORM_TITLE, DEFAULT_THEME, DEFAULT_THEME_COLOUR, type AutoPageBreak, type Form } from './schemas/form';
import {
  DEFAULT_EVALUATION_PAGE_LABELS,
  DEFAULT_SUBMIT_BEHAVIOUR,
  DEFAULT_THANK_YOU_TEXT,
  DEFAULT_THANK_YOU_TITLE,
  type Integration,
} from './schemas/integrations';

/** Auto page break, off, with the product's texts (docs/product.md §B3). */
export function createAutoPageBreak(): AutoPageBreak {
  return {
    active: false,
    elemPerPage: AUTO_PAGE_BREAK_ELEMENTS_PER_PAGE_DEFAULT,
    nextButtonText: 'Next',
    prevButtonText: 'Previous',
    submitButtonText: 'Submit',
  };
}

/**
 * A new form's integration entries: the owner's notification e-mail (off
 * until the owner turns it on), the submit behaviour, the thank-you page and
 * the results page labels (docs/product.md §B3).
 */
export function createDefaultIntegrations(ownerEmail = ''): Integration[] {
  return [
    { type: 'email', to: ownerEmail, value: '', active: false, paused: false },
    { type: 'submitBehaviour', value: DEFAULT_SUBMIT_BEHAVIOUR, active: true, paused: false },
    { type: 'tyPageTitle', value: DEFAULT_THANK_YOU_TITLE, active: true, paused: false },
    { type: 'tyPageText', value: DEFAULT_THANK_YOU_TEXT, active: true, paused: false },
    { type: 'evaluationPageLabels', value: { ...DEFAULT_EVALUATION_PAGE_LABELS }, active: true, paused: false },
  ];
}

/** docs/product.md §B3, a new form starts with a Short Text (id 1) and a Submit button (id 2). */
export function createNewFormElements(): Element[] {
  return [
    {
      id: 1,
      type: 'TextBox',
      label: 'Short Text',
      placeholder: '',
      required: false,
      requiredText: REQUIRED_TEXT_DEFAULT,
    },
    { id: 2, type: 'Button', buttonText: BUTTON_TEXT_DEFAULT },
  ];
}

/** The form the builder opens for /editor/new (docs/product.md §B3); id null until saved. */
export function createNewForm(ownerEmail = ''): Form {
  return {
    id: null,
    uuid: null,
    user_id: null,
    title: DEFAULT_FORM_TITLE,
    private: 0,
    props: {
      elements: createNewFormElements(),
      integrations: createDefaultIntegrations(ownerEmail),
      customCSS: { value: '', isEncoded: false },
      tags: [],
      rules: [],
      autoPageBreak: createAutoPageBreak(),
      design: { theme: DEFAULT_THEME, colour: DEFAULT_THEME_COLOUR },
    },
  };
}
