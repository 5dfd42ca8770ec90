import {
  ALIGNMENTS,
  DATASET_NAMES,
  RATING_TOP_LIMIT_MAX,
  RATING_TOP_LIMIT_MIN,
  ratingTopLimit,
} from '@formbuilder/core';
import type { DatasetName } from '@formbuilder/core';
import { SelectProperty } from '../../fields/property-fields';
import { textOf } from './editor-props';
import type { PropertyEditor, PropertyEditorProps } from './editor-props';

const choices = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

function choiceEditor(key: string, label: string, values: readonly string[], fallback: string): PropertyEditor {
  function ChoiceEditor({ element, set }: PropertyEditorProps) {
    const value = textOf(element[key]);
    return (
      <SelectProperty
        label={label}
        value={values.includes(value) ? value : fallback}
        options={choices(values)}
        onValueChange={(next) => set({ [key]: next })}
      />
    );
  }
  ChoiceEditor.displayName = `ChoiceEditor(${key})`;
  return ChoiceEditor;
}

// docs/product.md §B3, datasets selectable for a question
export const DATASET_LABELS: Record<DatasetName, string> = {
  countries: 'Countries',
  countriesWithFlags: 'Countries with flags',
  usStates: 'US states',
  months: 'Months',
  years: 'Years',
  daysOfWeek: 'Days of the week',
  daysOfMonth: 'Days of the month',
};
const DATASET_OPTIONS: { value: DatasetName | ''; label: string }[] = [
  { value: '', label: 'None: use the options below' },
  ...DATASET_NAMES.map((name) => ({ value: name, label: DATASET_LABELS[name] })),
];

function DatasetEditor({ element, set }: PropertyEditorProps) {
  const value = element.hasDataset === true ? textOf(element.dataset) : '';
  return (
    <SelectProperty<DatasetName | ''>
      label="Options from a dataset"
      value={(DATASET_NAMES as readonly string[]).includes(value) ? (value as DatasetName) : ''}
      options={DATASET_OPTIONS}
      onValueChange={(name) =>
        set(name === '' ? { dataset: undefined, hasDataset: false } : { dataset: name, hasDataset: true })
      }
    />
  );
}

const TOP_LIMITS = Array.from({ length: RATING_TOP_LIMIT_MAX - RATING_TOP_LIMIT_MIN + 1 }, (_unused, index) =>
  String(RATING_TOP_LIMIT_MIN + index),
);

// docs/product.md §B3 and §B9, rating top limit 3 to 10, default 5
function RatingTopLimitEditor({ element, set }: PropertyEditorProps) {
  return (
    <SelectProperty
      label="Highest rating"
      value={String(ratingTopLimit(element))}
      options={choices(TOP_LIMITS)}
      onValueChange={(next) => set({ ratingScaleOptionTopLimit: Number(next) })}
    />
  );
}

// docs/product.md §B3 table (alignment default Center for headers, Left for descriptions)
export const choiceEditors = {
  alignment: choiceEditor('alignment', 'Alignment', ALIGNMENTS, 'Center'),
  ratingScaleFloat: choiceEditor('ratingScaleFloat', 'Position', ['Left', 'Center', 'Right'], 'Center'),
  ratingScaleOptionType: choiceEditor('ratingScaleOptionType', 'Show ratings as', ['Numbers', 'Stars'], 'Numbers'),
  ratingScaleOptionTopLimit: RatingTopLimitEditor,
  dataset: DatasetEditor,
} satisfies Record<string, PropertyEditor>;
