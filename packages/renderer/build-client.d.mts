// Types of build-client.mjs for the tests that call it (build-client.test.ts).
import type { StdinOptions } from 'esbuild';

export const CLIENT_ENTRY: string;
export const CLIENT_OUTFILE: string;
export const CLIENT_BUDGET_GZIP_BYTES: number;

export interface ClientBundle {
  code: string;
  raw: number;
  gzipped: number;
  /** The bundle's input files, as esbuild's metafile names them. */
  inputs: string[];
  hasReact: boolean;
  /** Inputs under node_modules/zod: must be none. */
  zodInputs: string[];
  importers: Map<string, string[]>;
}

export function bundleClient(source?: { entryPoints: string[] } | { stdin: StdinOptions }): Promise<ClientBundle>;
export function zodImporters(bundle: ClientBundle): string[];
