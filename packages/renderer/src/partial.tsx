import { DROP_FILES_FIELD, STEP_FIELD } from '@formbuilder/core';
import { createContext, useContext, type ReactNode } from 'react';
import { keptFileText, keptListId } from './partial-text';
import type { PartialView } from './types';
import { useWords } from './words';

// Partial responses on the live page (docs/product.md, "Partial responses"): a form that saves
// answers as visitors go says so beside each page's buttons, offers "Save and continue later",
// and shows in each File question the files the visitor's partial response keeps. The visitor's
// script (client/partial.ts) saves as the visitor goes and draws the kept files again after
// each save, with the same markup.

type KeptFiles = PartialView['keptFiles'];

/** The kept files of the visitor's partial response, by File question id; null when the page does not save answers. */
export const KeptFilesContext = createContext<KeptFiles | null>(null);

/** The kept files of one File question (none outside a page that saves answers). */
export function useKeptFiles(id: number): KeptFiles[string] {
  return useContext(KeptFilesContext)?.[String(id)] ?? [];
}

/**
 * A File question's kept files, each "Kept: {name} ({size})", and one "Remove" box that drops
 * them (`_drop_files` = q_{id}); a new file chosen replaces them anyway.
 */
export function KeptFiles({ name, files }: { readonly name: string; readonly files: KeptFiles[string] }): ReactNode {
  const words = useWords();
  if (files.length === 0) return null;
  return (
    <div className="fb-kept" data-kept={name}>
      <ul id={keptListId(name)}>
        {files.map((file, index) => (
          <li key={index} data-file-name={file.fileName}>
            {keptFileText(file, words)}
          </li>
        ))}
      </ul>
      <label className="fb-choice fb-kept-remove">
        <input type="checkbox" name={DROP_FILES_FIELD} value={name} aria-describedby={keptListId(name)} />{' '}
        {words.t('partial.remove')}
      </label>
    </div>
  );
}

/**
 * Under each page's buttons: "Save and continue later", a submit button (`_step=save`) the
 * server answers with a resume link, and the line saying answers are saved as the visitor goes.
 * It comes after Next and Submit, so Enter in a field still presses those (the form's first
 * submit button), and it never asks the browser to check the page first.
 */
export function PartialBar(): ReactNode {
  const words = useWords();
  return (
    <div className="fb-partial-bar">
      <button
        type="submit"
        name={STEP_FIELD}
        value="save"
        formNoValidate
        className="fb-btn fb-btn-quiet fb-partial-save"
      >
        {words.t('partial.save')}
      </button>
      {/* A status: when a save fails the script writes why here, and screen readers say it. */}
      <p className="fb-partial-note" role="status">
        {words.t('partial.note')}
      </p>
    </div>
  );
}
