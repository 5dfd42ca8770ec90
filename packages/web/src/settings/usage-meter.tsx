import { useId } from 'react';
import { UNLIMITED } from '@formbuilder/core';
import { useT } from '../i18n/i18n-context';

export interface UsageMeterProps {
  label: string;
  used: number;
  /** 0 means unlimited (docs/product.md §A6). */
  limit: number;
  /** How an amount reads, e.g. '12' or '3.4 MB'. */
  format: (amount: number) => string;
}

/** Near the limit the bar turns amber, at it red (with words too, never colour alone). */
function levelOf(used: number, limit: number): 'ok' | 'near' | 'full' {
  if (used >= limit) return 'full';
  return used >= limit * 0.9 ? 'near' : 'ok';
}

/** One use against its limit: a meter with an accessible name, or 'Unlimited'. */
export function UsageMeter({ label, used, limit, format }: UsageMeterProps) {
  const labelId = useId();
  const t = useT();
  if (limit === UNLIMITED) {
    return (
      <div className="usage">
        <span id={labelId} className="usage__label">
          {label}
        </span>
        <span className="usage__value">{t('settings.usages.unlimited', { used: format(used) })}</span>
      </div>
    );
  }
  const level = levelOf(used, limit);
  const text = t('settings.usages.of', { used: format(used), limit: format(limit) });
  const percent = Math.min(100, (used / limit) * 100);
  return (
    <div className={`usage usage--${level}`}>
      <span id={labelId} className="usage__label">
        {label}
      </span>
      <span className="usage__value">
        {text}
        {level === 'full' && <strong>{t('settings.usages.full')}</strong>}
      </span>
      <div
        className="usage__bar"
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(used, limit)}
        aria-valuetext={text}
      >
        <span className="usage__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
