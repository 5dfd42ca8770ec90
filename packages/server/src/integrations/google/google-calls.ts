import { Readable } from 'node:stream';
import type { DriveFolder, Spreadsheet } from '@formbuilder/core';
import type { GoogleApis } from './google-access';
import type { SheetCell } from './sheet-rows';

// The Drive and Sheets calls of the integrations, each one request or a few.
// Values are always written RAW: Sheets keeps each answer as the text it is and never
// evaluates one as a formula ('=1+1' stays '=1+1').

const FOLDER_MIME = 'application/vnd.google-apps.folder';
const PDF_MIME = 'application/pdf';

/** A sheet's title in A1 notation: quoted, with quotes doubled ('Owner''s sheet'!A1). */
const a1 = (sheetTitle: string, cell = 'A1') => `'${sheetTitle.replace(/'/g, "''")}'!${cell}`;

const required = (value: string | null | undefined, what: string): string => {
  if (!value) throw new Error(`Google answered without ${what}.`);
  return value;
};

export async function createFolder({ drive }: GoogleApis, name: string): Promise<DriveFolder> {
  const { data } = await drive.files.create({ requestBody: { name, mimeType: FOLDER_MIME }, fields: 'id,name' });
  return { name: data.name ?? name, id: required(data.id, 'a folder id') };
}

export async function uploadPdf(
  { drive, driveRoot }: GoogleApis,
  folderId: string,
  name: string,
  pdf: Buffer,
): Promise<string> {
  const { data } = await drive.files.create(
    {
      requestBody: { name, parents: [folderId], mimeType: PDF_MIME },
      media: { mimeType: PDF_MIME, body: Readable.from(pdf) },
      fields: 'id',
    },
    { rootUrl: driveRoot },
  );
  return required(data.id, 'a file id');
}

/** The sheets of a spreadsheet, by title (docs/product.md §B7, getmapping). */
export async function listSheets(
  { sheets }: GoogleApis,
  spreadsheetId: string,
): Promise<{ spreadsheetTitle: string; sheets: { title: string }[] }> {
  const { data } = await sheets.spreadsheets.get({ spreadsheetId, fields: 'properties.title,sheets.properties.title' });
  return {
    spreadsheetTitle: data.properties?.title ?? '',
    sheets: (data.sheets ?? []).flatMap((sheet) =>
      sheet.properties?.title ? [{ title: sheet.properties.title }] : [],
    ),
  };
}

export interface SheetTarget {
  title: string;
  /** Empty or absent: a new spreadsheet. */
  id?: string | undefined;
  sheet: { title: string };
}

/**
 * docs/product.md §B7, init: a new spreadsheet with the sheet, or the sheet added to an existing
 * spreadsheet that lacks it; then the header row. Answers where the rows will go.
 */
export async function initSheet(
  apis: GoogleApis,
  target: SheetTarget,
  header: readonly SheetCell[],
): Promise<Spreadsheet> {
  const { sheets } = apis;
  const sheetTitle = target.sheet.title;
  let spreadsheet: { id: string; title: string };
  if (!target.id) {
    const { data } = await sheets.spreadsheets.create({
      requestBody: { properties: { title: target.title }, sheets: [{ properties: { title: sheetTitle } }] },
      fields: 'spreadsheetId,properties.title',
    });
    spreadsheet = {
      id: required(data.spreadsheetId, 'a spreadsheet id'),
      title: data.properties?.title ?? target.title,
    };
  } else {
    const existing = await listSheets(apis, target.id);
    spreadsheet = { id: target.id, title: existing.spreadsheetTitle || target.title };
    if (!existing.sheets.some((sheet) => sheet.title === sheetTitle)) {
      await sheets.spreadsheets.batchUpdate({
        spreadsheetId: target.id,
        requestBody: { requests: [{ addSheet: { properties: { title: sheetTitle } } }] },
      });
    }
  }
  await sheets.spreadsheets.values.update({
    spreadsheetId: spreadsheet.id,
    range: a1(sheetTitle),
    valueInputOption: 'RAW',
    requestBody: { values: [[...header]] },
  });
  return { ...spreadsheet, sheet: { title: sheetTitle } };
}

/** One submission's row under the last one. */
export async function appendRow(
  { sheets }: GoogleApis,
  spreadsheetId: string,
  sheetTitle: string,
  row: readonly SheetCell[],
): Promise<void> {
  await sheets.spreadsheets.values.append({
    spreadsheetId,
    range: a1(sheetTitle),
    valueInputOption: 'RAW',
    insertDataOption: 'INSERT_ROWS',
    requestBody: { values: [[...row]] },
  });
}
