import { getElementBehaviour, MAPPING_LABEL_MAX_LENGTH, stripHtml, truncateText } from '@formbuilder/core';
import type { Element } from '@formbuilder/core';

// The questions an integration can name: the form's input elements (those that take an answer).

export interface FormQuestion {
  id: number;
  type: string;
  /** The label as words (labels may be rich text), or the type's name when it has none. */
  title: string;
}

export function inputQuestions(elements: readonly Element[]): FormQuestion[] {
  return elements.flatMap((element) => {
    const behaviour = getElementBehaviour(element.type);
    if (behaviour?.isInput !== true) return [];
    return [
      {
        id: element.id,
        type: element.type,
        title: stripHtml(element.label ?? '') || `${behaviour.displayName} ${element.id}`,
      },
    ];
  });
}

/** docs/product.md §B4 and §B9, labels longer than 45 characters are cut with an ellipsis. */
export const shortLabel = (text: string) => truncateText(text, MAPPING_LABEL_MAX_LENGTH);
