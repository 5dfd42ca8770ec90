import { formPropsSchema, type FormProps } from '@formbuilder/core';

// A form's props are stored as JSON text (forms.props, form_versions.props, templates.props).
// This is their one reader, used by the stores: core's schema parses the text, so what an older
// save left out gets core's defaults. Props that no longer parse (a hand-edited row, a schema
// that has since grown stricter) are returned as undefined, never thrown: a draft without props
// is still a form the builder can open (docs/product.md §B8), and each reader that cannot go on
// without them says so with requireProps.

/** The parsed props of a stored form or version, or undefined when they no longer parse. */
export function readFormProps(text: string): FormProps | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = formPropsSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Props a reader cannot go on without (a published version to show, score or chart): when they
 * no longer parse, the call fails with the error handler's 500, logged with `what` they belong to.
 */
export function requireProps(props: FormProps | undefined, what: string): FormProps {
  if (props === undefined) throw new Error(`The stored props of ${what} no longer parse.`);
  return props;
}
