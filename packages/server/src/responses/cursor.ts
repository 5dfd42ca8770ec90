import { DB_ID_MAX } from '@formbuilder/core';
import { badRequest } from '../http/errors';

// The list's keyset cursor: the last row's (created_at, id), opaque to callers.

export interface Position {
  createdAt: string;
  id: number;
}

export const encodeCursor = ({ createdAt, id }: Position) => Buffer.from(`${createdAt}|${id}`).toString('base64url');

export function decodeCursor(cursor: string): Position {
  const [createdAt = '', id = ''] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!/^\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(createdAt) || !/^\d{1,15}$/.test(id) || Number(id) > DB_ID_MAX)
    throw badRequest('The page cursor is not valid. Start again from the first page.');
  return { createdAt, id: Number(id) };
}
