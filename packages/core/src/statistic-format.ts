// How statistics numbers read (docs/product.md §B9); zod-free, so the runtime entry can use them.

/** docs/product.md §B9, average completion time shown as mm:ss (minutes may pass 59). */
export function formatCompletionTime(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(total / 60);
  return `${String(minutes).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** docs/product.md §B9, statistics numbers shown with two decimals. */
export function formatStatisticNumber(value: number): string {
  return value.toFixed(2);
}
