import { useId } from 'react';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context';
import { Icon } from '../icons';

interface IntegrationPanelProps {
  title: string;
  /** The id the integrations list's Show/Hide button controls. */
  id?: string | undefined;
  /** docs/product.md §B2 Integration panels, a close 'x' is always shown. */
  onClose?: (() => void) | undefined;
  children: ReactNode;
}

/** The frame of one integration's panel: its title, the close 'x', its displays. */
export function IntegrationPanel({ title, id, onClose, children }: IntegrationPanelProps) {
  const titleId = useId();
  const t = useT();
  return (
    <section id={id} className="integration-panel" aria-labelledby={titleId}>
      <div className="integration-panel__head">
        <h3 id={titleId} className="integration-panel__title">
          {title}
        </h3>
        {onClose && (
          <button
            type="button"
            className="icon-button"
            aria-label={t('builder.integrations.closeNamed', { title })}
            title={t('builder.integrations.close')}
            onClick={onClose}
          >
            <Icon name="close" />
          </button>
        )}
      </div>
      {children}
    </section>
  );
}
