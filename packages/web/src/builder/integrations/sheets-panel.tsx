import type { IntegrationOf } from '@formbuilder/core';
import { useT } from '../../i18n/i18n-context';
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
  const t = useT();
  if (!form) return null;
  const { entry, display } = google;
  const spreadsheet = entry?.targetSpreadsheet;
  const paused = google.status === 'paused';

  return (
    <IntegrationPanel title="Google Sheets" id={id} onClose={onClose}>
      {display === 'description' && (
        <GoogleDescription google={google} service="Google Sheets">
          {t('builder.sheets.description')}
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
            {spreadsheet
              ? t.rich(paused ? 'builder.sheets.pausedTo' : 'builder.sheets.connectedTo', {
                  title: spreadsheet.title,
                  sheet: spreadsheet.sheet.title,
                  link: (chunks) => (
                    <a href={spreadsheetUrl(spreadsheet.id)} target="_blank" rel="noopener noreferrer">
                      {chunks}
                      <span className="visually-hidden">{t('shell.newTab')}</span>
                    </a>
                  ),
                })
              : t(paused ? 'builder.sheets.pausedNone' : 'builder.sheets.connectedNone')}
          </p>
        </GoogleActive>
      )}
    </IntegrationPanel>
  );
}
