import { normaliseTag, TAG_MAX_LENGTH } from '@formbuilder/core';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
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

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const tag = normaliseTag(text);
    if (tag !== null && !tags.includes(tag)) onChange([...tags, tag]);
    setText('');
  }

  return (
    <div className="prop-field">
      <label htmlFor={id}>Tags</label>
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
          Add tag
        </button>
      </form>
      <p className="prop-field__hint" id={`${id}-hint`}>
        Letters, digits, _ and -, up to {TAG_MAX_LENGTH} characters.
      </p>
      {tags.length > 0 && (
        <ul className="tags-editor__list" aria-label="Current tags">
          {tags.map((tag) => (
            <li key={tag} className="tag-chip">
              {tag}
              <button
                type="button"
                className="tag-chip__remove"
                aria-label={`Remove tag ${tag}`}
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
