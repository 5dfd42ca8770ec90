import type { ThemeDesign } from '@formbuilder/core';
import type { ReactNode } from 'react';
import { themeStyle } from './theme';
import { ThemeBrand } from './theme-brand';

export const SUBMIT_ANOTHER_TEXT = 'Submit another response';

interface FormMessageProps {
  readonly title: string;
  readonly text?: string;
  /** The form's theme (its design), so the page looks like the form. */
  readonly design?: ThemeDesign | undefined;
  /** A link drawn as the form's button: 'Submit another response' on the Thank You page. */
  readonly action?: { readonly href: string; readonly text: string } | undefined;
  /** More of the page after the text: the Results page's scores and review. */
  readonly children?: ReactNode;
}

/**
 * A page in place of a form (the Thank You and Results pages, 'Form not found'), in the form's own card:
 * the same width, padding and theme as FormView, so the end of a form does not jump to
 * another layout.
 */
export function FormMessage({ title, text, design, action, children }: FormMessageProps): ReactNode {
  return (
    <div className="fb-form fb-form-message" style={themeStyle(design)}>
      <ThemeBrand design={design} />
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
