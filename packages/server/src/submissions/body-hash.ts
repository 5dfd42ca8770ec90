import { createHash } from 'node:crypto';
import type { StoredUpload } from './upload-receiver';

// A submission's Idempotency-Key is stored with a SHA-256 of its
// answers, so a retry can be told from another submission that reuses the key. The
// hash is of the answers read from the body (and each file's question, name and
// size), never of the raw bytes: a browser's retry draws a new multipart boundary.

/** Objects with their keys in one order at every level, so equal answers print alike. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, canonical(record[key])]),
    );
  }
  return value;
}

export function answersHash(answers: Record<string, unknown>, files: readonly StoredUpload[]): string {
  const described = files
    .map((f) => [f.questionId, f.fileName, f.size] as const)
    .sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : a[2] - b[2]));
  return createHash('sha256')
    .update(JSON.stringify([canonical(answers), described]))
    .digest('hex');
}
