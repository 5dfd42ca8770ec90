/** Where the browser is: CHROMIUM_PATH, else Debian's package. */
export function chromiumPath(): string;
/** Headless, no sandbox, off the network. */
export const CHROMIUM_ARGS: string[];
