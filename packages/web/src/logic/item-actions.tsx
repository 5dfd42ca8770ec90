import { useT } from '../i18n/i18n-context';

// Move up, move down and remove for an item of a logic list (docs/product.md, "Logic": jumps,
// calculations and endings run in their order).

interface ItemActionsProps {
  /** e.g. "jump 2": the buttons are "Move jump 2 up", "Remove jump 2". */
  name: string;
  index: number;
  count: number;
  onMove?: (step: -1 | 1) => void;
  onRemove: () => void;
}

export function ItemActions({ name, index, count, onMove, onRemove }: ItemActionsProps) {
  const t = useT();
  return (
    <div className="logic-item__actions">
      {onMove && (
        <>
          <button
            type="button"
            className="button button--secondary button--small"
            aria-label={t('logic.moveUp', { name })}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            ↑
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            aria-label={t('logic.moveDown', { name })}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            ↓
          </button>
        </>
      )}
      <button
        type="button"
        className="button button--danger button--small"
        aria-label={t('logic.removeNamed', { name })}
        onClick={onRemove}
      >
        {t('logic.remove')}
      </button>
    </div>
  );
}

/** The warnings about one item, beside it. */
export function ItemWarnings({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul className="logic-item__warnings">
      {messages.map((message) => (
        <li key={message}>
          <span aria-hidden="true">⚠ </span>
          {message}
        </li>
      ))}
    </ul>
  );
}
