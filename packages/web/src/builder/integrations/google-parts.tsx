import { useState } from 'react';
import type { ReactNode } from 'react';
import type { IntegrationType } from '@formbuilder/core';
import { useT } from '../../i18n/i18n-context';
import { LiveMessage, type Notice } from '../../ui/live-message';
import { Icon } from '../icons';
import { DeliveriesList } from './deliveries-list';
import type { GoogleControls } from './google-integration';
import { ConfirmModal } from '../../ui/confirm-modal';

// The pieces the Drive and Sheets panels share (docs/product.md §B4).

/** The description display: what the integration does, and the way in (or why there is none). */
export function GoogleDescription({
  google,
  service,
  children,
}: {
  google: GoogleControls;
  service: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <p className="integration-panel__text">{children}</p>
      {google.configured ? (
        <div className="integration-panel__actions">
          <AuthenticateButton pending={google.pending} onClick={() => void google.configure()} />
        </div>
      ) : (
        <p className="integration-panel__note">
          {t.rich('builder.google.notConfigured', { service, code: (chunks) => <code>{chunks}</code> })}
        </p>
      )}
      <LiveMessage notice={google.notice} />
    </>
  );
}

/** docs/product.md §B4, 'Authenticate with Google', disabled with a spinner while the popup is open. */
export function AuthenticateButton({ pending, onClick }: { pending: boolean; onClick: () => void }) {
  const t = useT();
  return (
    <>
      <button type="button" className="button button--primary button--small" onClick={onClick} disabled={pending}>
        {pending && <span className="spinner" aria-hidden="true" />}
        {t('builder.google.authenticate')}
      </button>
      <span className="prop-field__hint" role="status">
        {pending && t('builder.google.waiting')}
      </span>
    </>
  );
}

/** The configuration display's 'Complete Authentication' (with its spinner) and Cancel, and what they say. */
export function ConfigurationActions({
  busy,
  notice,
  onComplete,
  onCancel,
}: {
  busy: boolean;
  notice: Notice | null;
  onComplete: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <>
      <div className="integration-panel__actions">
        <button
          type="button"
          className="button button--primary button--small"
          onClick={onComplete}
          aria-disabled={busy || undefined}
        >
          {busy && <span className="spinner" aria-hidden="true" />}
          {t('builder.google.complete')}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={onCancel}>
          {t('ui.cancel')}
        </button>
      </div>
      <LiveMessage notice={notice} />
    </>
  );
}

interface GoogleActiveProps {
  google: GoogleControls;
  service: string;
  integration: Extract<IntegrationType, 'GoogleDrive' | 'GoogleSheets'>;
  /** What the integration does now (its success message). */
  children: ReactNode;
}

/**
 * docs/product.md §B4, the active display: its message, a warning when Google access is gone, PAUSE
 * (RESUME when paused), EDIT, REMOVE after confirmation (cleared to inactive), and the deliveries.
 */
export function GoogleActive({ google, service, integration, children }: GoogleActiveProps) {
  const t = useT();
  const [removing, setRemoving] = useState(false);
  const paused = google.status === 'paused';

  function handleRemove() {
    setRemoving(false);
    google.remove();
  }

  return (
    <>
      {children}
      {google.accessLost && <AccessLost google={google} service={service} />}
      <div className="integration-panel__actions">
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => google.setPaused(!paused)}
        >
          <Icon name={paused ? 'check' : 'pause'} />
          {t(paused ? 'builder.integrations.resume' : 'builder.integrations.pause')}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => void google.configure()}
          disabled={google.pending}
        >
          {google.pending ? <span className="spinner" aria-hidden="true" /> : <Icon name="pencil" />}
          {t('builder.integrations.edit')}
        </button>
        <button type="button" className="button button--danger button--small" onClick={() => setRemoving(true)}>
          <Icon name="trash" />
          {t('builder.integrations.remove')}
        </button>
      </div>
      <LiveMessage notice={google.notice} />
      {google.formId !== null && (
        <DeliveriesList
          formId={google.formId}
          integration={integration}
          label={t('builder.deliveries.to', { target: service })}
        />
      )}
      {removing && (
        <ConfirmModal
          title={t('builder.google.removeTitle', { service })}
          confirm={t('builder.integrations.remove')}
          danger
          focus="cancel"
          onConfirm={handleRemove}
          onCancel={() => setRemoving(false)}
        >
          <p>{t('builder.google.removeText', { service })}</p>
        </ConfirmModal>
      )}
    </>
  );
}

/** Access is gone (revoked, expired, or a scope is missing): ask for it again. */
function AccessLost({ google, service }: { google: GoogleControls; service: string }) {
  const t = useT();
  return (
    <div className="warning-box warning-box--notice" role="alert">
      <p>{t('builder.google.accessLost', { service })}</p>
      <div className="integration-panel__actions">
        <AuthenticateButton pending={google.pending} onClick={() => void google.configure()} />
      </div>
    </div>
  );
}
