import { PHONE_DEFAULT_DIAL_CODE, PHONE_DIAL_CODE_DATASET } from '@formbuilder/core';
import { useT } from '../../../i18n/i18n-context';
import { SelectProperty, TextProperty } from '../../fields/property-fields';
import { useDataset } from '../../stage/use-stage-datasets';
import { textOf } from './editor-props';
import type { PropertyEditorProps } from './editor-props';

/**
 * docs/product.md §B3 and §B9, the phone's default dial code, '+1 (US)' unless chosen
 * from the dial codes dataset: always that one, whatever a stale `dataset` says.
 */
export function DialCodeEditor({ element, set }: PropertyEditorProps) {
  const t = useT();
  const items = useDataset(PHONE_DIAL_CODE_DATASET);
  const value = textOf(element.defaultDialCode) || PHONE_DEFAULT_DIAL_CODE;
  if (items.length === 0) {
    return (
      <TextProperty
        label={t('builder.props.dialCode')}
        value={value}
        onValueChange={(next) => set({ defaultDialCode: next }, `defaultDialCode:${element.id}`)}
      />
    );
  }
  const known = items.some((item) => item.value === value);
  const options = [
    ...(known ? [] : [{ value, label: value }]),
    ...items.map((item) => ({ value: item.value, label: item.display })),
  ];
  return (
    <SelectProperty
      label={t('builder.props.dialCode')}
      value={value}
      options={options}
      onValueChange={(next) => set({ defaultDialCode: next })}
    />
  );
}
