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
  onEditLabel?: () => void;
}

/** spec: builder §2, element actions: move up, move down, clone, delete; and its properties. */
export function StageItemToolbar({ id, name, typeName, isFirst, isLast, actions, onEditLabel }: ToolbarProps) {
  return (
    <div className="stage-item__bar">
      <span className="stage-item__type">{typeName}</span>
      <span className="stage-item__actions">
        {onEditLabel && (
          <button type="button" className="icon-button" aria-label={`Edit label: ${name}`} title="Edit label" onClick={onEditLabel}>
            <Icon name="pencil" />
          </button>
        )}
        <button type="button" className="icon-button" aria-label={`Move up: ${name}`} title="Move up" disabled={isFirst} onClick={() => actions.moveUp(id)}>
          <Icon name="up" />
        </button>
        <button type="button" className="icon-button" aria-label={`Move down: ${name}`} title="Move down" disabled={isLast} onClick={() => actions.moveDown(id)}>
          <Icon name="down" />
        </button>
        <button type="button" className="icon-button" aria-label={`Clone: ${name}`} title="Clone" onClick={() => actions.clone(id)}>
          <Icon name="clone" />
        </button>
        <button type="button" className="icon-button" aria-label={`Properties: ${name}`} title="Properties" onClick={() => actions.openProperties(id)}>
          <Icon name="settings" />
        </button>
        <button type="button" className="icon-button icon-button--danger" aria-label={`Delete: ${name}`} title="Delete" onClick={() => actions.remove(id)}>
          <Icon name="trash" />
        </button>
      </span>
    </div>
  );
}
