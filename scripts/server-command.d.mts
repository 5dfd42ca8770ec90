/** The arguments after `node` in the root package.json's `serve` script, with the entry point made absolute. */
export function serverArgs(): string[];
/** A port nothing listens on, chosen by the system. */
export function freePort(): Promise<number>;
