import { useBuilderState } from '../state/builder-context';
import { Icon } from '../icons';
import { EmailPanel } from './email-panel';
import { integrationStatus, type IntegrationStatus } from './integration-status';
import './integrations.css';

// The integrations a form can be connected to (spec: builder §1 and §3), and the e-mail
// panel; the Google panels (description, authentication, configuration, active) come later.
const INTEGRATIONS = [
  { type: 'email', name: 'E-mail notifications', description: 'An e-mail for every submission.' },
  { type: 'GoogleDrive', name: 'Google Drive', description: 'Each submission stored as a PDF file in a folder.' },
  { type: 'GoogleSheets', name: 'Google Sheets', description: 'Each submission appended as a row of a spreadsheet.' },
] as const;

const STATUS_TEXT: Record<IntegrationStatus, string> = { active: 'Active', paused: 'Paused', off: 'Not connected' };

/** /editor/{formId}/builder/integrations: the integrations of the form and their status. */
export function IntegrationsTab() {
  const { form } = useBuilderState();
  if (!form) return null;
  return (
    <section className="properties" aria-labelledby="integrations-heading">
      <h2 id="integrations-heading" className="builder-panel__heading">
        Integrations
      </h2>
      <ul className="integrations-list">
        {INTEGRATIONS.map((integration) => {
          const status = integrationStatus(form.props.integrations.find((entry) => entry.type === integration.type));
          return (
            <li key={integration.type} className={`integrations-list__item integrations-list__item--${status}`}>
              <span className="integrations-list__status" role="img" aria-label={STATUS_TEXT[status]}>
                {status === 'active' && <Icon name="check" />}
                {status === 'paused' && <Icon name="pause" />}
              </span>
              <span>
                <strong>{integration.name}</strong>
                <span className="prop-field__hint">
                  {integration.description} {STATUS_TEXT[status]}.
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      <EmailPanel />
      <p className="prop-field__hint">Google Drive and Google Sheets cannot be connected in this version yet.</p>
    </section>
  );
}
