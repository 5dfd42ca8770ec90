// The builder's budgets (docs/architecture.md, "Budgets"; docs/product.md §B2): on a 300-question
// form, adding, moving and relabelling an element each cost under 16 ms of
// script (one frame); the builder route loads at most 350 KB of gzipped
// JavaScript; /forms loads none of the builder's code.
import { createLargeForm, launchChromium, signedInPage } from './builder-support.mjs';
import { signUpOwner, startServer } from './support.mjs';
import { gzipKb, scriptsLoaded, scriptTime } from './builder-measure.mjs';

export const name = 'builder: 300-question form, script time per change and route JavaScript';
const QUESTIONS = 300;
const FRAME_MS = 16;
const BUILDER_JS_KB = 350;
const BUILDER_CHUNK = /^editor-routes-/;

// Elements are found before the clock starts: finding one by role among 300
// is the test tool's own script time, not the builder's.
async function measureChanges(page, cdp) {
  const palette = await page.getByRole('button', { name: 'E-mail', exact: true }).elementHandle();
  const add = await scriptTime(page, cdp, () => palette.evaluate((button) => button.click()));
  const moveDown = await page.getByRole('button', { name: 'Move down: Question 150', exact: true }).elementHandle();
  const move = await scriptTime(page, cdp, () => moveDown.evaluate((button) => button.click()));
  await page.getByRole('button', { name: 'Edit label: Question 10', exact: true }).click();
  const input = await page.getByRole('textbox', { name: 'Label', exact: true }).elementHandle();
  const relabel = await scriptTime(page, cdp, () =>
    input.evaluate((element) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      setValue.call(element, `${element.value}x`);
      element.dispatchEvent(new Event('input', { bubbles: true }));
    }),
  );
  const count = await page.getByRole('list', { name: 'Form elements' }).getByRole('listitem').count();
  return { add, move, relabel, count };
}

export async function run() {
  const server = await startServer();
  const browser = await launchChromium();
  try {
    const login = await signUpOwner(server.url);
    const formId = await createLargeForm(server, login, QUESTIONS);

    const formsPage = await signedInPage(browser, server, login);
    const formsScripts = await scriptsLoaded(formsPage, () => formsPage.goto(`${server.url}/forms`));

    const page = await signedInPage(browser, server, login);
    const builderScripts = await scriptsLoaded(page, async () => {
      await page.goto(`${server.url}/editor/${formId}/builder`);
      await page.getByRole('listitem', { name: `Question ${QUESTIONS}` }).waitFor();
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const changes = await measureChanges(page, cdp);

    const builderKb = gzipKb(builderScripts);
    const formsLoadsBuilder = formsScripts.some((file) => BUILDER_CHUNK.test(file));
    const richTextOnBuilder = builderScripts.some((file) => file.startsWith('rich-text-editor-'));
    const ms = (sample) => `median ${sample.median.toFixed(1)} ms, worst ${sample.worst.toFixed(1)} ms`;
    return {
      ...changes,
      builderKb,
      formsLoadsBuilder,
      builderChunkLoaded: builderScripts.some((file) => BUILDER_CHUNK.test(file)),
      lines: [
        `stage: ${changes.count} elements`,
        `add (palette, before the submit button): ${ms(changes.add)}`,
        `move down: ${ms(changes.move)}`,
        `relabel (one keystroke, inline): ${ms(changes.relabel)}`,
        `builder route JavaScript: ${builderKb.toFixed(1)} KB gzipped (${builderScripts.join(', ')})`,
        `rich-text editor loaded on the builder route before it is opened: ${richTextOnBuilder ? 'yes' : 'no'}`,
        `/forms loads: ${formsScripts.join(', ')} (builder chunk: ${formsLoadsBuilder ? 'yes' : 'no'})`,
      ],
      budgetText: `each change < ${FRAME_MS} ms of script (worst of 7), builder JS ≤ ${BUILDER_JS_KB} KB gzipped, no builder chunk on /forms`,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

export const budget = (r) =>
  r.add.worst < FRAME_MS &&
  r.move.worst < FRAME_MS &&
  r.relabel.worst < FRAME_MS &&
  r.builderKb <= BUILDER_JS_KB &&
  r.builderChunkLoaded &&
  !r.formsLoadsBuilder;
