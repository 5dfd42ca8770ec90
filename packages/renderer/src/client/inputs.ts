import { PHONE_MAX_LENGTH, dropdownLink, type Element } from '@formbuilder/core/runtime';
import { dateFormatHint, type DateInputKind } from '../date-format';
import { fieldName } from '../field';

// docs/product.md §B5, "Phone input accepts only digits, space, parentheses,
// plus and minus; maximum length 30" (core's PHONE_PATTERN, PHONE_MAX_LENGTH).
const NOT_PHONE = /[^0-9 ()+-]/g;

/** Filters a Phone number input as it is typed, keeping the caret in place. */
export function filterPhone(target: EventTarget | null): void {
  if (!(target instanceof HTMLInputElement) || target.type !== 'tel') return;
  if (target.closest('.fb-element[data-type="Phone"]') === null) return;
  const before = target.value;
  const after = before.replace(NOT_PHONE, '').slice(0, PHONE_MAX_LENGTH);
  if (after === before) return;
  const caret = target.selectionStart ?? before.length;
  const kept = before.slice(0, caret).replace(NOT_PHONE, '').length;
  target.value = after;
  const position = Math.min(kept, after.length);
  target.setSelectionRange(position, position);
}

/**
 * Radio 'Clear Selection' (docs/product.md §B3 isUnselectable, §B4 "clear
 * selection unchecks all"): unchecks the radios named by data-target.
 * Answers the name it cleared, or null when `target` is not such a button.
 */
export function clearSelection(form: HTMLFormElement, target: EventTarget | null): string | null {
  const button = target instanceof Element ? target.closest('button[data-action="clear-selection"]') : null;
  const name = button?.getAttribute('data-target') ?? null;
  if (name === null) return null;
  for (const radio of form.querySelectorAll<HTMLInputElement>('input[type="radio"]')) {
    if (radio.name === name) radio.checked = false;
  }
  return name;
}

/** URLParam (docs/product.md §B3, searchUrlParam): fills input[data-url-param] from the query string. */
export function fillUrlParams(form: HTMLFormElement, search: string): void {
  const params = new URLSearchParams(search);
  for (const input of form.querySelectorAll<HTMLInputElement>('input[data-url-param]')) {
    const name = input.getAttribute('data-url-param') ?? '';
    const value = name === '' ? null : params.get(name);
    if (value !== null) input.value = value;
  }
}

/**
 * Dropdown marked as link (docs/product.md §B3; core's dropdownLink): the link under the
 * list follows the visitor's choice. `target` is the control that changed.
 */
export function followDropdownLink(
  form: HTMLFormElement,
  element: Element | undefined,
  target: EventTarget | null,
): void {
  if (!element || !(target instanceof HTMLSelectElement) || target.name !== fieldName(element.id)) return;
  const link = form.querySelector<HTMLAnchorElement>(`a[data-link-for="${fieldName(element.id)}"]`);
  if (!link) return;
  const address = dropdownLink(element, target.value);
  link.hidden = address === null;
  if (address === null) link.removeAttribute('href');
  else link.href = address;
  link.textContent = address === null ? '' : (target.selectedOptions[0]?.textContent ?? address);
}

/**
 * Date and DateTime hints say the order the browser's own picker shows, which
 * follows the visitor's locale; a browser without a picker keeps the server's ISO form, which
 * its text box takes.
 */
export function localiseDateHints(form: HTMLFormElement, locale: string): void {
  for (const hint of form.querySelectorAll<HTMLElement>(
    '.fb-element[data-type="Date"] .fb-hint, .fb-element[data-type="DateTime"] .fb-hint',
  )) {
    const kind: DateInputKind =
      hint.closest('.fb-element')?.getAttribute('data-type') === 'Date' ? 'date' : 'datetime-local';
    const probe = form.ownerDocument.createElement('input');
    probe.type = kind;
    if (probe.type === kind) hint.textContent = dateFormatHint(kind, locale);
  }
}
