import type { PropertyKey } from '../property-plan';
import { AcceptEditor } from './accept-editor';
import { choiceEditors } from './choice-editors';
import type { PropertyEditor } from './editor-props';
import { DialCodeEditor } from './dial-code-editor';
import { ExpectedAnswerEditor } from './expected-answer-editor';
import { FileSizeEditor } from './file-size-editor';
import { flagEditors } from './flag-editors';
import { ImageEditor } from './image-editor';
import { numberEditors } from './number-editors';
import { OptionsEditor } from './options-editor';
import { richTextEditors } from './rich-text-editors';
import { textEditors } from './text-editors';

/** The editor of every property key (the plan decides which an element type shows). */
export const propertyEditors: Record<PropertyKey, PropertyEditor> = {
  ...richTextEditors,
  ...textEditors,
  ...flagEditors,
  ...numberEditors,
  ...choiceEditors,
  options: OptionsEditor,
  expectedAnswer: ExpectedAnswerEditor,
  defaultDialCode: DialCodeEditor,
  uploadedImageUrl: ImageEditor,
  accept: AcceptEditor,
  maxFileMb: FileSizeEditor,
};
