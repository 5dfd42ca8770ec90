import { LABEL_MAX_LENGTH } from '@formbuilder/core';
import { RichText } from '@formbuilder/renderer';
import type { KeyboardEvent } from 'react';
import { useT } from '../../i18n/i18n-context';
import { RecallRichText, RecallText } from '../../logic/recall-label';
import './inline-label.css';

interface InlineLabelProps {
  id: number;
  label: string;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  onRelabel: (id: number, label: string) => void;
}

/** Rich-text labels (any markup) are edited in the question's properties, not inline. */
export const hasMarkup = (label: string): boolean => /<[a-z][^>]*>/i.test(label);

/**
 * docs/product.md §B4, relabelling on the stage: plain text edited in place
 * (click the label, or the element's 'Edit label' button); Enter or Escape
 * ends editing. Rich text is edited in the properties (docs/product.md §B2). The
 * label stays plain text, so it still names the element's control.
 */
export function InlineLabel({ id, label, editing, onEditingChange, onRelabel }: InlineLabelProps) {
  const t = useT();
  if (hasMarkup(label)) return label.includes('{{') ? <RecallRichText html={label} /> : <RichText html={label} />;

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    event.stopPropagation();
    if (event.key === 'Enter' || event.key === 'Escape') {
      event.preventDefault();
      onEditingChange(false);
    }
  }

  if (!editing) {
    return (
      <span className="inline-label" onClick={() => onEditingChange(true)}>
        {label === '' ? (
          <span className="inline-label__empty">{t('builder.stage.emptyLabel')}</span>
        ) : label.includes('{{') ? (
          <RecallText text={label} />
        ) : (
          label
        )}
      </span>
    );
  }
  return (
    <input
      className="inline-label__input"
      aria-label={t('builder.stage.labelInput')}
      value={label}
      maxLength={LABEL_MAX_LENGTH}
      autoFocus
      onChange={(event) => onRelabel(id, event.target.value)}
      onBlur={() => onEditingChange(false)}
      onKeyDown={handleKeyDown}
      onClick={(event) => event.stopPropagation()}
    />
  );
}
