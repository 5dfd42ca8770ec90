// Helpers of bench/builder.bench.mjs (the server comes from support.mjs):
// a large form and Debian's Chromium (accounts: support.mjs signUpOwner).
import path from 'node:path';
import { createRequire } from 'node:module';
import { CHROMIUM_ARGS, apiCall, chromiumPath } from './support.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const require = createRequire(path.join(repoRoot, 'e2e', 'package.json'));

export function launchChromium() {
  const { chromium } = require('playwright-core');
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

/** A form of `count` questions plus a submit button, saved through the API. */
export async function createLargeForm(server, login, count) {
  const types = ['TextBox', 'Email', 'TextArea', 'Number'];
  const elements = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    type: types[i % types.length],
    label: `Question ${i + 1}`,
    required: false,
    requiredText: 'Required field',
  }));
  elements.push({ id: count + 1, type: 'Button', buttonText: 'Submit' });
  const form = {
    id: null,
    title: `${count} questions`,
    private: 0,
    props: { elements, integrations: [], rules: [], tags: [], customCSS: { value: '', isEncoded: false } },
  };
  const answer = await apiCall(`${server.url}/api/users/${login.user_id}/forms`, 'POST', form, login.token);
  return answer.id;
}

/** A browser page already signed in as `login` (the session kept as the app keeps it). */
export async function signedInPage(browser, server, login) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const session = { ...login, impersonate: false, loggedIn: true };
  await context.addInitScript((value) => window.localStorage.setItem('auth', value), JSON.stringify(session));
  return context.newPage();
}
