import { useId } from 'react';
import type { ReactNode } from 'react';
import './ui.css';

export interface TooltipProps {
  /** The tooltip's words, shown on hover and on keyboard focus. */
  text: string;
  /** Renders the described control; give it `aria-describedby={describedBy}`. */
  children: (describedBy: string) => ReactNode;
}

/**
 * A tooltip that also works on disabled actions: the control should use
 * `aria-disabled` rather than `disabled`, so that it stays focusable and
 * keyboard users reach the explanation too.
 */
export function Tooltip({ text, children }: TooltipProps) {
  const id = useId();
  return (
    <span className="tooltip">
      {children(id)}
      <span id={id} role="tooltip" className="tooltip__bubble">
        {text}
      </span>
    </span>
  );
}
