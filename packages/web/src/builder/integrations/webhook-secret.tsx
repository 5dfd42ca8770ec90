import type { CreatedWebhook } from '@formbuilder/core';
import { ShownOnce } from '../../ui/shown-once';

/** A new webhook's signing secret: the server keeps it and never shows it again. */
export function NewWebhookSecret({ created, onDone }: { created: CreatedWebhook; onDone: () => void }) {
  return (
    <ShownOnce
      label="Signing secret of the new webhook"
      valueLabel="Signing secret"
      value={created.secret}
      onDone={onDone}
    >
      <p>
        <strong>Copy the signing secret now.</strong> It will not be shown again. The receiver at{' '}
        <span className="webhook__url">{created.url}</span> uses it to check each request.
      </p>
    </ShownOnce>
  );
}

/** How a receiver checks a request (Standard Webhooks). */
export function SignatureHint() {
  return (
    <details className="webhook-help">
      <summary>How the receiver checks a request</summary>
      <p>
        Requests follow{' '}
        <a href="https://www.standardwebhooks.com/" target="_blank" rel="noopener noreferrer">
          Standard Webhooks<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        : each carries the headers <code>webhook-id</code>, <code>webhook-timestamp</code> and{' '}
        <code>webhook-signature</code>. The signature is <code>v1,</code> followed by the base64 HMAC-SHA256 of{' '}
        <code>id.timestamp.body</code>, keyed with the secret (the base64 after <code>whsec_</code>). Any Standard
        Webhooks library checks it for you; refuse requests whose timestamp is more than five minutes old.
      </p>
    </details>
  );
}
