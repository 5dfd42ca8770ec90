// The forms the public form journey publishes (e2e/public-form.e2e.ts).

// A two-page form with a rule (docs/product.md §B2 multi-page forms, §B3 rules):
// 'Pet name' shows when the answer to 'Any pets?' is yes.
export const surveyProps = {
  elements: [
    { id: 1, type: 'TextBox', label: 'Your name', required: true, requiredText: 'Please tell us your name.' },
    { id: 2, type: 'Radio', label: 'Any pets?', options: ['Yes##yes', 'No##no'], required: false },
    { id: 3, type: 'TextBox', label: 'Pet name', required: true, requiredText: 'Please name your pet.' },
    { id: 4, type: 'PageBreak', nextButtonText: 'Next', previousButtonText: 'Previous' },
    { id: 5, type: 'Email', label: 'E-mail', required: true },
    {
      id: 6,
      type: 'Checkbox',
      label: 'Heard of us from',
      options: ['Friends##friends', 'Press##press'],
      required: true,
      requiredText: 'Please pick at least one.',
    },
    { id: 7, type: 'Button', buttonText: 'Send' },
  ],
  rules: [
    {
      id: 1,
      type: 'showHide',
      if: { field: 2, operator: 'equals', value: 'yes' },
      then: { command: 'show', field: 3 },
    },
  ],
};

// Three pages with a rule across pages and a URL parameter (URLParam, PageBreak
// submitButtonText): 'Pet name', alone on page 2, shows when 'Any pets?' on page 1 is yes; the
// last break names the last page's Submit, over the Submit Button's own text.
export const stepsProps = {
  elements: [
    { id: 1, type: 'TextBox', label: 'Your name', required: true, requiredText: 'Please tell us your name.' },
    { id: 2, type: 'Radio', label: 'Any pets?', options: ['Yes##yes', 'No##no'], required: true },
    { id: 3, type: 'URLParam', label: 'Referrer', searchUrlParam: 'ref', hidden: true },
    { id: 4, type: 'PageBreak', nextButtonText: 'Onwards', previousButtonText: 'Back' },
    { id: 5, type: 'TextBox', label: 'Pet name', required: true, requiredText: 'Please name your pet.' },
    {
      id: 6,
      type: 'PageBreak',
      nextButtonText: 'Onwards',
      previousButtonText: 'Back',
      submitButtonText: 'Send my answers',
    },
    { id: 7, type: 'Email', label: 'E-mail', required: true },
    { id: 8, type: 'Button', buttonText: 'Submit' },
  ],
  rules: [
    {
      id: 1,
      type: 'showHide',
      if: { field: 2, operator: 'equals', value: 'yes' },
      then: { command: 'show', field: 5 },
    },
  ],
};

// 'Evaluate Form' (docs/product.md §B3 submitBehaviour, expectedAnswer): one right, one wrong → 50%.
export const quizProps = {
  elements: [
    { id: 1, type: 'Radio', label: '2 + 2?', options: ['3', '4'], expectedAnswer: '4' },
    { id: 2, type: 'Radio', label: 'Capital of France?', options: ['Paris', 'Lyon'], expectedAnswer: 'Paris' },
    { id: 3, type: 'Button', buttonText: 'Finish' },
  ],
  integrations: [{ type: 'submitBehaviour', value: 'Evaluate Form', active: true, paused: false }],
};

export const uploadProps = {
  elements: [
    { id: 1, type: 'TextBox', label: 'Title' },
    { id: 2, type: 'File', label: 'Picture' },
    { id: 3, type: 'Button', buttonText: 'Upload' },
  ],
};

export const addressProps = {
  elements: [
    { id: 1, type: 'LocationAddress', label: 'Where do you live?', required: true },
    { id: 2, type: 'Button', buttonText: 'Send' },
  ],
};

// The address service's answer (docs/product.md §B7: features[].properties.label and geometry).
export const rivoli = {
  features: [
    {
      properties: { label: '8 Rue de Rivoli 75004 Paris' },
      geometry: { type: 'Point', coordinates: [2.3561, 48.8553] },
    },
    {
      properties: { label: '80 Rue de Rivoli 75004 Paris' },
      geometry: { type: 'Point', coordinates: [2.3515, 48.8576] },
    },
  ],
};

// A 1×1 PNG, checked by content on the server (submissions/file-checks.ts).
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
