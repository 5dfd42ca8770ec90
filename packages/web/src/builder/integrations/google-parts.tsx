import type { ReactNode } from 'react';
import { LiveMessage } from '../../ui/live-message';
import { Modal } from '../../ui/modal';
import { Icon } from '../icons';
import type { GoogleControls } from './google-integration';

// The pieces the Drive and Sheets panels share (spec: builder §4).

/** The description display: what the integration does, and the way in (or why there is none). */
export function GoogleDescription({ google, service, children }: { google: GoogleControls; service: string; children: ReactNode }) {
  return (
    <>
      <p className="integration-panel__text">{children}</p>
      {google.configured ? (
        <div className="integration-panel__actions">
          <AuthenticateButton pending={google.pending} onClick={() => void google.configure()} />
        </div>
      ) : (
        <p className="integration-panel__note">
          {service} cannot be connected on this server: the administrator has not configured Google (<code>GOOGLE_CLIENT_ID</code> and{' '}
          <code>GOOGLE_CLIENT_SECRET</code>).
        </p>
      )}
      <LiveMessage notice={google.notice} />
    </>
  );
}

/** spec: builder §4, 'Authenticate with Google', disabled with a spinner while the popup is open. */
export function AuthenticateButton({ pending, onClick }: { pending: boolean; onClick: () => void }) {
  return (
    <>
      <button type="button" className="button button--primary button--small" onClick={onClick} disabled={pending}>
        {pending && <span className="spinner" aria-hidden="true" />}
        Authenticate with Google
      </button>
      <span className="prop-field__hint" role="status">
        {pending && 'Waiting for Google: finish in the window that opened.'}
      </span>
    </>
  );
}

/** spec: builder §4, the active display's PAUSE (RESUME when paused), EDIT and REMOVE. */
export function ActiveActions({ google, onRemove }: { google: GoogleControls; onRemove: () => void }) {
  const paused = google.status === 'paused';
  return (
    <div className="integration-panel__actions">
      <button type="button" className="button button--secondary button--small" onClick={() => google.setPaused(!paused)}>
        <Icon name={paused ? 'check' : 'pause'} />
        {paused ? 'Resume' : 'Pause'}
      </button>
      <button type="button" className="button button--secondary button--small" onClick={() => void google.configure()} disabled={google.pending}>
        {google.pending ? <span className="spinner" aria-hidden="true" /> : <Icon name="pencil" />}
        Edit
      </button>
      <button type="button" className="button button--danger button--small" onClick={onRemove}>
        <Icon name="trash" />
        Remove
      </button>
    </div>
  );
}

/** Access is gone (revoked, expired, or a scope is missing): ask for it again. */
export function AccessLost({ google, service }: { google: GoogleControls; service: string }) {
  return (
    <div className="integration-panel__warning" role="alert">
      <p>Google no longer lets this form reach your {service}: access was withdrawn or is missing a permission. Authenticate again to go on.</p>
      <div className="integration-panel__actions">
        <AuthenticateButton pending={google.pending} onClick={() => void google.configure()} />
      </div>
    </div>
  );
}

/** spec: builder §4, an integration is removed after confirmation. */
export function RemoveDialog({ service, onRemove, onClose }: { service: string; onRemove: () => void; onClose: () => void }) {
  return (
    <Modal
      title={`Remove ${service}?`}
      tone="danger"
      onClose={onClose}
      onEnter={onRemove}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onClose} data-autofocus>
            Cancel
          </button>
          <button type="button" className="button button--danger" onClick={onRemove}>
            Remove
          </button>
        </>
      }
    >
      <p>New submissions will no longer reach {service}. What is already there stays. You can connect it again later.</p>
    </Modal>
  );
}
