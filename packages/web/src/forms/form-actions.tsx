import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { en } from '../i18n/en';
import { useT } from '../i18n/i18n-context';
import { publicFormUrl } from '../share/public-url';
import { Tooltip } from '../ui/tooltip';
import type { FormSummary } from './forms-api';
import { formDisplayTitle } from './format';
import { PrivateViewButton } from './private-view-button';

export const VIEW_UNPUBLISHED_MESSAGE = en['forms.viewUnpublished'];

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
  const t = useT();
  const title = formDisplayTitle(form, t('forms.untitled'));
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
          aria-label={t('forms.viewLabel', { title })}
        >
          {t('forms.view')}
        </a>
      ) : (
        <UnavailableAction label={t('forms.viewUnavailable', { title })} why={t('forms.viewUnpublished')}>
          {t('forms.view')}
        </UnavailableAction>
      )}
      <Link
        className="button button--secondary button--small"
        to={`/editor/${encodeURIComponent(String(form.id))}/builder`}
        aria-label={t('forms.editLabel', { title })}
      >
        {t('forms.edit')}
      </Link>
      {cloneDisabled ? (
        <UnavailableAction label={t('forms.cloneLabel', { title })} why={t('forms.limit')} onClick={handleCloneClick}>
          {t('forms.clone')}
        </UnavailableAction>
      ) : (
        <button
          type="button"
          className="button button--secondary button--small"
          aria-label={t('forms.cloneLabel', { title })}
          onClick={handleCloneClick}
        >
          {t('forms.clone')}
        </button>
      )}
      <button
        type="button"
        className="button button--secondary button--small row-actions__delete"
        aria-label={t('forms.deleteLabel', { title })}
        onClick={handleDeleteClick}
      >
        {t('forms.delete')}
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
