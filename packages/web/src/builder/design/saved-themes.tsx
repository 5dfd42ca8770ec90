import {
  savedThemeDesignSchema,
  THEME_NAME_MAX_LENGTH,
  type Design,
  type SavedTheme,
  type SavedThemeDesign,
} from '@formbuilder/core';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage } from '../../api/client';
import { useT } from '../../i18n/i18n-context';
import { useDefaultTheme, useDeleteTheme, useSavedThemes, useSaveTheme } from './design-api';

/** A part of a button's name read out only. */
const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;

/** The theme fields of a form's design, as a saved theme keeps them. */
function savedDesignOf(design: Design): SavedThemeDesign | null {
  const { theme: _theme, ...fields } = design;
  const parsed = savedThemeDesignSchema.safeParse(fields);
  return parsed.success ? parsed.data : null;
}

/**
 * The owner's saved themes (docs/product.md, "Styling your form"): this form's look saved
 * under a name, a saved one applied to this form, one chosen for new forms, one deleted.
 * The server's refusals are shown in its words.
 */
export function SavedThemes({ design, onApply }: { design: Design; onApply: (design: SavedThemeDesign) => void }) {
  const id = useId();
  const t = useT();
  const themes = useSavedThemes();
  const save = useSaveTheme();
  const remove = useDeleteTheme();
  const setDefault = useDefaultTheme();
  const [name, setName] = useState('');
  const [note, setNote] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  function handleSave(event: FormEvent) {
    event.preventDefault();
    const saved = savedDesignOf(design);
    if (saved === null) return setNote({ tone: 'error', text: t('builder.design.cannotKeep') });
    save.mutate(
      { name, design: saved },
      {
        onSuccess: (theme) => {
          setName('');
          setNote({ tone: 'ok', text: t('builder.design.savedAs', { name: theme.name }) });
        },
        onError: (error) => setNote({ tone: 'error', text: errorMessage(error) }),
      },
    );
  }

  const act = (run: () => Promise<{ message: string }>) =>
    void run().then(
      (answer) => setNote({ tone: 'ok', text: answer.message }),
      (error: unknown) => setNote({ tone: 'error', text: errorMessage(error) }),
    );

  const list: SavedTheme[] = themes.data?.themes ?? [];
  return (
    <fieldset className="prop-group saved-themes">
      <legend>{t('builder.design.themes')}</legend>
      <form className="saved-themes__save" onSubmit={handleSave}>
        <label htmlFor={`${id}-name`}>{t('builder.design.saveAs')}</label>
        <div className="saved-themes__row">
          <input
            id={`${id}-name`}
            type="text"
            value={name}
            maxLength={THEME_NAME_MAX_LENGTH}
            placeholder={t('builder.design.themeName')}
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" className="button button--secondary button--small" disabled={save.isPending}>
            {t('builder.design.saveTheme')}
          </button>
        </div>
      </form>
      {themes.isError && <p className="prop-field__error">{errorMessage(themes.error)}</p>}
      {list.length > 0 && (
        <ul className="saved-themes__list" aria-label={t('builder.design.themes')}>
          {list.map((theme) => (
            <li key={theme.id} className="saved-theme">
              <span className="saved-theme__swatches" aria-hidden="true">
                {[theme.design.colour, theme.design.background, theme.design.button].map((colour, index) => (
                  <span key={index} style={{ background: colour ?? 'transparent' }} />
                ))}
              </span>
              <span className="saved-theme__name">
                {theme.name}
                {theme.isDefault && <span className="saved-theme__badge">{t('builder.design.newForms')}</span>}
              </span>
              <span className="saved-theme__actions">
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => onApply(theme.design)}
                >
                  {t.rich('builder.design.apply', { name: theme.name, hidden })}
                </button>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-pressed={theme.isDefault}
                  onClick={() => act(() => setDefault.mutateAsync(theme.isDefault ? null : theme.id))}
                >
                  {t.rich(theme.isDefault ? 'builder.design.default' : 'builder.design.useForNew', {
                    name: theme.name,
                    hidden,
                  })}
                </button>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => act(() => remove.mutateAsync(theme.id))}
                >
                  {t.rich('builder.design.delete', { name: theme.name, hidden })}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {note && (
        <p className={note.tone === 'error' ? 'prop-field__error' : 'prop-field__hint'} role="status">
          {note.text}
        </p>
      )}
    </fieldset>
  );
}
