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
  const menu: MenuAction[] = [
    ...(onEditLabel ? [{ label: 'Edit label', onSelect: onEditLabel }] : []),
    { label: 'Properties', onSelect: () => actions.openProperties(id) },
    ...(ruleId !== undefined ? [{ label: 'Open its rule', onSelect: () => actions.openRule(ruleId) }] : []),
    { label: 'Move up', onSelect: () => actions.moveUp(id), disabled: isFirst },
    { label: 'Move down', onSelect: () => actions.moveDown(id), disabled: isLast },
    { label: 'Clone', onSelect: () => actions.clone(id) },
    { label: 'Delete', onSelect: () => actions.remove(id), danger: true },
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
          aria-label={`Properties: ${name}`}
          title="Properties"
          onClick={() => actions.openProperties(id)}
        >
          <Icon name="settings" />
        </button>
        <button
          type="button"
          tabIndex={-1}
          className="icon-button"
          aria-label={`Clone: ${name}`}
          title="Clone"
          onClick={() => actions.clone(id)}
        >
          <Icon name="clone" />
        </button>
        <button
          type="button"
          tabIndex={-1}
          className="icon-button icon-button--danger"
          aria-label={`Delete: ${name}`}
          title="Delete"
          onClick={() => actions.remove(id)}
        >
          <Icon name="trash" />
        </button>
        <button
          type="button"
          tabIndex={-1}
          className="icon-button"
          aria-label={`More actions: ${name}`}
          title="More actions (Shift+F10)"
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          onClick={() => onMenuOpenChange(!menuOpen)}
        >
          <Icon name="more" />
        </button>
      </span>
      {menuOpen && <ActionMenu label={`Actions: ${name}`} actions={menu} onClose={handleClose} />}
    </div>
  );
}
