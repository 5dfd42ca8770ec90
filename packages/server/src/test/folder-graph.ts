import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The server's folders and which import which, read from the import statements of its sources,
// so that a folder importing one that imports it back shows. Tests (*.test.ts) are left out: they
// sit above everything. The test support (test/ and every *-testing.ts) counts as one folder,
// test, which may import anything and which no application folder may import.

/** One import that crosses from one folder into another. */
export interface FolderImport {
  from: string;
  to: string;
  /** The importing file and what it names, for the message. */
  line: string;
}

/** The folder a source file (its path under src, with `/`) belongs to. */
export function folderOf(file: string): string {
  if (/-testing\.ts$/.test(file)) return 'test';
  const parts = file.split('/').slice(0, -1);
  if (parts.length === 0) return '.';
  // Each integration is a folder of its own; any other nested folder belongs to its top folder.
  return parts[0] === 'integrations' && parts[1] ? `integrations/${parts[1]}` : (parts[0] ?? '.');
}

/** The server's sources, by path under `srcDir`, tests left out. */
export function readSources(srcDir: string): Map<string, string> {
  const sources = new Map<string, string>();
  for (const entry of fs.readdirSync(srcDir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(entry) || /\.test\.tsx?$/.test(entry)) continue;
    sources.set(entry.split(path.sep).join('/'), fs.readFileSync(path.join(srcDir, entry), 'utf8'));
  }
  return sources;
}

/** Every import from one folder into another (relative specifiers that stay under src). */
export function folderImports(sources: ReadonlyMap<string, string>): FolderImport[] {
  const imports: FolderImport[] = [];
  for (const [file, text] of sources) {
    const { importedFiles } = ts.preProcessFile(text, true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), fileName));
      if (target.startsWith('..')) continue;
      const from = folderOf(file);
      const to = folderOf(target);
      if (from !== to) imports.push({ from, to, line: `${file} imports '${fileName}'` });
    }
  }
  return imports;
}

/**
 * The groups of folders that reach one another through their imports (strongly connected
 * components of more than one folder), each with the imports inside it; empty when the
 * folders form layers.
 */
export function folderCycles(imports: readonly FolderImport[]): { folders: string[]; imports: string[] }[] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    if (!next.has(from)) next.set(from, new Set());
    next.get(from)?.add(to);
  }
  // Tarjan's algorithm.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (folder: string): void => {
    index.set(folder, counter);
    low.set(folder, counter++);
    stack.push(folder);
    onStack.add(folder);
    for (const to of next.get(folder) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(folder, Math.min(low.get(folder) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) low.set(folder, Math.min(low.get(folder) ?? 0, index.get(to) ?? 0));
    }
    if (low.get(folder) !== index.get(folder)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== folder);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const folder of [...next.keys()].sort()) if (!index.has(folder)) visit(folder);
  return groups.map((folders) => ({
    folders,
    imports: imports
      .filter(({ from, to }) => folders.includes(from) && folders.includes(to))
      .map(({ from, to, line }) => `${from} → ${to}: ${line}`)
      .sort(),
  }));
}
