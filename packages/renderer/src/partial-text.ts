import { ENGLISH, type PageWords } from '@formbuilder/core/runtime';
import { fileSizeWords } from './file-types';

// The words of partial responses on the visitor's page (docs/product.md, "Partial responses"),
// shared by the server's drawing (partial.tsx) and the visitor's script (client/partial.ts).
// No React here: the visitor's script imports it.

export const PARTIAL_NOTE = 'Your answers are saved as you go.';
export const PARTIAL_SAVE_TEXT = 'Save and continue later';
export const KEPT_REMOVE_TEXT = 'Remove';

/** 'Kept: cv.pdf (120 KB)': a file the visitor's partial response keeps for a File question. */
export const keptFileText = (
  file: { readonly fileName: string; readonly size: number },
  words: PageWords = ENGLISH,
): string => words.t('partial.kept', { name: file.fileName, size: fileSizeWords(file.size) });

/** The id of a File question's list of kept files, which its Remove box is described by. */
export const keptListId = (name: string): string => `${name}-kept`;
