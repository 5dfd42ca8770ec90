// @formbuilder/core/testing: test helpers for reading answers (tests only; the
// runtime and main entries never import this). The sample is one set of submitted
// fields with the answers core reads from them: the server's and the browser's
// adapters are each tested against it, so both sides read the same answers.
import type { ElementType } from './element-types';
import { createElement } from './elements/behaviours';
import type { AnswerReader } from './elements/fields';
import type { Answers, Element } from './schemas/element';

/** A registry-default element of a type with overrides. */
export function sampleElement(type: ElementType, id: number, extra: Record<string, unknown> = {}): Element {
  return { ...createElement(type, id), ...extra };
}

/** A reader over plain fields (name → value or values) and file names by field. */
export function readerOf(
  fields: Readonly<Record<string, string | readonly string[]>>,
  files: Readonly<Record<string, readonly string[]>> = {},
): AnswerReader {
  const all = (name: string): readonly string[] => {
    const found = fields[name];
    return found === undefined ? [] : typeof found === 'string' ? [found] : found;
  };
  return {
    value: (name) => all(name)[0],
    values: all,
    files: (name) => (files[name] ?? []).map((fileName) => ({ fileName })),
  };
}

/** One question of each reading rule, the fields a visitor's form sends for them, and the answers read. */
export const answerSample: {
  readonly elements: readonly Element[];
  readonly fields: Readonly<Record<string, readonly string[]>>;
  readonly files: Readonly<Record<string, readonly string[]>>;
  readonly answers: Answers;
} = {
  elements: [
    sampleElement('TextBox', 1),
    sampleElement('Checkbox', 2, { options: ['A##a', 'B##b', 'C##c'] }),
    sampleElement('Phone', 3),
    sampleElement('Name', 4),
    sampleElement('List', 5),
    sampleElement('Address', 6),
    sampleElement('LocationAddress', 7),
    sampleElement('File', 8),
    sampleElement('DateTime', 9, { dtStart: true, dtEnd: true }),
    sampleElement('DateTime', 10),
    sampleElement('Radio', 11, { options: ['Yes##yes', 'No##no'] }),
    sampleElement('Header', 12, { label: 'Hi' }),
    sampleElement('TextArea', 13),
  ],
  fields: {
    q_1: ['hello'],
    q_2: ['a', 'c'],
    q_3: ['555 0100'],
    'q_3.dialCode': ['+1 (US)'],
    'q_4.firstName': [' Ada '],
    'q_4.lastName': ['Lovelace'],
    q_5: ['one\n\n two \nthree'],
    q_6: [' 1 Rue de Rivoli '],
    q_7: ['8 Rue de Rivoli'],
    'q_7.lat': ['48.85'],
    'q_7.lon': ['2.35'],
    'q_9.start': ['2026-07-01T10:00'],
    'q_9.end': ['2026-11-22T09:30'],
    q_10: ['2026-07-02T09:00'],
    q_11: ['yes'],
    q_13: [''],
  },
  files: { q_8: ['photo.png'] },
  answers: {
    '1': 'hello',
    '2': ['a', 'c'],
    '3': '+1 555 0100',
    '4': { firstName: 'Ada', lastName: 'Lovelace' },
    '5': ['one', 'two', 'three'],
    '6': '1 Rue de Rivoli',
    '7': { address: '8 Rue de Rivoli', location: { type: 'Point', coordinates: [2.35, 48.85] } },
    '8': { fileName: 'photo.png' },
    // docs/product.md §B5, Paris time: summer (+02:00) and winter (+01:00)
    '9': { start: '2026-07-01T10:00:00+02:00', end: '2026-11-22T09:30:00+01:00' },
    '10': '2026-07-02T09:00:00+02:00',
    '11': 'yes',
  },
};
