import { CLONE_TITLE_MAX_LENGTH } from '@formbuilder/core';
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useT } from '../../i18n/i18n-context';
import { useBuilderDispatch } from '../state/builder-context';
import { edit } from '../state/builder-state';

/** The form's title on the canvas is renamed where it stands (click, then type; Enter or Escape ends). */
export function StageTitle({ title }: { title: string }) {
  const dispatch = useBuilderDispatch();
  const t = useT();
  const [editing, setEditing] = useState(false);

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === 'Escape') {
      event.preventDefault();
      setEditing(false);
    }
  }

  return (
    <h2 className="fb-title stage__title">
      {editing ? (
        <input
          className="stage__title-input"
          aria-label={t('builder.stage.title')}
          value={title}
          maxLength={CLONE_TITLE_MAX_LENGTH}
          autoFocus
          onChange={(event) => dispatch(edit({ type: 'updateForm', changes: { title: event.target.value } }, 'title'))}
          onBlur={() => setEditing(false)}
          onKeyDown={handleKeyDown}
        />
      ) : (
        <button
          type="button"
          className="stage__title-button"
          title={t('builder.stage.rename')}
          onClick={() => setEditing(true)}
        >
          {title || 'Untitled Form'}
        </button>
      )}
    </h2>
  );
}
