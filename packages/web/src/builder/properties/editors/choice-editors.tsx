import {
  ALIGNMENTS,
  DATASET_NAMES,
  RATING_TOP_LIMIT_MAX,
  RATING_TOP_LIMIT_MIN,
  ratingTopLimit,
} from '@formbuilder/core';
import type { DatasetName } from '@formbuilder/core';
import { useT } from '../../../i18n/i18n-context';
import type { OwnerMessageId } from '../../../i18n/en';
import type { Translate } from '../../../i18n/translate';
import { SelectProperty } from '../../fields/property-fields';
import { textOf } from './editor-props';
import type { PropertyEditor, PropertyEditorProps } from './editor-props';

/** The words of a stored choice ('Left', 'Stars'): the value stays, the owner reads it in their language. */
const CHOICE_WORDS: Record<string, OwnerMessageId> = {
  Left: 'builder.props.choice.Left',
  Center: 'builder.props.choice.Center',
  Right: 'builder.props.choice.Right',
  Numbers: 'builder.props.choice.Numbers',
  Stars: 'builder.props.choice.Stars',
};

const choices = (values: readonly string[], t: Translate) =>
  values.map((value) => {
    const words = CHOICE_WORDS[value];
    return { value, label: words === undefined ? value : t(words) };
  });

function choiceEditor(
  key: string,
  labelId: OwnerMessageId,
  values: readonly string[],
  fallback: string,
): PropertyEditor {
  function ChoiceEditor({ element, set }: PropertyEditorProps) {
    const t = useT();
    const value = textOf(element[key]);
    return (
      <SelectProperty
        label={t(labelId)}
        value={values.includes(value) ? value : fallback}
        options={choices(values, t)}
        onValueChange={(next) => set({ [key]: next })}
      />
    );
  }
  ChoiceEditor.displayName = `ChoiceEditor(${key})`;
  return ChoiceEditor;
}

// docs/product.md §B3, datasets selectable for a question
export const DATASET_LABELS: Record<DatasetName, OwnerMessageId> = {
  countries: 'builder.props.dataset.countries',
  countriesWithFlags: 'builder.props.dataset.countriesWithFlags',
  usStates: 'builder.props.dataset.usStates',
  months: 'builder.props.dataset.months',
  years: 'builder.props.dataset.years',
  daysOfWeek: 'builder.props.dataset.daysOfWeek',
  daysOfMonth: 'builder.props.dataset.daysOfMonth',
};

function DatasetEditor({ element, set }: PropertyEditorProps) {
  const t = useT();
  const value = element.hasDataset === true ? textOf(element.dataset) : '';
  const options: { value: DatasetName | ''; label: string }[] = [
    { value: '', label: t('builder.props.datasetNone') },
    ...DATASET_NAMES.map((name) => ({ value: name, label: t(DATASET_LABELS[name]) })),
  ];
  return (
    <SelectProperty<DatasetName | ''>
      label={t('builder.props.dataset')}
      value={(DATASET_NAMES as readonly string[]).includes(value) ? (value as DatasetName) : ''}
      options={options}
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
  const t = useT();
  return (
    <SelectProperty
      label={t('builder.props.highestRating')}
      value={String(ratingTopLimit(element))}
      options={choices(TOP_LIMITS, t)}
      onValueChange={(next) => set({ ratingScaleOptionTopLimit: Number(next) })}
    />
  );
}

// docs/product.md §B3 table (alignment default Center for headers, Left for descriptions)
export const choiceEditors = {
  alignment: choiceEditor('alignment', 'builder.props.alignment', ALIGNMENTS, 'Center'),
  ratingScaleFloat: choiceEditor('ratingScaleFloat', 'builder.props.position', ['Left', 'Center', 'Right'], 'Center'),
  ratingScaleOptionType: choiceEditor(
    'ratingScaleOptionType',
    'builder.props.showRatingsAs',
    ['Numbers', 'Stars'],
    'Numbers',
  ),
  ratingScaleOptionTopLimit: RatingTopLimitEditor,
  dataset: DatasetEditor,
} satisfies Record<string, PropertyEditor>;
