import { useT } from '../../../i18n/i18n-context';
import { Icon } from '../../icons';

interface OptionButtonsProps {
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** Move up, move down and remove, for option `index` of `count` (the plain and the rich-text options lists). */
export function OptionMoveButtons({ index, count, onMove }: Omit<OptionButtonsProps, 'onRemove'>) {
  const t = useT();
  const n = String(index + 1);
  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label={t('builder.props.moveUp', { n })}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        <Icon name="up" />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t('builder.props.moveDown', { n })}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <Icon name="down" />
      </button>
    </>
  );
}

/** Removes option `index`; the last one stays, a choice question needs one. */
export function OptionRemoveButton({ index, count, onRemove }: Omit<OptionButtonsProps, 'onMove'>) {
  const t = useT();
  return (
    <button
      type="button"
      className="icon-button icon-button--danger"
      aria-label={t('builder.props.removeOption', { n: String(index + 1) })}
      disabled={count === 1}
      onClick={onRemove}
    >
      <Icon name="trash" />
    </button>
  );
}
