// Helpers of bench/builder.bench.mjs (the server comes from support.mjs):
// a verified account, a large form, and Debian's Chromium.
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { createRequire } from 'node:module';

const repoRoot = path.resolve(import.meta.dirname, '..');
const require = createRequire(path.join(repoRoot, 'e2e', 'package.json'));

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium() {
  const { chromium } = require('playwright-core');
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

async function json(response) {
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.status} ${body?.message ?? ''}`);
  return body;
}

/**
 * Signs up and logs in; answers the login answer. Without SMTP the server
 * verifies accounts at signup (the first one becomes admin); otherwise the
 * verification link is read from the outbox.
 */
export async function verifiedAccount(server, email = 'bench@example.com', password = 'correct horse battery') {
  const headers = { 'Content-Type': 'application/json' };
  const login = () => fetch(`${server.url}/api/users/login`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
  await json(await fetch(`${server.url}/api/users/signup`, { method: 'POST', headers, body: JSON.stringify({ email, password }) }));
  const first = await login();
  if (first.ok) return first.json();
  const db = new DatabaseSync(path.join(server.dataDir, 'formbuilder.sqlite'));
  const rows = db.prepare('SELECT payload FROM outbox').all();
  db.close();
  const link = rows.map((row) => /\/verify\/(\d+)\/([\w-]+)/.exec(String(row.payload))).find(Boolean);
  if (!link) throw new Error('No verification mail in the outbox.');
  await json(await fetch(`${server.url}/api/users/${link[1]}/verify/${link[2]}`));
  return json(await login());
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
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${login.token}` };
  const answer = await json(await fetch(`${server.url}/api/users/${login.user_id}/forms`, { method: 'POST', headers, body: JSON.stringify(form) }));
  return answer.id;
}

/** A browser page already signed in as `login` (the session kept as the app keeps it). */
export async function signedInPage(browser, server, login) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const session = { ...login, impersonate: false, loggedIn: true };
  await context.addInitScript((value) => window.localStorage.setItem('auth', value), JSON.stringify(session));
  return context.newPage();
}
