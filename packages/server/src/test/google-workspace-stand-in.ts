import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';

// The Drive v3 and Sheets v4 calls the Google integrations make, served the way
// Google serves them, with what they received kept for tests to read. The request shapes are
// those the googleapis client sends (googleapis-common's createAPIRequest): JSON bodies, a
// multipart/related upload, the A1 range as one encoded path segment.

export interface StandInFolder {
  id: string;
  name: string;
  parents: string[];
}
export interface StandInFile extends StandInFolder {
  mimeType: string;
  bytes: Buffer;
}
export interface StandInSheet {
  title: string;
  /** Row 1 first; cells as sent. */
  rows: unknown[][];
}
export interface StandInSpreadsheet {
  id: string;
  title: string;
  sheets: StandInSheet[];
}
export interface StandInWrite {
  spreadsheetId: string;
  call: 'update' | 'append';
  range: string;
  valueInputOption: string | null;
  insertDataOption: string | null;
  values: unknown[][];
}

export interface WorkspaceState {
  folders: StandInFolder[];
  files: StandInFile[];
  spreadsheets: StandInSpreadsheet[];
  writes: StandInWrite[];
}

/** Sends a JSON answer; true, so a handler can `return reply(…)`. */
type Reply = (status: number, body: unknown) => true;

export const googleError = (code: number, message: string, status: string) => ({
  error: { code, message, status, errors: [{ message, reason: status.toLowerCase() }] },
});
const notFound = (what: string) => googleError(404, `Requested entity was not found: ${what}.`, 'NOT_FOUND');
const badRequest = (message: string) => googleError(400, message, 'INVALID_ARGUMENT');
const SCOPES = {
  drive: 'https://www.googleapis.com/auth/drive.file',
  spreadsheets: 'https://www.googleapis.com/auth/spreadsheets',
};
const newId = () => randomBytes(12).toString('base64url');

/** 'Sheet 1'!A1 or Sheet1!B3:Z3 → the sheet title and the first row number. */
function parseRange(range: string): { title: string; row: number } | null {
  const match = /^(?:'((?:[^']|'')+)'|([^!']+))!(?:[A-Z]+)(\d+)(?::[A-Z]+\d*)?$/.exec(range);
  if (!match) return null;
  return { title: (match[1] ?? match[2] ?? '').replace(/''/g, "'"), row: Number(match[3]) };
}

/** The parts of a multipart/related body: each its content type and bytes. */
function multipartParts(body: Buffer, contentType: string): { type: string; data: Buffer }[] {
  const boundary = /boundary=([^;]+)/.exec(contentType)?.[1];
  if (!boundary) return [];
  const parts: { type: string; data: Buffer }[] = [];
  const delimiter = Buffer.from(`--${boundary}`);
  let at = body.indexOf(delimiter);
  while (at !== -1) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, start);
    if (next === -1) break;
    const part = body.subarray(start + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, split).toString();
    parts.push({ type: /content-type:\s*([^\r\n;]+)/i.exec(headers)?.[1] ?? '', data: part.subarray(split + 4) });
    at = next;
  }
  return parts;
}

export const isWorkspacePath = (pathname: string) =>
  /^\/(?:v4\/spreadsheets|drive\/v3\/|upload\/drive\/v3\/)/.test(pathname);

export function createWorkspace() {
  const state: WorkspaceState = { folders: [], files: [], spreadsheets: [], writes: [] };
  const spreadsheetOf = (id: string) => state.spreadsheets.find((s) => s.id === id);
  const present = (s: StandInSpreadsheet) => ({
    spreadsheetId: s.id,
    properties: { title: s.title },
    sheets: s.sheets.map((sheet, index) => ({ properties: { sheetId: index, title: sheet.title, index } })),
    spreadsheetUrl: `https://docs.google.com/spreadsheets/d/${s.id}/edit`,
  });

  function drive(req: IncomingMessage, url: URL, body: Buffer, reply: Reply): boolean {
    if (req.method !== 'POST') return false;
    if (url.pathname === '/drive/v3/files') {
      const meta = JSON.parse(body.toString() || '{}') as { name?: string; mimeType?: string; parents?: string[] };
      if (meta.mimeType !== 'application/vnd.google-apps.folder')
        return reply(400, badRequest('Only folders are made here.'));
      if (!meta.name?.trim()) return reply(400, badRequest('A name is required.'));
      const folder = { id: newId(), name: meta.name, parents: meta.parents ?? ['root'] };
      state.folders.push(folder);
      return reply(200, { kind: 'drive#file', id: folder.id, name: folder.name, mimeType: meta.mimeType });
    }
    if (url.pathname === '/upload/drive/v3/files') {
      if (url.searchParams.get('uploadType') !== 'multipart')
        return reply(400, badRequest('Only multipart uploads are answered here.'));
      const [metaPart, media] = multipartParts(body, req.headers['content-type'] ?? '');
      if (metaPart?.type !== 'application/json' || !media)
        return reply(400, badRequest('Expected metadata and media parts.'));
      const meta = JSON.parse(metaPart.data.toString()) as { name?: string; parents?: string[]; mimeType?: string };
      const parents = meta.parents ?? ['root'];
      const missing = parents.find(
        (parent) => parent !== 'root' && !state.folders.some((folder) => folder.id === parent),
      );
      if (missing) return reply(404, notFound(`File not found: ${missing}`));
      const file = {
        id: newId(),
        name: meta.name ?? 'Untitled',
        parents,
        mimeType: meta.mimeType ?? media.type,
        bytes: Buffer.from(media.data),
      };
      state.files.push(file);
      return reply(200, { kind: 'drive#file', id: file.id, name: file.name, mimeType: file.mimeType });
    }
    return false;
  }

  function sheets(req: IncomingMessage, url: URL, body: Buffer, reply: Reply): boolean {
    const json = () => JSON.parse(body.toString() || '{}') as Record<string, unknown>;
    if (req.method === 'POST' && url.pathname === '/v4/spreadsheets') {
      const input = json() as { properties?: { title?: string }; sheets?: { properties?: { title?: string } }[] };
      const titles = (input.sheets ?? []).map((sheet) => sheet.properties?.title ?? 'Sheet1');
      const created = {
        id: newId(),
        title: input.properties?.title ?? 'Untitled spreadsheet',
        sheets: (titles.length > 0 ? titles : ['Sheet1']).map((title) => ({ title, rows: [] })),
      };
      state.spreadsheets.push(created);
      return reply(200, present(created));
    }
    const match = /^\/v4\/spreadsheets\/([^/:]+)(?::batchUpdate|\/values\/([^/]+?)(:append)?)?$/.exec(url.pathname);
    if (!match?.[1]) return false;
    const spreadsheet = spreadsheetOf(decodeURIComponent(match[1]));
    if (!spreadsheet) return reply(404, notFound('spreadsheet'));
    const isBatch = url.pathname.endsWith(':batchUpdate');
    if (req.method === 'GET' && !isBatch && match[2] === undefined) return reply(200, present(spreadsheet));
    if (req.method === 'POST' && isBatch) {
      const requests = (json().requests ?? []) as { addSheet?: { properties?: { title?: string } } }[];
      const replies = [];
      for (const request of requests) {
        const title = request.addSheet?.properties?.title;
        if (!title) return reply(400, badRequest('Only addSheet with a title is answered here.'));
        if (spreadsheet.sheets.some((sheet) => sheet.title === title))
          return reply(400, badRequest(`A sheet with the name "${title}" already exists.`));
        spreadsheet.sheets.push({ title, rows: [] });
        replies.push({ addSheet: { properties: { sheetId: spreadsheet.sheets.length - 1, title } } });
      }
      return reply(200, { spreadsheetId: spreadsheet.id, replies });
    }
    if (match[2] === undefined) return false;
    const range = decodeURIComponent(match[2]);
    const where = parseRange(range);
    const sheet = spreadsheet.sheets.find((s) => s.title === where?.title);
    if (!where || !sheet) return reply(400, badRequest(`Unable to parse range: ${range}`));
    const values = (json().values ?? []) as unknown[][];
    const valueInputOption = url.searchParams.get('valueInputOption');
    if (valueInputOption !== 'RAW' && valueInputOption !== 'USER_ENTERED')
      return reply(400, badRequest("'valueInputOption' is required."));
    const append = match[3] !== undefined;
    if (append ? req.method !== 'POST' : req.method !== 'PUT') return false;
    state.writes.push({
      spreadsheetId: spreadsheet.id,
      call: append ? 'append' : 'update',
      range,
      valueInputOption,
      insertDataOption: url.searchParams.get('insertDataOption'),
      values,
    });
    const firstRow = append ? Math.max(sheet.rows.length + 1, where.row) : where.row;
    values.forEach((row, index) => {
      while (sheet.rows.length < firstRow - 1 + index) sheet.rows.push([]);
      sheet.rows[firstRow - 1 + index] = row;
    });
    const written = {
      spreadsheetId: spreadsheet.id,
      updatedRange: `'${sheet.title}'!A${firstRow}`,
      updatedRows: values.length,
    };
    return reply(200, append ? { spreadsheetId: spreadsheet.id, tableRange: range, updates: written } : written);
  }

  /** Answers a Drive or Sheets call (isWorkspacePath) made with these scopes. */
  function handle(req: IncomingMessage, res: ServerResponse, url: URL, body: Buffer, scopes: readonly string[]): void {
    const reply: Reply = (status, answer) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(answer));
      return true;
    };
    const isSheets = url.pathname.startsWith('/v4/');
    if (!scopes.includes(isSheets ? SCOPES.spreadsheets : SCOPES.drive)) {
      reply(403, googleError(403, 'Request had insufficient authentication scopes.', 'PERMISSION_DENIED'));
      return;
    }
    if (!(isSheets ? sheets : drive)(req, url, body, reply)) reply(404, notFound(url.pathname));
  }

  return { state, handle };
}
