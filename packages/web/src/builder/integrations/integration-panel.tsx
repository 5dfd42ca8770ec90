import { useId } from 'react';
import type { ReactNode } from 'react';
import { Modal } from '../../ui/modal';
import { Icon } from '../icons';

interface IntegrationPanelProps {
  title: string;
  /** The id the integrations list's Show/Hide button controls. */
  id?: string | undefined;
  /** spec: builder §2 Integration panels, a close 'x' is always shown. */
  onClose?: (() => void) | undefined;
  children: ReactNode;
}

/** The frame of one integration's panel: its title, the close 'x', its displays. */
export function IntegrationPanel({ title, id, onClose, children }: IntegrationPanelProps) {
  const titleId = useId();
  return (
    <section id={id} className="integration-panel" aria-labelledby={titleId}>
      <div className="integration-panel__head">
        <h3 id={titleId} className="integration-panel__title">
          {title}
        </h3>
        {onClose && (
          <button type="button" className="icon-button" aria-label={`Close ${title}`} title="Close" onClick={onClose}>
            <Icon name="close" />
          </button>
        )}
      </div>
      {children}
    </section>
  );
}


interface ConfirmRemoveProps {
  title: string;
  onRemove: () => void;
  onClose: () => void;
  /** While the removal is under way the button says so and waits. */
  pending?: boolean;
  children: ReactNode;
}

/** spec: builder §4, an integration (or a webhook) is removed only after this confirmation. */
export function ConfirmRemove({ title, onRemove, onClose, pending = false, children }: ConfirmRemoveProps) {
  return (
    <Modal
      title={title}
      tone="danger"
      onClose={onClose}
      onEnter={onRemove}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onClose} data-autofocus>
            Cancel
          </button>
          <button type="button" className="button button--danger" onClick={onRemove} disabled={pending}>
            {pending ? 'Removing…' : 'Remove'}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
