import { parse } from 'parse5';
import type { TestServer } from './test-server';
import { anon } from './requests';

// A browser without JavaScript, for the API tests: reads a public page's form as the
// browser would send it (parse5 parses as browsers do) and posts it urlencoded.

interface Node {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  value?: string;
}

const attr = (node: Node, name: string) => node.attrs?.find((a) => a.name === name)?.value;
const has = (node: Node, name: string) => attr(node, name) !== undefined;
const text = (node: Node): string =>
  node.nodeName === '#text' ? (node.value ?? '') : (node.childNodes ?? []).map(text).join('');

function all(node: Node, found: Node[] = []): Node[] {
  found.push(node);
  for (const child of node.childNodes ?? []) all(child, found);
  return found;
}

/** The page's form: the name and value of each field it submits (no files), in order. */
export function formFields(html: string): [string, string][] {
  const fields: [string, string][] = [];
  for (const node of all(parse(html))) {
    const name = attr(node, 'name');
    if (name === undefined || name === '' || has(node, 'disabled')) continue;
    if (node.nodeName === 'input') {
      const type = attr(node, 'type') ?? 'text';
      if (['submit', 'button', 'file', 'image', 'reset'].includes(type)) continue;
      if ((type === 'checkbox' || type === 'radio') && !has(node, 'checked')) continue;
      fields.push([name, attr(node, 'value') ?? (type === 'checkbox' || type === 'radio' ? 'on' : '')]);
    } else if (node.nodeName === 'textarea') {
      fields.push([name, text(node).replace(/^\n/, '')]);
    } else if (node.nodeName === 'select') {
      const options = all(node).filter((option) => option.nodeName === 'option');
      const chosen = options.find((option) => has(option, 'selected')) ?? options[0];
      if (chosen) fields.push([name, attr(chosen, 'value') ?? text(chosen)]);
    }
  }
  return fields;
}

/** The submit buttons a visitor sees (outside a hidden page) with their text, name and value. */
export function submitButtons(html: string): { text: string; name: string | undefined; value: string | undefined }[] {
  const buttons: { text: string; name: string | undefined; value: string | undefined }[] = [];
  const walk = (node: Node, hidden: boolean) => {
    const inside = hidden || has(node, 'hidden');
    if (node.nodeName === 'button' && (attr(node, 'type') ?? 'submit') === 'submit' && !inside)
      buttons.push({ text: text(node), name: attr(node, 'name'), value: attr(node, 'value') });
    for (const child of node.childNodes ?? []) walk(child, inside);
  };
  walk(parse(html), false);
  return buttons;
}

/** The form's action, as the page says it. */
export const formAction = (html: string): string =>
  attr(all(parse(html) as Node).find((node) => node.nodeName === 'form') ?? { nodeName: 'form' }, 'action') ?? '';

/**
 * Posts the page's form as a browser without JavaScript does: its fields with `changes`
 * (replacing a name's values; an empty list drops it), and the button pressed.
 */
export function postPage(
  server: TestServer,
  html: string,
  changes: Record<string, string[]> = {},
  button: [string, string] | null = null,
) {
  const fields = formFields(html).filter(([name]) => !Object.hasOwn(changes, name));
  for (const [name, values] of Object.entries(changes)) for (const value of values) fields.push([name, value]);
  if (button) fields.push(button);
  return anon(server).post(formAction(html), new URLSearchParams(fields).toString(), {
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
  });
}
