import { useT } from '../../i18n/i18n-context';
import { ActionMenu } from '../../ui/action-menu';
import type { MenuAction } from '../../ui/action-menu';
import { Icon } from '../icons';
import type { StageActions } from './use-stage-actions';

interface ToolbarProps {
  id: number;
  name: string;
  typeName: string;
  isFirst: boolean;
  isLast: boolean;
  actions: StageActions;
  /** Starts inline relabelling; absent for elements without a plain-text label. */
  onEditLabel?: (() => void) | undefined;
  /** A rule shows, hides or listens to this element: the menu opens it. */
  ruleId: number | undefined;
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
  /** Called when the menu closes, so focus goes back to the element. */
  onMenuClosed: () => void;
}

/**
 * docs/product.md §B2, element actions: move up, move down, clone, delete; and its properties.
 * The quick buttons are for the pointer (the element itself is the one tab stop);
 * every action is also in the element's menu (its ⋯ button, or Shift+F10 on the element).
 */
export function StageItemToolbar({
  id,
  name,
  typeName,
  isFirst,
  isLast,
  actions,
  onEditLabel,
  ruleId,
  menuOpen,
  onMenuOpenChange,
  onMenuClosed,
}: ToolbarProps) {
  const t = useT();
  const menu: MenuAction[] = [
    ...(onEditLabel ? [{ label: t('builder.stage.editLabel'), onSelect: onEditLabel }] : []),
    { label: t('builder.stage.properties'), onSelect: () => actions.openProperties(id) },
    ...(ruleId !== undefined ? [{ label: t('builder.stage.openRule'), onSelect: () => actions.openRule(ruleId) }] : []),
    { label: t('builder.stage.moveUp'), onSelect: () => actions.moveUp(id), disabled: isFirst },
    { label: t('builder.stage.moveDown'), onSelect: () => actions.moveDown(id), disabled: isLast },
    { label: t('builder.stage.clone'), onSelect: () => actions.clone(id) },
    { label: t('builder.stage.delete'), onSelect: () => actions.remove(id), danger: true },
  ];

  function handleClose(chosen?: MenuAction) {
    onMenuOpenChange(false);
    onMenuClosed();
    chosen?.onSelect();
  }

  return (
    <div className="stage-item__bar">
      <span className="stage-item__type">{typeName}</span>
      <span className="stage-item__actions">
        <button
          type="button"
          tabIndex={-1}
          className="icon-button"
          aria-label={t('builder.stage.propertiesOf', { name })}
          title={t('builder.stage.properties')}
          onClick={() => actions.openProperties(id)}
        >
          <Icon name="settings" />
        </button>
        <button
          type="button"
          tabIndex={-1}
          className="icon-button"
          aria-label={t('builder.stage.cloneOf', { name })}
          title={t('builder.stage.clone')}
          onClick={() => actions.clone(id)}
        >
          <Icon name="clone" />
        </button>
        <button
          type="button"
          tabIndex={-1}
          className="icon-button icon-button--danger"
          aria-label={t('builder.stage.deleteOf', { name })}
          title={t('builder.stage.delete')}
          onClick={() => actions.remove(id)}
        >
          <Icon name="trash" />
        </button>
        <button
          type="button"
          tabIndex={-1}
          className="icon-button"
          aria-label={t('builder.stage.moreOf', { name })}
          title={t('builder.stage.more')}
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          onClick={() => onMenuOpenChange(!menuOpen)}
        >
          <Icon name="more" />
        </button>
      </span>
      {menuOpen && <ActionMenu label={t('builder.stage.actionsOf', { name })} actions={menu} onClose={handleClose} />}
    </div>
  );
}
