import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  createFolderSchema,
  driveFolderSchema,
  googleDataSchema,
  googleStatusSchema,
  initSheetSchema,
  sheetListSchema,
  spreadsheetSchema,
} from '@formbuilder/core';
import type { DriveFolder, FieldMapping, GOOGLE_SCOPES, Spreadsheet } from '@formbuilder/core';
import { z } from 'zod';
import { useOwnerApi } from '../../auth/use-api';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { apiPaths } from '../../api/paths';
import { queryKeys } from '../../api/query-keys';

// The Drive and Sheets calls of the builder (docs/product.md §B7). Each returns
// {data}; a refusal is a 4xx with {message} in words, which the panels show.

export type GoogleScope = (typeof GOOGLE_SCOPES)[keyof typeof GOOGLE_SCOPES];

const authUrlAnswer = googleDataSchema(z.string());
const folderAnswer = googleDataSchema(driveFolderSchema);
const sheetsAnswer = googleDataSchema(sheetListSchema);
const initAnswer = googleDataSchema(z.object({ targetSpreadsheet: spreadsheetSchema }));

// docs/product.md §B5, folder, spreadsheet and sheet names cannot be empty: core's rules and words.
const NAME_RULES = {
  folder: createFolderSchema.shape.targetFolder.shape.name,
  spreadsheet: initSheetSchema.shape.targetSpreadsheet.shape.title,
  sheet: initSheetSchema.shape.targetSpreadsheet.shape.sheet.shape.title,
};

/** What is wrong with a Google name, in words; null when nothing is. */
export function nameProblem(kind: keyof typeof NAME_RULES, name: string): string | null {
  const checked = NAME_RULES[kind].safeParse(name);
  return checked.success ? null : (checked.error.issues[0]?.message ?? `The ${kind} name is not valid.`);
}

export interface InitSheetBody {
  token: string;
  /** Without id a new spreadsheet is made. */
  targetSpreadsheet: { title: string; id?: string; sheet: { title: string } };
  fieldMapping: FieldMapping;
}

export function useGoogleApi() {
  const { api } = useOwnerApi();
  return useMemo(
    () => ({
      /** The consent address the popup opens (docs/product.md §B4, Authentication). */
      authUrl: async (scope: readonly GoogleScope[]): Promise<string> =>
        (await api.call('POST', apiPaths.googleAuthUrl, authUrlAnswer, { body: { scope } })).data,
      createFolder: async (token: string, name: string): Promise<DriveFolder> =>
        (
          await api.call('POST', apiPaths.googleDriveFolder, folderAnswer, {
            body: { token, targetFolder: { name } },
          })
        ).data,
      /** The sheets of an existing spreadsheet. */
      sheets: async (token: string, spreadsheetId: string, signal?: AbortSignal): Promise<{ title: string }[]> =>
        (
          await api.call('POST', apiPaths.googleSheetsMapping, sheetsAnswer, {
            body: { token, spreadsheetId },
            signal,
          })
        ).data,
      initSheet: async (body: InitSheetBody): Promise<Spreadsheet> =>
        (await api.call('POST', apiPaths.googleSheetsInit, initAnswer, { body })).data.targetSpreadsheet,
    }),
    [api],
  );
}

/**
 * Whether the owner's Google grant still works and has the scopes (the product's token-info check,
 * docs/product.md §B8: when it does not, access is asked for again). Read while an integration is active.
 */
export function useGoogleStatus(enabled: boolean) {
  const { api } = useOwnerApi();
  return useQuery({
    queryKey: queryKeys.googleStatus(),
    queryFn: ({ signal }) => api.call('GET', apiPaths.googleStatus, googleStatusSchema, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** docs/product.md §B4 and §B9, the sheet selector soft-loads for 500 ms before asking. */
export const SHEET_SOFT_LOADING_MS = 500;

/** The sheets of the spreadsheet named by `spreadsheetId`, asked for once the id has settled. */
export function useSheetList(token: string, spreadsheetId: string | null) {
  const google = useGoogleApi();
  const settled = useDebouncedValue(spreadsheetId, SHEET_SOFT_LOADING_MS);
  const query = useQuery({
    queryKey: queryKeys.googleSheets(settled),
    queryFn: ({ signal }) => google.sheets(token, settled ?? '', signal),
    enabled: settled !== null && settled === spreadsheetId,
    staleTime: 60_000,
  });
  const current = spreadsheetId !== null && settled === spreadsheetId;
  return {
    sheets: current ? query.data : undefined,
    loading: spreadsheetId !== null && (!current || query.isFetching),
    error: current ? query.error : null,
  };
}
