import { useId, useState } from 'react';
import { DEFAULT_SHEET_TITLE, GOOGLE_NAME_MAX_LENGTH, NEW_SHEET_VALUE } from '@formbuilder/core';
import type { Form, Spreadsheet } from '@formbuilder/core';
import { errorMessage } from '../../api/client';
import { useT } from '../../i18n/i18n-context';
import { spreadsheetIdOf } from './field-mapping';
import { nameProblem, useSheetList } from './google-api';

// docs/product.md §B4, the spreadsheet configuration's target: the spreadsheet name box (a 'NEW'
// badge when a new spreadsheet is made), an existing spreadsheet by its link or id, and the sheet
// dropdown ('Choose a sheet'; newSheet shows a sheet-name box, 'Sheet 1' by default).

/** The target being configured, its problems in words, and what init is sent. */
export function useSheetTarget(token: string, current: Spreadsheet | undefined, form: Form) {
  const t = useT();
  const [existing, setExisting] = useState(current !== undefined);
  const [title, setTitle] = useState(current?.title ?? form.title.slice(0, GOOGLE_NAME_MAX_LENGTH));
  const [link, setLink] = useState(current?.id ?? '');
  const [sheet, setSheet] = useState(current?.sheet.title ?? NEW_SHEET_VALUE);
  const [newSheetTitle, setNewSheetTitle] = useState(DEFAULT_SHEET_TITLE);
  const spreadsheetId = existing ? spreadsheetIdOf(link) : null;
  const list = useSheetList(token, spreadsheetId);

  // Until the list has come, the sheet already chosen stays on offer.
  const sheetTitles = !existing
    ? []
    : (list.sheets?.map((item) => item.title) ?? (sheet !== NEW_SHEET_VALUE && sheet !== '' ? [sheet] : []));
  const sheetValue = sheet === NEW_SHEET_VALUE || sheetTitles.includes(sheet) ? sheet : '';
  const sheetTitle = sheetValue === NEW_SHEET_VALUE ? newSheetTitle : sheetValue;

  function problems(attempted: boolean) {
    const linkProblem = !existing
      ? null
      : link.trim() === ''
        ? attempted
          ? t('builder.sheets.linkMissing')
          : null
        : spreadsheetId === null
          ? t('builder.sheets.notLink')
          : list.error
            ? errorMessage(list.error)
            : null;
    return {
      // docs/product.md §B5, the names cannot be empty and the sheet name box is flagged when empty.
      title: nameProblem('spreadsheet', title),
      link: linkProblem,
      sheet: sheetValue === '' && attempted ? t('builder.sheets.sheetMissing') : null,
      newSheet: sheetValue === NEW_SHEET_VALUE ? nameProblem('sheet', newSheetTitle) : null,
    };
  }

  return {
    existing,
    title,
    link,
    sheetValue,
    sheetTitles,
    newSheetTitle,
    loading: list.loading,
    problems,
    setTitle,
    setLink,
    setSheet,
    setNewSheetTitle,
    setExisting: (next: boolean) => {
      setExisting(next);
      setSheet(next ? '' : NEW_SHEET_VALUE);
    },
    /** What init is sent: without an id, a new spreadsheet is made. */
    body: () => ({
      title: title.trim(),
      ...(spreadsheetId !== null ? { id: spreadsheetId } : {}),
      sheet: { title: sheetTitle.trim() },
    }),
  };
}

export type SheetTarget = ReturnType<typeof useSheetTarget>;

export function SheetTargetFields({ target, attempted }: { target: SheetTarget; attempted: boolean }) {
  const id = useId();
  const t = useT();
  const problems = target.problems(attempted);
  const field = (name: string, problem: string | null) => ({
    id: `${id}-${name}`,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': `${id}-${name}-hint`,
  });
  const hint = (name: string, problem: string | null, words: string) => (
    <p id={`${id}-${name}-hint`} className={problem ? 'prop-field__error' : 'prop-field__hint'}>
      {problem ?? words}
    </p>
  );

  return (
    <fieldset className="integration-panel__group">
      <legend>{t('builder.sheets.spreadsheet')}</legend>
      <label className="checkbox">
        <input
          type="radio"
          name={`${id}-which`}
          checked={!target.existing}
          onChange={() => target.setExisting(false)}
        />
        <span>{t('builder.sheets.makeNew')}</span>
      </label>
      <label className="checkbox">
        <input type="radio" name={`${id}-which`} checked={target.existing} onChange={() => target.setExisting(true)} />
        <span>{t('builder.sheets.useExisting')}</span>
      </label>
      <div className="prop-field">
        <label htmlFor={`${id}-title`}>
          {t('builder.sheets.name')} {!target.existing && <span className="badge-new">{t('builder.sheets.new')}</span>}
        </label>
        <input
          type="text"
          value={target.title}
          maxLength={GOOGLE_NAME_MAX_LENGTH}
          onChange={(event) => target.setTitle(event.target.value)}
          {...field('title', problems.title)}
        />
        {hint(
          'title',
          problems.title,
          t(target.existing ? 'builder.sheets.nameHintExisting' : 'builder.sheets.nameHintNew'),
        )}
      </div>
      {target.existing && (
        <div className="prop-field">
          <label htmlFor={`${id}-link`}>{t('builder.sheets.link')}</label>
          <input
            type="text"
            value={target.link}
            onChange={(event) => target.setLink(event.target.value)}
            spellCheck={false}
            {...field('link', problems.link)}
          />
          {hint('link', problems.link, t('builder.sheets.linkHint'))}
        </div>
      )}
      <div className="prop-field">
        <label htmlFor={`${id}-sheet`}>{t('builder.sheets.sheet')}</label>
        <select
          value={target.sheetValue}
          onChange={(event) => target.setSheet(event.target.value)}
          aria-busy={target.loading || undefined}
          {...field('sheet', problems.sheet)}
        >
          <option value="" disabled>
            {t('builder.sheets.chooseSheet')}
          </option>
          {target.sheetTitles.map((title) => (
            <option key={title} value={title}>
              {title}
            </option>
          ))}
          <option value={NEW_SHEET_VALUE}>{t('builder.sheets.newSheet')}</option>
        </select>
        <p id={`${id}-sheet-hint`} className={problems.sheet ? 'prop-field__error' : 'prop-field__hint'} role="status">
          {target.loading ? (
            <>
              <span className="spinner" aria-hidden="true" /> {t('builder.sheets.loading')}
            </>
          ) : (
            (problems.sheet ?? t(target.existing ? 'builder.sheets.sheetHintExisting' : 'builder.sheets.sheetHintNew'))
          )}
        </p>
      </div>
      {target.sheetValue === NEW_SHEET_VALUE && (
        <div className="prop-field">
          <label htmlFor={`${id}-new-sheet`}>{t('builder.sheets.newSheetName')}</label>
          <input
            type="text"
            value={target.newSheetTitle}
            maxLength={GOOGLE_NAME_MAX_LENGTH}
            onChange={(event) => target.setNewSheetTitle(event.target.value)}
            {...field('new-sheet', problems.newSheet)}
          />
          {hint('new-sheet', problems.newSheet, t('builder.sheets.newSheetHint'))}
        </div>
      )}
    </fieldset>
  );
}
