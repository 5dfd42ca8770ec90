import { answerText, fieldName, getElementBehaviour, type Element } from '@formbuilder/core/runtime';
import type { ChangeEventHandler } from 'react';
import type { ElementProps } from './types';

// Naming and ARIA wiring shared by every question (docs/product.md §B3 and §B5). The
// field names themselves are core's (elements/fields.ts and each element's
// module), the ones its readAnswer reads back.

export { fieldName } from '@formbuilder/core/runtime';
export const errorId = (id: number): string => `${fieldName(id)}-error`;
export const sublabelId = (id: number): string => `${fieldName(id)}-sublabel`;
export const hintId = (id: number): string => `${fieldName(id)}-hint`;

/** 'NetPromoterScore' → 'net-promoter-score', 'URLParam' → 'url-param'. */
export function kebabType(type: string): string {
  const isUpper = (char: string | undefined) => char !== undefined && char >= 'A' && char <= 'Z';
  const isLower = (char: string | undefined) => char !== undefined && char >= 'a' && char <= 'z';
  const isLowerOrDigit = (char: string | undefined) =>
    isLower(char) || (char !== undefined && char >= '0' && char <= '9');
  let kebab = '';
  for (let i = 0; i < type.length; i += 1) {
    const char = type[i] as string;
    // A word starts at a capital after a small letter, or at the last capital of a run
    // that a small letter follows ('URLParam' → 'url-param').
    const startsWord =
      i > 0 && isUpper(char) && (isLowerOrDigit(type[i - 1]) || (isUpper(type[i - 1]) && isLower(type[i + 1])));
    kebab += (startsWord ? '-' : '') + char.toLowerCase();
  }
  return kebab;
}

/** Required is only offered where the type has it (docs/product.md §B5). */
export function isRequired(element: Element): boolean {
  return element.required === true && getElementBehaviour(element.type)?.hasRequired === true;
}

export interface FieldState {
  readonly id: number;
  /** q_{id}; also the id of the main input. */
  readonly name: string;
  /** The submitted name; undefined in builder mode, whose controls are inert. */
  readonly inputName: string | undefined;
  readonly disabled: boolean;
  /** Native required: never for an element hidden by rules (a hidden question is not required). */
  readonly required: boolean;
  readonly invalid: boolean;
  readonly describedBy: string | undefined;
  /** Words under the control about what it takes (a file's size and types, a date's format). */
  readonly hint: string | undefined;
  /** Set when the inputs are controlled (viewer with onChange). */
  readonly emit: ((value: unknown) => void) | undefined;
}

export function fieldState(props: ElementProps, hint?: string): FieldState {
  const { element, mode, error, onChange } = props;
  const builder = mode === 'builder';
  const hasSublabel = typeof element.sublabelText === 'string' && element.sublabelText !== '';
  const hasError = error !== undefined && error !== '';
  const described = [
    hint === undefined ? '' : hintId(element.id),
    hasSublabel ? sublabelId(element.id) : '',
    hasError ? errorId(element.id) : '',
  ]
    .filter((part) => part !== '')
    .join(' ');
  return {
    id: element.id,
    name: fieldName(element.id),
    inputName: builder ? undefined : fieldName(element.id),
    disabled: builder,
    required: isRequired(element) && props.hidden !== true && props.conditional !== true,
    invalid: hasError,
    describedBy: described === '' ? undefined : described,
    hint,
    emit: builder || onChange === undefined ? undefined : (value) => onChange(element.id, value),
  };
}

/** The attributes every answer control carries. */
export function controlAttributes(state: FieldState, name: string | undefined = state.inputName) {
  return {
    name: state.disabled ? undefined : name,
    disabled: state.disabled || undefined,
    required: state.required || undefined,
    'aria-invalid': state.invalid || undefined,
    'aria-describedby': state.describedBy,
  };
}

type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
export type TextBinding<T extends TextControl> =
  { value: string; onChange: ChangeEventHandler<T> } | { defaultValue: string };

/** Controlled with onChange, else uncontrolled so server HTML carries the answer. */
export function bindText<T extends TextControl>(
  state: FieldState,
  text: string,
  toAnswer: (text: string) => unknown = (next) => next,
): TextBinding<T> {
  const emit = state.emit;
  if (emit === undefined) return { defaultValue: text };
  return { value: text, onChange: (event) => emit(toAnswer(event.target.value)) };
}

/** A scalar answer as text ('' for none). */
export const textOf = (value: unknown): string => answerText(value) ?? '';
