import type { SchemaLoader } from './client';

// What the main chunk's calls parse with: core's schemas, loaded on first use. Screens in
// lazily loaded chunks import core's schemas directly (data/data-api.ts).

type MainChunkSchemas = typeof import('./schemas');

let loading: Promise<MainChunkSchemas> | null = null;

function loadSchemas(): Promise<MainChunkSchemas> {
  loading ??= import('./schemas').catch((error: unknown) => {
    // A chunk that failed to arrive (a flaky network) is tried again by the next call.
    loading = null;
    throw error;
  });
  return loading;
}

/** The named schema, for `api.call`: it loads while the request is under way. */
export function lazySchema<K extends keyof MainChunkSchemas>(name: K): SchemaLoader<MainChunkSchemas[K]> {
  return () => loadSchemas().then((schemas) => schemas[name]);
}
