import { useId, useState } from 'react';
import type { ComponentType } from 'react';
import type { IntegrationType } from '@formbuilder/core';
import { useBuilderState, useEditorActions } from '../state/builder-context';
import { needsPublish } from '../state/selectors';
import { useT } from '../../i18n/i18n-context';
import { en } from '../../i18n/en';
import type { OwnerMessageId } from '../../i18n/en';
import { Icon } from '../icons';
import { DrivePanel } from './drive-panel';
import { EmailPanel } from './email-panel';
import { combinedStatus, type IntegrationStatus } from './integration-status';
import { SheetsPanel } from './sheets-panel';
import { WebhooksPanel } from './webhooks-panel';
import './integrations.css';

interface PanelProps {
  id?: string;
  onClose?: () => void;
}

// The integrations a form can be connected to (docs/product.md §B1 and §B3; webhooks beyond the product's core),
// each with its panel (description, configuration, active: docs/product.md §B4).
const INTEGRATIONS: readonly {
  type: IntegrationType;
  /** Its name: words of the catalogue, or a product's own name. */
  name: OwnerMessageId | { brand: string };
  description: OwnerMessageId;
  Panel: ComponentType<PanelProps>;
}[] = [
  {
    type: 'email',
    name: 'builder.integrations.email.name',
    description: 'builder.integrations.email.description',
    Panel: EmailPanel,
  },
  {
    type: 'GoogleDrive',
    name: { brand: 'Google Drive' },
    description: 'builder.integrations.drive.description',
    Panel: DrivePanel,
  },
  {
    type: 'GoogleSheets',
    name: { brand: 'Google Sheets' },
    description: 'builder.integrations.sheets.description',
    Panel: SheetsPanel,
  },
  {
    type: 'webhook',
    name: 'builder.integrations.webhooks.name',
    description: 'builder.integrations.webhooks.description',
    Panel: WebhooksPanel,
  },
];

/**
 * Submissions follow the published form, and changing an integration never publishes on its own:
 * while the draft differs from it, the tab says so and offers to publish.
 */
export const PUBLISH_NOTE = en['builder.integrations.publishNote'];

const STATUS_TEXT: Record<IntegrationStatus, OwnerMessageId> = {
  active: 'builder.integrations.status.active',
  paused: 'builder.integrations.status.paused',
  off: 'builder.integrations.status.off',
};

/** /editor/{formId}/builder/integrations: the integrations of the form, their status and their panels. */
export function IntegrationsTab() {
  const id = useId();
  const { form, published, publishing } = useBuilderState();
  const actions = useEditorActions();
  const t = useT();
  const [closed, setClosed] = useState<ReadonlySet<IntegrationType>>(new Set());
  if (!form) return null;

  const toggleId = (type: IntegrationType) => `${id}-${type}-toggle`;
  const panelId = (type: IntegrationType) => `${id}-${type}-panel`;

  function setOpen(type: IntegrationType, open: boolean) {
    setClosed((current) => {
      const next = new Set(current);
      if (open) next.delete(type);
      else next.add(type);
      return next;
    });
  }

  // docs/product.md §B2, a panel's close 'x': focus goes back to the list's Show button.
  function handleClose(type: IntegrationType) {
    setOpen(type, false);
    document.getElementById(toggleId(type))?.focus();
  }

  return (
    <section className="properties" aria-labelledby="integrations-heading">
      <h2 id="integrations-heading" className="builder-panel__heading">
        {t('builder.integrations.heading')}
      </h2>
      {form.id !== null && needsPublish(form, published) && (
        <div className="integration-panel__note integrations-publish" role="status">
          <p>{t('builder.integrations.publishNote')}</p>
          {actions && (
            <button
              type="button"
              className="button button--secondary button--small"
              aria-disabled={publishing || undefined}
              onClick={() => void actions.publish()}
            >
              {publishing ? t('builder.integrations.publishing') : t('builder.integrations.publishNow')}
            </button>
          )}
        </div>
      )}
      <ul className="integrations-list">
        {INTEGRATIONS.map(({ type, name: nameOf, description }) => {
          const name = typeof nameOf === 'string' ? t(nameOf) : nameOf.brand;
          const status = combinedStatus(form.props.integrations.filter((entry) => entry.type === type));
          const open = !closed.has(type);
          return (
            <li key={type} className={`integrations-list__item integrations-list__item--${status}`}>
              <span className="integrations-list__status" role="img" aria-label={t(STATUS_TEXT[status])}>
                {status === 'active' && <Icon name="check" />}
                {status === 'paused' && <Icon name="pause" />}
              </span>
              <span className="integrations-list__text">
                <strong>{name}</strong>
                <span className="prop-field__hint">
                  {t('builder.integrations.summary', { description: t(description), status: t(STATUS_TEXT[status]) })}
                </span>
              </span>
              <button
                type="button"
                id={toggleId(type)}
                className="integrations-list__toggle"
                aria-label={t(open ? 'builder.integrations.hideNamed' : 'builder.integrations.showNamed', { name })}
                aria-expanded={open}
                aria-controls={open ? panelId(type) : undefined}
                onClick={() => setOpen(type, !open)}
              >
                {t(open ? 'builder.integrations.hide' : 'builder.integrations.show')}
              </button>
            </li>
          );
        })}
      </ul>
      {INTEGRATIONS.map(
        ({ type, Panel }) =>
          !closed.has(type) && <Panel key={type} id={panelId(type)} onClose={() => handleClose(type)} />,
      )}
    </section>
  );
}
