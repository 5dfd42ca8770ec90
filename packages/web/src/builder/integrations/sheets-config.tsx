import { useId, useMemo, useState } from 'react';
import type { Form, IntegrationOf } from '@formbuilder/core';
import { errorMessage } from '../../api/client';
import { en } from '../../i18n/en';
import { useT } from '../../i18n/i18n-context';
import type { Notice } from '../../ui/live-message';
import { fieldMappingOf, initialDraft, mapsNothing, metadataChoices, questionChoices } from './field-mapping';
import { inputQuestions } from './form-questions';
import { useGoogleApi } from './google-api';
import { ConfigurationActions } from './google-parts';
import { AdvancedMapping, SimpleMapping } from './sheet-mapping';
import { SheetTargetFields, useSheetTarget } from './sheet-target';

type SheetsEntry = IntegrationOf<'GoogleSheets'>;

interface SheetsConfigurationProps {
  token: string;
  entry: SheetsEntry | undefined;
  form: Form;
  onComplete: (entry: SheetsEntry) => void;
  onCancel: () => void;
}

export const MAPPING_EMPTY = en['builder.sheets.mappingEmpty'];

/**
 * docs/product.md §B4, the spreadsheet configuration display; 'Complete Authentication' calls init
 * and keeps the spreadsheet it returns, with the mapping, in the entry. With a problem (an empty
 * sheet title above all, §B5) it does nothing but show it.
 */
export function SheetsConfiguration({ token, entry, form, onComplete, onCancel }: SheetsConfigurationProps) {
  const id = useId();
  const t = useT();
  const google = useGoogleApi();
  const target = useSheetTarget(token, entry?.targetSpreadsheet, form);
  const metadata = useMemo(() => metadataChoices(), []);
  const questions = useMemo(() => questionChoices(inputQuestions(form.props.elements)), [form.props.elements]);
  const choices = useMemo(() => [...metadata, ...questions], [metadata, questions]);
  const [draft, setDraft] = useState(() => initialDraft(entry?.fieldMapping, choices));
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const fieldMapping = fieldMappingOf(draft, choices);
  const mappingProblem = attempted && mapsNothing(fieldMapping) ? t('builder.sheets.mappingEmpty') : null;

  async function handleComplete() {
    if (busy) return;
    setAttempted(true);
    if (Object.values(target.problems(true)).some((problem) => problem !== null) || mapsNothing(fieldMapping)) return;
    setBusy(true);
    setNotice(null);
    try {
      // Each calculated value of the form's logic gets a column after the mapped ones (docs/product.md, "Logic").
      const values = (form.props.logic?.variables ?? []).map((variable) => variable.name);
      const targetSpreadsheet = await google.initSheet({
        token,
        targetSpreadsheet: target.body(),
        fieldMapping,
        ...(values.length > 0 ? { values } : {}),
      });
      onComplete({
        ...entry,
        type: 'GoogleSheets',
        targetSpreadsheet,
        fieldMapping,
        active: true,
        paused: entry?.paused ?? false,
      });
    } catch (error) {
      // docs/product.md §B8, an init failure stops the flow and clears its loading flag; the server's words are shown.
      setNotice({ tone: 'error', text: errorMessage(error) });
      setBusy(false);
    }
  }

  const mapping = { metadata, questions, draft, onChange: setDraft };
  return (
    <>
      <SheetTargetFields target={target} attempted={attempted} />
      <fieldset className="integration-panel__group">
        <legend>{t('builder.sheets.columns')}</legend>
        <label className="checkbox">
          <input
            type="checkbox"
            role="switch"
            checked={draft.advanced}
            onChange={(event) => setDraft({ ...draft, advanced: event.target.checked })}
            aria-describedby={`${id}-columns`}
          />
          <span>{t('builder.sheets.advanced')}</span>
        </label>
        <p id={`${id}-columns`} className={mappingProblem ? 'prop-field__error' : 'prop-field__hint'}>
          {mappingProblem ?? t(draft.advanced ? 'builder.sheets.advancedHint' : 'builder.sheets.simpleHint')}
        </p>
        {draft.advanced ? <AdvancedMapping {...mapping} /> : <SimpleMapping {...mapping} />}
      </fieldset>
      <ConfigurationActions busy={busy} notice={notice} onComplete={() => void handleComplete()} onCancel={onCancel} />
    </>
  );
}
