import { answerControls, elementNodes, idOf } from './dom';

/**
 * Shows and hides elements as the rules decide (docs/product.md §B3 rules,
 * show/hide; core's evaluateVisibility gives `hidden`). A hidden question is
 * never required (docs/architecture.md, "Submissions and the outbox"), so its controls lose native required, and
 * get it back from data-required when shown again (README). Checkboxes never
 * carry it (one box need not be ticked) nor read-only URL parameters.
 * Answers the ids that were just hidden, to clear their messages. `all`
 * (the first run) also sets required where nothing changes, whatever the
 * server drew.
 */
export function applyVisibility(form: HTMLFormElement, hidden: ReadonlySet<number>, all = false): number[] {
  const justHidden: number[] = [];
  for (const node of elementNodes(form)) {
    const id = idOf(node);
    if (id === null) continue;
    const hide = hidden.has(id);
    if (node.hidden === hide && !all) continue;
    if (hide && !node.hidden) justHidden.push(id);
    node.hidden = hide;
    const required = !hide && node.getAttribute('data-required') === 'true';
    for (const control of answerControls(node, id)) {
      const requirable = !(control instanceof HTMLInputElement && (control.type === 'checkbox' || control.readOnly));
      control.required = required && requirable;
      // A hidden File question takes no file: a disabled input is not sent.
      if (control instanceof HTMLInputElement && control.type === 'file') control.disabled = hide;
    }
  }
  return justHidden;
}
