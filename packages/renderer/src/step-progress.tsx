import type { ReactNode } from 'react';

interface StepProgressProps {
  /** 1-based. */
  readonly step: number;
  readonly count: number;
}

export const stepText = (step: number, count: number): string => `Step ${String(step)} of ${String(count)}`;

/**
 * Where a visitor is in a multi-page form: 'Step 2 of 3' in words and a bar
 * named by them. Each page carries its own, so the script's paging (client/pages.ts) and a
 * page without the script show the right one with nothing to update.
 */
export function StepProgress({ step, count }: StepProgressProps): ReactNode {
  const id = `fb-step-${String(step)}`;
  return (
    <div className="fb-progress">
      <p id={id}>{stepText(step, count)}</p>
      <progress max={count} value={step} aria-labelledby={id} />
    </div>
  );
}
