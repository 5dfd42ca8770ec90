import { UNSELECT_BUTTON_TEXT_DEFAULT } from '@formbuilder/core';
import type { Element } from '@formbuilder/core';
import { CheckboxProperty } from '../../fields/property-fields';
import type { PropertyEditor, PropertyEditorProps } from './editor-props';

/** An editor of one boolean field; `extra` adds fields that go with turning it on. */
function flagEditor(
  key: string,
  label: string,
  hint?: string,
  extra?: (element: Element) => Partial<Element>,
): PropertyEditor {
  function FlagEditor({ element, set }: PropertyEditorProps) {
    return (
      <CheckboxProperty
        label={label}
        hint={hint}
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
  required: flagEditor('required', 'Required'),
  dtStart: flagEditor('dtStart', 'Ask for a start date and time'),
  dtEnd: flagEditor('dtEnd', 'Ask for an end date and time'),
  hidden: flagEditor('hidden', 'Hidden', 'Keeps the field off the page; its value still comes from the address.'),
  toggle: flagEditor('toggle', 'Show as toggle switches'),
  // docs/product.md §B3, unselectButtonText defaults to 'Clear Selection'
  isUnselectable: flagEditor('isUnselectable', 'Allow clearing the selection', undefined, (element) =>
    typeof element.unselectButtonText === 'string' && element.unselectButtonText !== ''
      ? {}
      : { unselectButtonText: UNSELECT_BUTTON_TEXT_DEFAULT },
  ),
  editor: flagEditor('editor', 'Rich-text label', 'Lets the label carry formatting and images.'),
  editorForOptions: flagEditor('editorForOptions', 'Rich-text options'),
  // docs/product.md §B3 table, Dropdown "a setting to mark as link" (core dropdownLink)
  isLink: flagEditor(
    'isLink',
    'Mark as link',
    'Each option submits a web address (Name##https://…); the chosen one is offered as a link.',
  ),
  separator: flagEditor('separator', 'Show a separator line'),
} satisfies Record<string, PropertyEditor>;
