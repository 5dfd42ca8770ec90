import { fieldName } from '../field';

// Finding things in the renderer's markup (README, "Hooks for the vanilla script").

export const ELEMENT_SELECTOR = '.fb-element[data-element-id]';
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Every element container, in page order. */
export const elementNodes = (root: ParentNode): HTMLElement[] => [
  ...root.querySelectorAll<HTMLElement>(ELEMENT_SELECTOR),
];

export const elementNode = (form: HTMLFormElement, id: number): HTMLElement | null =>
  form.querySelector<HTMLElement>(`.fb-element[data-element-id="${String(id)}"]`);

export function idOf(node: Element): number | null {
  const id = Number(node.getAttribute('data-element-id'));
  return Number.isInteger(id) ? id : null;
}

/** The id of the element an event happened in. */
export function elementIdOf(target: EventTarget | null): number | null {
  if (!(target instanceof Element)) return null;
  const node = target.closest(ELEMENT_SELECTOR);
  return node === null ? null : idOf(node);
}

const isControl = (node: Element): node is Control =>
  node instanceof HTMLInputElement || node instanceof HTMLSelectElement || node instanceof HTMLTextAreaElement;

// Parts that are not the answer's own controls: the dial code (Phone) and the
// hidden location (LocationAddress) never carry required or aria-invalid.
const SIDE_PARTS = /\.(dialCode|lat|lon)$/;

/**
 * The controls that answer element `id` (named q_{id} or q_{id}.part), the
 * ones the renderer gives required, aria-invalid and aria-describedby.
 */
export function answerControls(node: Element, id: number): Control[] {
  const name = fieldName(id);
  return [...node.querySelectorAll('input, select, textarea')].filter(
    (control): control is Control =>
      isControl(control) &&
      control.type !== 'hidden' &&
      (control.name === name || (control.name.startsWith(`${name}.`) && !SIDE_PARTS.test(control.name))),
  );
}

/** Where focus goes for an element: its checked option, its first control, else its heading. */
export function focusTarget(node: Element, id: number): HTMLElement | null {
  const controls = answerControls(node, id);
  const checked = controls.find((control) => control instanceof HTMLInputElement && control.checked);
  const first = checked ?? controls[0];
  if (first !== undefined) return first;
  const heading = node.querySelector<HTMLElement>('.fb-heading');
  if (heading !== null && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading;
}

/** Adds or removes one id in a space-separated attribute (aria-describedby). */
export function toggleToken(node: Element, attribute: string, token: string, present: boolean): void {
  const tokens = (node.getAttribute(attribute) ?? '').split(/\s+/).filter((each) => each !== '' && each !== token);
  if (present) tokens.push(token);
  if (tokens.length === 0) node.removeAttribute(attribute);
  else node.setAttribute(attribute, tokens.join(' '));
}

/** A visually hidden polite live region in the form, made once. */
export function announcer(form: HTMLFormElement): HTMLElement {
  const found = form.querySelector<HTMLElement>('[data-fb-announcer]');
  if (found !== null) return found;
  const region = form.ownerDocument.createElement('p');
  region.className = 'fb-visually-hidden';
  region.setAttribute('role', 'status');
  region.setAttribute('data-fb-announcer', '');
  form.append(region);
  return region;
}
