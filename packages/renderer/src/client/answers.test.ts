// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { compositeFields } from '../elements/composite';
import { makeElement } from '../testing';
import { readAnswers } from './answers';
import { drawPage, query } from './client-testing';

// The script must read the answers the way the server does (server
// submissions/answers.ts, with the renderer's compositeFields), so that it
// validates what the server will.
const elements = [
  makeElement('TextBox', 1),
  makeElement('Checkbox', 2, { options: ['A##a', 'B##b', 'C##c'] }),
  makeElement('Phone', 3),
  makeElement('Name', 4),
  makeElement('List', 5),
  makeElement('Address', 6),
  makeElement('LocationAddress', 7),
  makeElement('File', 8),
  makeElement('Header', 9, { label: 'Hi' }),
];

function fill(form: HTMLFormElement): void {
  const set = (selector: string, value: string) => {
    query<HTMLInputElement>(form, selector).value = value;
  };
  set('#q_1', 'hello');
  query<HTMLInputElement>(form, 'input[name="q_2"][value="a"]').checked = true;
  query<HTMLInputElement>(form, 'input[name="q_2"][value="c"]').checked = true;
  set('input[name="q_3"]', '555 0100');
  set('input[name="q_4.firstName"]', ' Ada ');
  set('input[name="q_4.lastName"]', 'Lovelace');
  set('textarea[name="q_5"]', 'one\n\n two \nthree');
  set('#q_6', ' 1 Rue de Rivoli ');
  set('#q_7', '8 Rue de Rivoli');
  set('input[name="q_7.lat"]', '48.85');
  set('input[name="q_7.lon"]', '2.35');
}

describe('readAnswers', () => {
  it('reads composite answers exactly as compositeFields.readAnswer does', () => {
    const form = drawPage({ elements });
    fill(form);
    const answers = readAnswers(form, elements);
    const data = new FormData(form);
    const get = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : undefined;
    };
    for (const element of elements) {
      const composite = compositeFields[element.type];
      if (composite !== undefined) expect(answers[String(element.id)], element.type).toEqual(composite.readAnswer(element, get));
    }
    expect(answers['1']).toBe('hello');
    expect(answers['2']).toEqual(['a', 'c']);
    expect(answers['3']).toBe('+1 555 0100');
    expect(answers['7']).toEqual({ address: '8 Rue de Rivoli', location: { type: 'Point', coordinates: [2.35, 48.85] } });
  });

  it('leaves out empty answers and layout elements, as the server does', () => {
    const form = drawPage({ elements });
    const answers = readAnswers(form, elements);
    // Name and LocationAddress always read as objects of empty parts, like on the server
    expect(Object.keys(answers).sort()).toEqual(['4', '7']);
  });
});
