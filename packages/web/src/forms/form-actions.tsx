import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { publicFormUrl } from '../share/public-url';
import { Tooltip } from '../ui/tooltip';
import { FORM_LIMIT_MESSAGE } from './form-limit';
import type { FormSummary } from './forms-api';
import { formDisplayTitle } from './format';
import { PrivateViewButton } from './private-view-button';

export const VIEW_UNPUBLISHED_MESSAGE = 'Form must be published before it can be viewed';

export interface FormActionsProps {
  form: FormSummary;
  /** The environment's PUBLIC_URL, the host of the public form pages. */
  publicUrl: string;
  /** docs/product.md §A6: at the form limit the clone action is disabled. */
  cloneDisabled: boolean;
  onDelete: (form: FormSummary) => void;
  onClone: (form: FormSummary) => void;
}

/** docs/product.md §A2 Forms list, Actions: view, edit, clone, delete; each names its form for assistive technology. */
export function FormActions({ form, publicUrl, cloneDisabled, onDelete, onClone }: FormActionsProps) {
  const title = formDisplayTitle(form);
  const published = form.published_version !== null && form.published_version !== undefined;

  function handleCloneClick() {
    if (!cloneDisabled) onClone(form);
  }

  function handleDeleteClick() {
    onDelete(form);
  }

  return (
    <div className="row-actions">
      {published && form.private ? (
        <PrivateViewButton formId={form.id} uuid={form.uuid} title={title} publicUrl={publicUrl} />
      ) : published ? (
        <a
          className="button button--secondary button--small"
          href={publicFormUrl(publicUrl, form.uuid)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`View ${title} (opens in a new tab)`}
        >
          View
        </a>
      ) : (
        <UnavailableAction label={`View ${title}`} why={VIEW_UNPUBLISHED_MESSAGE}>
          View
        </UnavailableAction>
      )}
      <Link
        className="button button--secondary button--small"
        to={`/editor/${encodeURIComponent(String(form.id))}/builder`}
        aria-label={`Edit ${title}`}
      >
        Edit
      </Link>
      {cloneDisabled ? (
        <UnavailableAction label={`Clone ${title}`} why={FORM_LIMIT_MESSAGE} onClick={handleCloneClick}>
          Clone
        </UnavailableAction>
      ) : (
        <button
          type="button"
          className="button button--secondary button--small"
          aria-label={`Clone ${title}`}
          onClick={handleCloneClick}
        >
          Clone
        </button>
      )}
      <button
        type="button"
        className="button button--secondary button--small row-actions__delete"
        aria-label={`Delete ${title}`}
        onClick={handleDeleteClick}
      >
        Delete
      </button>
    </div>
  );
}

/** An action that cannot be taken now: still focusable, greyed, and its tooltip says why. */
function UnavailableAction({
  label,
  why,
  onClick,
  children,
}: {
  label: string;
  why: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip text={why}>
      {(describedBy) => (
        <button
          type="button"
          className="button button--secondary button--small"
          aria-disabled="true"
          aria-describedby={describedBy}
          aria-label={label}
          onClick={onClick}
        >
          {children}
        </button>
      )}
    </Tooltip>
  );
}
