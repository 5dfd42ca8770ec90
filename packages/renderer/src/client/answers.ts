import { PHONE_MAX_LENGTH, type Answers, type Element } from '@formbuilder/core/runtime';
import { readAnswer as readDateTimeAnswer } from '../date-time-fields';
import { fieldName, partName } from '../field';

// The answers as the server will read them from the same fields (server
// submissions/answers.ts with the renderer's compositeFields; README, "Field
// names"), so the browser validates exactly what the server validates
// (ARCHITECTURE.md). answers.test.ts checks these against compositeFields.

type Reader = (name: string) => string | undefined;

const DIAL_PREFIX = /^\+[0-9-]+/;

function coordinate(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

function phone(id: number, get: Reader): string {
  const number = (get(fieldName(id)) ?? '').trim();
  const prefix = DIAL_PREFIX.exec(get(partName(id, 'dialCode')) ?? '')?.[0];
  if (number === '' || number.startsWith('+') || prefix === undefined) return number;
  const joined = `${prefix} ${number}`;
  // spec: builder §9, phone max length 30: the prefix never pushes it over
  return joined.length <= PHONE_MAX_LENGTH ? joined : number;
}

function locationAddress(id: number, get: Reader): unknown {
  const lat = coordinate(get(partName(id, 'lat')));
  const lon = coordinate(get(partName(id, 'lon')));
  const address = (get(fieldName(id)) ?? '').trim();
  // GeoJSON order: [longitude, latitude]
  return { address, location: lat === null || lon === null ? null : { type: 'Point', coordinates: [lon, lat] } };
}

function answerOf(element: Element, data: FormData): unknown {
  const name = fieldName(element.id);
  const get: Reader = (field) => {
    const value = data.get(field);
    return typeof value === 'string' ? value : undefined;
  };
  switch (element.type) {
    case 'Checkbox':
      return data.getAll(name).filter((value) => typeof value === 'string' && value !== '');
    case 'File': {
      // A browser sends an empty file for an empty file input.
      const files = data.getAll(name).filter((value): value is File => typeof value !== 'string' && value.name !== '');
      const uploaded = files.map((file) => ({ fileName: file.name }));
      return uploaded.length > 1 ? uploaded : uploaded[0];
    }
    case 'Phone':
      return phone(element.id, get);
    case 'Name':
      return {
        firstName: (get(partName(element.id, 'firstName')) ?? '').trim(),
        lastName: (get(partName(element.id, 'lastName')) ?? '').trim(),
      };
    case 'List':
      return (get(name) ?? '')
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== '');
    case 'Address':
      return (get(name) ?? '').trim();
    case 'LocationAddress':
      return locationAddress(element.id, get);
    case 'DateTime':
      return readDateTimeAnswer(element, get);
    default:
      return get(name);
  }
}

/** Answers by element id, read from the form's fields; empty answers are left out, as the server does. */
export function readAnswers(form: HTMLFormElement, elements: readonly Element[]): Answers {
  const data = new FormData(form);
  const answers: Record<string, unknown> = {};
  for (const element of elements) {
    const answer = answerOf(element, data);
    if (answer === undefined || answer === '' || (Array.isArray(answer) && answer.length === 0)) continue;
    answers[String(element.id)] = answer;
  }
  return answers;
}
