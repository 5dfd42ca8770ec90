import { useId } from 'react';
import type { CreatedWebhook } from '@formbuilder/core';
import { CopyButton } from '../../ui/copy-button';

/** A new webhook's signing secret: the server keeps it and never shows it again. */
export function NewWebhookSecret({ created, onDone }: { created: CreatedWebhook; onDone: () => void }) {
  const id = useId();
  return (
    <div className="warning-box webhook-secret" role="region" aria-label="Signing secret of the new webhook">
      <p>
        <strong>Copy the signing secret now.</strong> It will not be shown again. The receiver at <span className="webhook__url">{created.url}</span> uses it to
        check each request.
      </p>
      <label htmlFor={`${id}-secret`} className="visually-hidden">
        Signing secret
      </label>
      <input id={`${id}-secret`} className="input-box webhook-secret__value" value={created.secret} readOnly spellCheck={false} onFocus={(event) => event.currentTarget.select()} />
      <div className="integration-panel__actions">
        <CopyButton text={created.secret} label="Copy" />
        <button type="button" className="button button--secondary" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}

/** How a receiver checks a request (Standard Webhooks). */
export function SignatureHint() {
  return (
    <details className="webhook-help">
      <summary>How the receiver checks a request</summary>
      <p>
        Requests follow <a href="https://www.standardwebhooks.com/" target="_blank" rel="noopener noreferrer">Standard Webhooks<span className="visually-hidden"> (opens in a new tab)</span></a>:
        each carries the headers <code>webhook-id</code>, <code>webhook-timestamp</code> and <code>webhook-signature</code>. The signature is <code>v1,</code> followed by the
        base64 HMAC-SHA256 of <code>id.timestamp.body</code>, keyed with the secret (the base64 after <code>whsec_</code>). Any Standard Webhooks library checks it for you;
        refuse requests whose timestamp is more than five minutes old.
      </p>
    </details>
  );
}
