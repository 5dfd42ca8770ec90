import { answerMessagesIn, validateAnswers, type AnswerErrors } from '@formbuilder/core/runtime';
import { fieldName } from '../field';
import { readAnswers } from './answers';
import { elementNode } from './dom';
import { fileProblem } from './files';
import { setError } from './errors';
import type { PageData } from './page-data';

export interface Validator {
  /** Messages by element id for the whole form, as core's validateAnswers gives them. */
  errors(): AnswerErrors;
  /** Shows or clears the messages of these elements; returns the invalid ones, in the given order. */
  check(ids: readonly number[]): number[];
}

/**
 * Inline validation with core's validateAnswers, the check the server runs
 * (docs/architecture.md, "Submissions and the outbox"): requiredText for a visible required question left
 * unfilled (docs/product.md §B5, 'Please fill this field.' by default), else
 * the element's own check (Number's minValue/maxValue, Phone's characters,
 * e-mail's @ …). Without page data only the server validates.
 */
export function createValidator(form: HTMLFormElement, data: PageData | null): Validator {
  const errors = (): AnswerErrors => {
    if (data === null) return {};
    const found = validateAnswers(data.elements, data.rules, readAnswers(form, data.elements), data.words);
    // A number input holding text submits nothing; say what is wrong rather than "required".
    for (const element of data.elements) {
      if (element.type !== 'Number' || elementNode(form, element.id)?.hidden !== false) continue;
      const input = form.querySelector(`input[name="${fieldName(element.id)}"]`);
      if (input instanceof HTMLInputElement && input.validity.badInput)
        found[element.id] = answerMessagesIn(data.words).number;
    }
    // A chosen file too large or of a type the question does not take: said before it is sent.
    for (const element of data.elements) {
      if (element.type !== 'File' || elementNode(form, element.id)?.hidden !== false) continue;
      const problem = fileProblem(form, element, data.words);
      if (problem !== null) found[element.id] = problem;
    }
    return found;
  };
  return {
    errors,
    check(ids) {
      const found = errors();
      const invalid: number[] = [];
      for (const id of ids) {
        const message = found[id];
        setError(form, id, message ?? null);
        if (message !== undefined) invalid.push(id);
      }
      return invalid;
    },
  };
}
