import type { Element } from '../schemas/element';
import { flattenText } from './answers';
import { chosenValuesText, elementOptions, formatChosenValues } from './define';
import { withDatasetOptions, type DatasetLookup } from './dataset-options';
import { getElementBehaviour } from './behaviours';

/**
 * One question's answers in words, as every reader of answers shows them (the Data screen,
 * CSV, statistics, e-mails, webhooks, Drive and Sheets): its type's formatter, with a question
 * set to a dataset reading the dataset's items as its options, so a stored 'CA' reads
 * 'California'. Made once per question: the options are read into a map here, so formatting
 * an answer costs a lookup per chosen value, not a pass over a few hundred countries.
 */
export function answerFormatter(element: Element, lookup: DatasetLookup): (answer: unknown) => string {
  const question = withDatasetOptions(element, lookup);
  const definition = getElementBehaviour(question.type);
  if (!definition) return (answer) => flattenText(answer);
  if (definition.format !== formatChosenValues) return (answer) => definition.format(question, answer);
  const displays = new Map<string, string>();
  // The first option with a value names it, as optionDisplay reads them.
  for (const option of elementOptions(question))
    if (!displays.has(option.value)) displays.set(option.value, option.display);
  return (answer) => chosenValuesText(answer, (value) => displays.get(value) ?? value);
}
