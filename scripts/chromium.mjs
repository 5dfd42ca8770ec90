// Debian's Chromium, headless and kept off the network (DEVELOPERS.md, "The machine"): how the
// browser journeys (e2e/) and the benches (bench/) start it. Never a downloaded browser.

/** Where the browser is: CHROMIUM_PATH, else Debian's package. */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
