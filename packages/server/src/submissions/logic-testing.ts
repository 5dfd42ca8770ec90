import { createNewForm } from '@formbuilder/core';

// Forms with logic (docs/product.md, "Logic") shared by the intake's and the Data's API tests.

/** A quiz: two questions whose options score; "Passed" with both right, else "Try again". */
export const quiz = {
  ...createNewForm().props,
  elements: [
    { id: 1, type: 'Radio', label: 'Capital of France?', options: ['Paris##paris', 'Lyon##lyon'] },
    { id: 2, type: 'Radio', label: '2 + 2?', options: ['Four##4', 'Five##5'] },
    { id: 3, type: 'Button', buttonText: 'Send' },
  ],
  logic: {
    variables: [{ id: 'total', name: 'Score', kind: 'number', initial: 0 }],
    updates: [
      { id: 'u1', variable: 'total', action: 'add', operand: { kind: 'score', question: 1 } },
      { id: 'u2', variable: 'total', action: 'add', operand: { kind: 'score', question: 2 } },
    ],
    scores: { '1': { paris: 1, lyon: 0 }, '2': { '4': 1, '5': 0 } },
    endings: [
      {
        id: 'passed',
        name: 'Passed',
        kind: 'thanks',
        text: '<p>You passed with {{var:total}} points, <b>{{answer:1}}</b> was right.</p><script>alert(1)</script>',
        conditions: [{ source: { kind: 'variable', variable: 'total' }, operator: 'greaterThan', value: 1 }],
      },
      { id: 'again', name: 'Try again', kind: 'thanks', text: '<p>Only {{var:total}}: try again.</p>' },
    ],
  },
};

/** A quote: "rush?" on page 1 jumps past the rush page when no; the price is worked out; the ending recalls both. */
export const quote = {
  ...createNewForm().props,
  elements: [
    { id: 1, type: 'TextBox', label: 'Name', required: true },
    { id: 2, type: 'Radio', label: 'Need it fast?', options: ['Yes##yes', 'No##no'] },
    { id: 3, type: 'PageBreak' },
    { id: 4, type: 'Number', label: 'Rush fee', required: true },
    { id: 5, type: 'PageBreak' },
    { id: 6, type: 'Number', label: 'Pages', required: true },
    { id: 7, type: 'Button', buttonText: 'Send' },
  ],
  logic: {
    jumps: [
      {
        id: 'skip-rush',
        from: 0,
        to: { kind: 'page', page: 5 },
        conditions: [{ source: { kind: 'answer', question: 2 }, operator: 'equals', value: 'no' }],
      },
    ],
    variables: [{ id: 'price', name: 'Price', kind: 'number', initial: 0 }],
    updates: [
      {
        id: 'u',
        variable: 'price',
        action: 'set',
        operand: { kind: 'formula', formula: '{answer:6} * 10 + {answer:4}' },
      },
    ],
    endings: [
      {
        id: 'big',
        name: 'Call us',
        kind: 'redirect',
        url: 'https://sales.example.com/call/{{answer:1}}?price={{var:price}}&from={{param:utm_source}}',
        conditions: [{ source: { kind: 'variable', variable: 'price' }, operator: 'greaterThan', value: 1000 }],
      },
      {
        id: 'quote',
        name: 'Your quote',
        kind: 'thanks',
        text: '<p>Dear {{answer:1}}, your price is {{var:price}} (from {{param:utm_source}}).</p>',
      },
    ],
  },
};

export const plain = {
  ...createNewForm().props,
  elements: [
    { id: 1, type: 'TextBox', label: 'Name', required: true },
    { id: 2, type: 'Button', buttonText: 'Send' },
  ],
};
