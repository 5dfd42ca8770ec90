import { normaliseTag, TAG_MAX_LENGTH } from '@formbuilder/core';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useT } from '../../i18n/i18n-context';
import { Icon } from '../icons';

interface TagsEditorProps {
  tags: readonly string[];
  onChange: (tags: string[]) => void;
}

/**
 * docs/product.md §B5, tags: 24 characters at most in the input; only the
 * leading run of letters, digits, _ and - is kept (core's normaliseTag); a
 * tag with no such run is not added.
 */
export function TagsEditor({ tags, onChange }: TagsEditorProps) {
  const id = useId();
  const [text, setText] = useState('');
  const t = useT();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const tag = normaliseTag(text);
    if (tag !== null && !tags.includes(tag)) onChange([...tags, tag]);
    setText('');
  }

  return (
    <div className="prop-field">
      <label htmlFor={id}>{t('builder.formProps.tags')}</label>
      <form className="tags-editor__add" onSubmit={handleSubmit}>
        <input
          id={id}
          type="text"
          value={text}
          maxLength={TAG_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${id}-hint`}
        />
        <button type="submit" className="button button--secondary button--small">
          {t('builder.formProps.addTag')}
        </button>
      </form>
      <p className="prop-field__hint" id={`${id}-hint`}>
        {t('builder.formProps.tagsHint', { max: TAG_MAX_LENGTH })}
      </p>
      {tags.length > 0 && (
        <ul className="tags-editor__list" aria-label={t('builder.formProps.currentTags')}>
          {tags.map((tag) => (
            <li key={tag} className="tag-chip">
              {tag}
              <button
                type="button"
                className="tag-chip__remove"
                aria-label={t('builder.formProps.removeTag', { tag })}
                onClick={() => onChange(tags.filter((item) => item !== tag))}
              >
                <Icon name="close" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
