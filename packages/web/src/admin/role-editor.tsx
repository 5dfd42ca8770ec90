import { FREE_ROLE_ID, ROLE_LIMIT_MAX, ROLE_LIMIT_MIN } from '@formbuilder/core';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { errorMessage } from '../api/client';
import { useT } from '../i18n/i18n-context';
import { elementTypeName } from '../builder/palette/element-words';
import { useSaveRole } from './admin-api';
import type { EditableRole } from './admin-schemas';
import {
  allElements,
  checkDraft,
  draftOf,
  ELEMENT_CHOICES,
  LIMIT_FIELDS,
  type LimitKey,
  type RoleErrors,
} from './role-draft';

interface RoleEditorProps {
  /** The stored role, or null for 'Create New'. */
  role: EditableRole | null;
  onSaved: (roleId: number, message: string) => void;
  onFailed: (message: string) => void;
  onEdit: () => void;
}

/** Role Name, the three limits (0 = unlimited) and one checkbox per element type; CREATE or SAVE. */
export function RoleEditor({ role, onSaved, onFailed, onEdit }: RoleEditorProps) {
  const id = useId();
  const t = useT();
  const save = useSaveRole();
  const [draft, setDraft] = useState(() => draftOf(role));
  const [errors, setErrors] = useState<RoleErrors>({});
  // docs/product.md §A4 and §A9, role 2's name is locked
  const nameLocked = role?.id === FREE_ROLE_ID;
  const titleRef = useRef<HTMLHeadingElement>(null);

  // Choosing a role (or Create New) moves focus, and on a phone the view, to the editor.
  useEffect(() => titleRef.current?.focus(), []);

  function update(change: Partial<typeof draft>) {
    setDraft((current) => ({ ...current, ...change }));
    onEdit();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const checked = checkDraft(draft, t);
    setErrors(checked.errors ?? {});
    if (!checked.body) {
      const first = Object.keys(checked.errors)[0];
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    save.mutate(
      { id: role?.id ?? 0, body: checked.body },
      {
        onSuccess: (answer) => onSaved(answer.roleId, answer.message),
        onError: (error) => onFailed(errorMessage(error)),
      },
    );
  }

  const limitError = (key: LimitKey) => errors[key];

  return (
    <form className="admin-role-form" onSubmit={handleSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={titleRef} className="admin-panel__title" tabIndex={-1}>
        {role ? role.name : t('admin.role.new')}
      </h2>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('admin.role.name')}</label>
        <input
          id={`${id}-name`}
          value={draft.name}
          onChange={(event) => update({ name: event.target.value })}
          readOnly={nameLocked}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${id}-name-error` : nameLocked ? `${id}-name-locked` : undefined}
        />
        {nameLocked && (
          <p id={`${id}-name-locked`} className="muted field__hint">
            {t('admin.role.nameLocked')}
          </p>
        )}
        {errors.name && (
          <p id={`${id}-name-error`} className="form-alert">
            {errors.name}
          </p>
        )}
      </div>
      <div className="admin-limits">
        {LIMIT_FIELDS.map(({ key, label }) => (
          <div className="field" key={key}>
            <label htmlFor={`${id}-${key}`}>{t(label)}</label>
            <input
              id={`${id}-${key}`}
              type="number"
              inputMode="numeric"
              min={ROLE_LIMIT_MIN}
              max={ROLE_LIMIT_MAX}
              step={1}
              value={draft.limits[key]}
              onChange={(event) => update({ limits: { ...draft.limits, [key]: event.target.value } })}
              aria-invalid={limitError(key) ? true : undefined}
              aria-describedby={`${id}-${key}-hint`}
            />
            <p id={`${id}-${key}-hint`} className={limitError(key) ? 'form-alert' : 'muted field__hint'}>
              {limitError(key) ?? t('admin.role.unlimited')}
            </p>
          </div>
        ))}
      </div>
      <fieldset className="admin-elements">
        <legend>{t('admin.role.elements')}</legend>
        <div className="admin-elements__all">
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => update({ elements: allElements(true) })}
          >
            {t('admin.role.allowAll')}
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => update({ elements: allElements(false) })}
          >
            {t('admin.role.allowNone')}
          </button>
        </div>
        {ELEMENT_CHOICES.map((type) => (
          <label className="checkbox" key={type}>
            <input
              type="checkbox"
              checked={draft.elements[type]}
              onChange={(event) => update({ elements: { ...draft.elements, [type]: event.target.checked } })}
            />
            <span>{t(elementTypeName(type))}</span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button button--primary" aria-disabled={save.isPending || undefined}>
        {save.isPending ? t('admin.role.saving') : role ? t('admin.role.save') : t('admin.role.create')}
      </button>
    </form>
  );
}
