import { useId, useState } from 'react';
import { DEFAULT_SUBMISSION_IDENTIFIER, GOOGLE_NAME_MAX_LENGTH } from '@formbuilder/core';
import type { Form, IntegrationOf } from '@formbuilder/core';
import { errorMessage } from '../../api/client';
import { useT } from '../../i18n/i18n-context';
import type { Notice } from '../../ui/live-message';
import { FileNamePattern } from './file-name-pattern';
import { inputQuestions } from './form-questions';
import { nameProblem, useGoogleApi } from './google-api';
import { ConfigurationActions } from './google-parts';

type DriveEntry = IntegrationOf<'GoogleDrive'>;

interface DriveConfigurationProps {
  token: string;
  entry: DriveEntry | undefined;
  form: Form;
  onComplete: (entry: DriveEntry) => void;
  onCancel: () => void;
}

/**
 * docs/product.md §B4, the Drive configuration display: the folder (made here by name: there is no
 * Google folder picker in this version) and the file name pattern; 'Complete Authentication'
 * makes the folder and turns the integration on.
 */
export function DriveConfiguration({ token, entry, form, onComplete, onCancel }: DriveConfigurationProps) {
  const id = useId();
  const t = useT();
  const google = useGoogleApi();
  const existing = entry?.targetFolder;
  const [makeFolder, setMakeFolder] = useState(!existing);
  const [folderName, setFolderName] = useState(form.title.slice(0, GOOGLE_NAME_MAX_LENGTH));
  const [pattern, setPattern] = useState(entry?.submissionIdentifier ?? DEFAULT_SUBMISSION_IDENTIFIER);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  // docs/product.md §B5, names cannot be empty: the box is flagged and nothing is sent.
  const folderProblem = makeFolder ? nameProblem('folder', folderName) : null;
  const patternEmpty = pattern.trim() === '';

  async function handleComplete() {
    if (busy || folderProblem !== null || patternEmpty) return;
    setBusy(true);
    setNotice(null);
    try {
      const targetFolder = makeFolder || !existing ? await google.createFolder(token, folderName.trim()) : existing;
      onComplete({
        ...entry,
        type: 'GoogleDrive',
        targetFolder,
        submissionIdentifier: pattern.trim(),
        active: true,
        paused: entry?.paused ?? false,
      });
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error) });
      setBusy(false);
    }
  }

  return (
    <>
      <fieldset className="integration-panel__group">
        <legend>{t('builder.drive.folder')}</legend>
        {existing && (
          <>
            <label className="checkbox">
              <input type="radio" name={`${id}-folder`} checked={!makeFolder} onChange={() => setMakeFolder(false)} />
              <span>
                {t.rich('builder.drive.keepFolder', {
                  name: existing.name,
                  strong: (chunks) => <strong>{chunks}</strong>,
                })}
              </span>
            </label>
            <label className="checkbox">
              <input type="radio" name={`${id}-folder`} checked={makeFolder} onChange={() => setMakeFolder(true)} />
              <span>{t('builder.drive.makeFolder')}</span>
            </label>
          </>
        )}
        {makeFolder && (
          <div className="prop-field">
            <label htmlFor={`${id}-folder-name`}>{t('builder.drive.folderName')}</label>
            <input
              id={`${id}-folder-name`}
              type="text"
              value={folderName}
              maxLength={GOOGLE_NAME_MAX_LENGTH}
              onChange={(event) => setFolderName(event.target.value)}
              aria-invalid={folderProblem ? true : undefined}
              aria-describedby={`${id}-folder-hint`}
            />
            <p id={`${id}-folder-hint`} className={folderProblem ? 'prop-field__error' : 'prop-field__hint'}>
              {folderProblem ?? t('builder.drive.folderHint')}
            </p>
          </div>
        )}
      </fieldset>
      <FileNamePattern value={pattern} onChange={setPattern} questions={inputQuestions(form.props.elements)} />
      <ConfigurationActions busy={busy} notice={notice} onComplete={() => void handleComplete()} onCancel={onCancel} />
    </>
  );
}
