import { formatOption, parseOptions } from '@formbuilder/core';
import { useT } from '../../../i18n/i18n-context';
import { RichTextField } from '../../rich-text/rich-text-field';
import type { PropertyEditorProps } from './editor-props';
import { OptionMoveButtons, OptionRemoveButton } from './option-buttons';
import { addOption, moveOption, removeOption } from './options-list';

/**
 * docs/product.md §B3 table, Radio `editorForOptions`: each option's displayed part
 * is edited as rich text, one editor per option, moved and removed like the
 * plain options. The submitted value (after ##) is kept, so answers, rules and
 * the correct answer still match.
 */
export function RichOptionsEditor({ element, set, formId }: PropertyEditorProps) {
  const options = parseOptions(element.options);
  const texts = element.options ?? [];
  const t = useT();

  function handleEdit(index: number, html: string) {
    const next = options.map((option, at) => (at === index ? { display: html, value: option.value } : option));
    set({ options: next.map(formatOption) }, `options:${element.id}:${String(index)}`);
  }

  return (
    <fieldset className="prop-field prop-options">
      <legend className="prop-field__label">{t('builder.props.options')}</legend>
      {options.map((option, index) => (
        <div key={index} className="prop-options__item">
          <RichTextField
            label={t('builder.props.option', { n: String(index + 1) })}
            value={option.display}
            formId={formId}
            fieldId={element.id}
            onChange={(html) => handleEdit(index, html)}
          />
          <div className="prop-options__buttons">
            <OptionMoveButtons
              index={index}
              count={texts.length}
              onMove={(to) => set({ options: moveOption(texts, index, to) })}
            />
            <OptionRemoveButton
              index={index}
              count={texts.length}
              onRemove={() => set({ options: removeOption(texts, index) })}
            />
          </div>
        </div>
      ))}
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => set({ options: addOption(texts) })}
      >
        {t('builder.props.addOption')}
      </button>
    </fieldset>
  );
}
