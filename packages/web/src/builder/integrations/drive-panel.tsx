import { DEFAULT_SUBMISSION_IDENTIFIER } from '@formbuilder/core';
import type { IntegrationOf } from '@formbuilder/core';
import { useT } from '../../i18n/i18n-context';
import { useBuilderState } from '../state/builder-context';
import { DriveConfiguration } from './drive-config';
import { useGoogleIntegration } from './google-integration';
import { GoogleActive, GoogleDescription } from './google-parts';
import { IntegrationPanel } from './integration-panel';

/** docs/product.md §B4, removed: cleared to inactive. */
const CLEARED: IntegrationOf<'GoogleDrive'> = {
  type: 'GoogleDrive',
  submissionIdentifier: DEFAULT_SUBMISSION_IDENTIFIER,
  active: false,
  paused: false,
};

/** The Google Drive integration (docs/product.md §B3 GoogleDrive entry, §B4): each submission as a PDF file in a folder. */
export function DrivePanel({ id, onClose }: { id?: string; onClose?: () => void }) {
  const { form } = useBuilderState();
  const google = useGoogleIntegration('GoogleDrive', CLEARED);
  const t = useT();
  if (!form) return null;
  const { entry, display } = google;

  return (
    <IntegrationPanel title="Google Drive" id={id} onClose={onClose}>
      {display === 'description' && (
        <GoogleDescription google={google} service="Google Drive">
          {t('builder.drive.description')}
        </GoogleDescription>
      )}
      {display === 'configuration' && google.token !== null && (
        <DriveConfiguration
          token={google.token}
          entry={entry}
          form={form}
          onComplete={google.complete}
          onCancel={google.cancel}
        />
      )}
      {display === 'active' && entry && (
        <GoogleActive google={google} service="Google Drive" integration="GoogleDrive">
          <p className="auth-success" role="status">
            {t.rich(google.status === 'paused' ? 'builder.drive.paused' : 'builder.drive.connected', {
              folder: entry.targetFolder?.name ?? t('builder.drive.unnamed'),
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
          <p className="prop-field__hint">
            {t.rich('builder.drive.fileNames', {
              pattern: entry.submissionIdentifier,
              code: (chunks) => <code>{chunks}</code>,
            })}
          </p>
        </GoogleActive>
      )}
    </IntegrationPanel>
  );
}
