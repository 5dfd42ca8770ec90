import type { IntegrationOf } from '@formbuilder/core';
import { useBuilderState } from '../state/builder-context';
import { spreadsheetUrl } from './field-mapping';
import { useGoogleIntegration } from './google-integration';
import { GoogleActive, GoogleDescription } from './google-parts';
import { IntegrationPanel } from './integration-panel';
import { SheetsConfiguration } from './sheets-config';
import './sheets.css';

/** docs/product.md §B4, removed: cleared to inactive. */
const CLEARED: IntegrationOf<'GoogleSheets'> = { type: 'GoogleSheets', active: false, paused: false };

/**
 * The Google Sheets integration (docs/product.md §B3 GoogleSheets entry, §B4): each submission
 * appended as a row. Its four displays: description, authentication (the popup), configuration, active.
 */
export function SheetsPanel({ id, onClose }: { id?: string; onClose?: () => void }) {
  const { form } = useBuilderState();
  const google = useGoogleIntegration('GoogleSheets', CLEARED);
  if (!form) return null;
  const { entry, display } = google;
  const spreadsheet = entry?.targetSpreadsheet;

  return (
    <IntegrationPanel title="Google Sheets" id={id} onClose={onClose}>
      {display === 'description' && (
        <GoogleDescription google={google} service="Google Sheets">
          Add each submission as a row of a Google spreadsheet, in the columns you choose.
        </GoogleDescription>
      )}
      {display === 'configuration' && google.token !== null && (
        <SheetsConfiguration
          token={google.token}
          entry={entry}
          form={form}
          onComplete={google.complete}
          onCancel={google.cancel}
        />
      )}
      {display === 'active' && entry && (
        <GoogleActive google={google} service="Google Sheets" integration="GoogleSheets">
          <p className="auth-success" role="status">
            {google.status === 'paused'
              ? 'Paused: submissions wait, and are added when you resume to '
              : 'Connected: each submission is added as a row to '}
            {spreadsheet ? (
              <a href={spreadsheetUrl(spreadsheet.id)} target="_blank" rel="noopener noreferrer">
                {spreadsheet.title}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : (
              'the spreadsheet'
            )}
            {spreadsheet && `, sheet “${spreadsheet.sheet.title}”`}.
          </p>
        </GoogleActive>
      )}
    </IntegrationPanel>
  );
}
