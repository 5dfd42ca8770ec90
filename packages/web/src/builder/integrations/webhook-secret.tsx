import type { CreatedWebhook } from '@formbuilder/core';
import { useT } from '../../i18n/i18n-context';
import { ShownOnce } from '../../ui/shown-once';

/** A new webhook's signing secret: the server keeps it and never shows it again. */
export function NewWebhookSecret({ created, onDone }: { created: CreatedWebhook; onDone: () => void }) {
  const t = useT();
  return (
    <ShownOnce
      label={t('builder.webhooks.secretRegion')}
      valueLabel={t('builder.webhooks.secretValue')}
      value={created.secret}
      onDone={onDone}
    >
      <p>
        {t.rich('builder.webhooks.secretText', {
          url: created.url,
          strong: (chunks) => <strong>{chunks}</strong>,
          address: (chunks) => <span className="webhook__url">{chunks}</span>,
        })}
      </p>
    </ShownOnce>
  );
}

/** How a receiver checks a request (Standard Webhooks). */
export function SignatureHint() {
  const t = useT();
  return (
    <details className="webhook-help">
      <summary>{t('builder.webhooks.helpSummary')}</summary>
      <p>
        {t.rich('builder.webhooks.helpText', {
          link: (chunks) => (
            <a href="https://www.standardwebhooks.com/" target="_blank" rel="noopener noreferrer">
              {chunks}
              <span className="visually-hidden">{t('shell.newTab')}</span>
            </a>
          ),
          code: (chunks) => <code>{chunks}</code>,
        })}
      </p>
    </details>
  );
}
