import { createRequire } from 'node:module';

// Dependencies that only some requests need (the custom-CSS parser, the XLSX and ZIP writers,
// the file-type sniffer, the SVG parser, the PostgreSQL driver) are loaded the first time they
// are used, not when the server starts: each costs one to twenty megabytes the server would
// otherwise hold from its first second (docs/architecture.md, "Memory"). Node 24 loads an ES module synchronously through require,
// so a caller that cannot wait still gets the module at once.

const requireFromHere = createRequire(import.meta.url);

/** The npm package `name`, loaded on the first call and the same object on every later one. */
export function onFirstUse<T>(name: string): () => T {
  let loaded: { module: T } | undefined;
  return () => {
    loaded ??= { module: requireFromHere(name) as T };
    return loaded.module;
  };
}
