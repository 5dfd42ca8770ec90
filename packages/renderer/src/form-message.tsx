import type { ReactNode } from 'react';
import { gleamTheme, themeStyle } from './theme';

export const SUBMIT_ANOTHER_TEXT = 'Submit another response';

interface FormMessageProps {
  readonly title: string;
  readonly text?: string;
  /** The form's colour (design.colour), so its button matches the form's. */
  readonly colour?: string | undefined;
  /** A link drawn as the form's button: 'Submit another response' on the Thank You page. */
  readonly action?: { readonly href: string; readonly text: string } | undefined;
  /** More of the page after the text: the Results page's scores and review. */
  readonly children?: ReactNode;
}

/**
 * A page in place of a form (the Thank You and Results pages, 'Form not found'), in the form's own card:
 * the same width, padding and theme as FormView, so the end of a form does not jump to
 * another layout (issue #14).
 */
export function FormMessage({ title, text, colour, action, children }: FormMessageProps): ReactNode {
  return (
    <div className="fb-form fb-form-message" style={themeStyle(gleamTheme, colour)}>
      <h1 className="fb-title">{title}</h1>
      {text !== undefined && <p>{text}</p>}
      {children}
      {action && (
        <p>
          <a className="fb-btn" href={action.href}>
            {action.text}
          </a>
        </p>
      )}
    </div>
  );
}
