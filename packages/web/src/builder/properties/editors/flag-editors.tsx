import { UNSELECT_BUTTON_TEXT_DEFAULT } from '@formbuilder/core';
import type { Element } from '@formbuilder/core';
import { useT } from '../../../i18n/i18n-context';
import type { OwnerMessageId } from '../../../i18n/en';
import { CheckboxProperty } from '../../fields/property-fields';
import type { PropertyEditor, PropertyEditorProps } from './editor-props';

/** An editor of one boolean field; `extra` adds fields that go with turning it on. */
function flagEditor(
  key: string,
  label: OwnerMessageId,
  hint?: OwnerMessageId,
  extra?: (element: Element) => Partial<Element>,
): PropertyEditor {
  function FlagEditor({ element, set }: PropertyEditorProps) {
    const t = useT();
    return (
      <CheckboxProperty
        label={t(label)}
        hint={hint === undefined ? undefined : t(hint)}
        checked={element[key] === true}
        onCheckedChange={(checked) => set({ [key]: checked, ...(checked && extra ? extra(element) : {}) })}
      />
    );
  }
  FlagEditor.displayName = `FlagEditor(${key})`;
  return FlagEditor;
}

// docs/product.md §B3 table
export const flagEditors = {
  required: flagEditor('required', 'builder.props.required'),
  dtStart: flagEditor('dtStart', 'builder.props.dtStart'),
  dtEnd: flagEditor('dtEnd', 'builder.props.dtEnd'),
  hidden: flagEditor('hidden', 'builder.props.hidden', 'builder.props.hiddenHint'),
  toggle: flagEditor('toggle', 'builder.props.toggle'),
  // docs/product.md §B3, unselectButtonText defaults to 'Clear Selection'
  isUnselectable: flagEditor('isUnselectable', 'builder.props.isUnselectable', undefined, (element) =>
    typeof element.unselectButtonText === 'string' && element.unselectButtonText !== ''
      ? {}
      : { unselectButtonText: UNSELECT_BUTTON_TEXT_DEFAULT },
  ),
  editor: flagEditor('editor', 'builder.props.editor', 'builder.props.editorHint'),
  editorForOptions: flagEditor('editorForOptions', 'builder.props.editorForOptions'),
  // docs/product.md §B3 table, Dropdown "a setting to mark as link" (core dropdownLink)
  isLink: flagEditor('isLink', 'builder.props.isLink', 'builder.props.isLinkHint'),
  separator: flagEditor('separator', 'builder.props.separator'),
} satisfies Record<string, PropertyEditor>;
