import {
  ENGLISH,
  acceptedFilesWords,
  answerMessagesIn,
  fileAcceptList,
  fileAccepts,
  fileMaxBytes,
  fileMaxMb,
  type Element,
  type PageWords,
} from '@formbuilder/core/runtime';
import { fieldName } from '../field';

// docs/product.md "Reach": a File question checks the chosen file's size and type before
// anything is sent, with the words the question's hint uses; the server checks again by content.

/** Why the file chosen for this File question cannot be sent, or null (none chosen, or it fits). */
export function fileProblem(form: HTMLFormElement, element: Element, words: PageWords = ENGLISH): string | null {
  const input = form.querySelector(`input[type="file"][name="${fieldName(element.id)}"]`);
  const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
  if (!file) return null;
  // The question's own largest file, else the server's (docs/product.md "Files before upload").
  if (file.size > fileMaxBytes(element)) return answerMessagesIn(words).fileTooLarge(file.name, fileMaxMb(element));
  const accept = fileAcceptList(element);
  if (!fileAccepts({ ...element, accept }, file.name, file.type)) {
    const own = typeof element.accept === 'string' && element.accept !== '' ? element.accept : undefined;
    return answerMessagesIn(words).fileType(file.name, acceptedFilesWords(own, words));
  }
  return null;
}
