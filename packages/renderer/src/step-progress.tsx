import { ENGLISH, type PageWords } from '@formbuilder/core/runtime';
import type { ReactNode } from 'react';
import { useWords } from './words';

interface StepProgressProps {
  /** 1-based. */
  readonly step: number;
  readonly count: number;
}

export const stepText = (step: number, count: number, words: PageWords = ENGLISH): string =>
  words.t('page.step', { step, count });

/**
 * Where a visitor is in a multi-page form: 'Step 2 of 3' in words and a bar
 * named by them. Each page carries its own, so the script's paging (client/pages.ts) and a
 * page without the script show the right one with nothing to update.
 */
export function StepProgress({ step, count }: StepProgressProps): ReactNode {
  const id = `fb-step-${String(step)}`;
  const words = useWords();
  return (
    <div className="fb-progress">
      <p id={id}>{stepText(step, count, words)}</p>
      <progress max={count} value={step} aria-labelledby={id} />
    </div>
  );
}
