import { errorId } from '../field';
import { answerControls, elementNode, toggleToken } from './dom';

// Messages in the renderer's slots (README, "Errors"): a question's
// <p class="fb-error" id="q_{id}-error" role="alert"> after its controls, with
// aria-invalid and aria-describedby on them; the form's .fb-form-error at the top.

/** Shows `message` for element `id`, or clears it when message is null. */
export function setError(form: HTMLFormElement, id: number, message: string | null): void {
  const node = elementNode(form, id);
  if (node === null) return;
  const slotId = errorId(id);
  let slot = node.querySelector<HTMLElement>(`[id="${slotId}"]`);
  if (message === null) {
    slot?.remove();
  } else if (slot === null) {
    slot = form.ownerDocument.createElement('p');
    slot.className = 'fb-error';
    slot.id = slotId;
    slot.setAttribute('role', 'alert');
    slot.textContent = message;
    // Inside the fieldset of a group, as the renderer's ErrorSlot is.
    (node.querySelector(':scope > fieldset') ?? node).append(slot);
  } else if (slot.textContent !== message) {
    slot.textContent = message;
  }
  for (const control of answerControls(node, id)) {
    if (message === null) control.removeAttribute('aria-invalid');
    else control.setAttribute('aria-invalid', 'true');
    toggleToken(control, 'aria-describedby', slotId, message !== null);
  }
}

export const hasError = (form: HTMLFormElement, id: number): boolean =>
  (elementNode(form, id)?.querySelector(`[id="${errorId(id)}"]`) ?? null) !== null;

/** The form-level alert, made at the top (after the title) when the page has none. */
export function setFormError(form: HTMLFormElement, message: string | null): HTMLElement | null {
  let alert = form.querySelector<HTMLElement>('.fb-form-error');
  if (message === null) {
    alert?.remove();
    return null;
  }
  if (alert === null) {
    alert = form.ownerDocument.createElement('div');
    alert.className = 'fb-form-error';
    alert.setAttribute('role', 'alert');
    const title = form.querySelector(':scope > .fb-title');
    if (title === null) form.prepend(alert);
    else title.after(alert);
  }
  alert.textContent = message;
  return alert;
}
