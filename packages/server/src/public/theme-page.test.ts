import { describe, expect, it } from 'vitest';
import { createNewForm, type Element, type FormProps } from '@formbuilder/core';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { createUser, type TestUser } from '../test/factories';
import { anon, as } from '../test/requests';

// docs/product.md, "Styling your form": a form's theme on every public page drawn from it,
// as checked CSS custom properties, its font from this server only, and the owner's custom
// CSS after it, on the Thank You and Results pages too.

const elements: Element[] = [
  { id: 1, type: 'Radio', label: 'Pick', options: ['One', 'Two'], expectedAnswer: 'Two' },
  { id: 2, type: 'Button', buttonText: 'Send' },
];
const design: FormProps['design'] = {
  theme: 'gleam',
  colour: '#00897B',
  background: '#fffbe6',
  text: '#222222',
  button: '#004d40',
  buttonText: '#ffffff',
  font: 'lora' as const,
  radius: 14,
  spacing: 32,
  width: 720,
  mode: 'dark' as const,
  logo: '/api/images/7/logoToken',
  cover: '/api/images/8/coverToken',
};
const customCSS = { value: '.fb-title{letter-spacing:2px}', isEncoded: false };

async function publish(server: TestServer, owner: TestUser, evaluate = false) {
  const form = createNewForm();
  form.props.elements = elements;
  form.props.design = design;
  form.props.customCSS = customCSS;
  if (evaluate) {
    const behaviour = form.props.integrations.find((i) => i.type === 'submitBehaviour') as { value: string };
    behaviour.value = 'Evaluate Form';
  }
  const created = (await as(owner).post(`/api/users/${owner.id}/forms`, form)).json<{ id: number; uuid: string }>();
  expect((await as(owner).post(`/api/users/${owner.id}/forms/${created.id}/publish`)).statusCode).toBe(200);
  return created;
}

function expectThemed(html: string) {
  const attribute = /class="fb-form[^"]*"[^>]*? style="([^"]*)"/.exec(html)?.[1] ?? '';
  for (const declaration of [
    '--fb-colour:#00897B',
    '--fb-background:#fffbe6',
    '--fb-text:#222222',
    '--fb-button:#004d40',
    '--fb-radius:14px',
    '--fb-spacing:32px',
    '--fb-width:720px',
    '--fb-scheme:dark',
  ]) {
    expect(attribute).toContain(declaration);
  }
  expect(attribute).toContain('--fb-font:&quot;Lora Variable&quot;');
  // The font comes from this server, preloaded, and nothing in the style names another site.
  expect(html).toContain('<link rel="preload" href="/fonts/lora-latin.woff2" as="font" type="font/woff2" crossorigin>');
  expect(html).toContain('src:url(/fonts/lora-latin.woff2) format("woff2")');
  expect(html).toContain('body{background:#0f1419}');
  expect(html).toContain('<img class="fb-cover" src="/api/images/8/coverToken" alt=""/>');
  expect(html).toContain('<img class="fb-logo" src="/api/images/7/logoToken" alt=""/>');
  expect(/<style[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1]).not.toMatch(/https?:/);
  // The owner's CSS comes last.
  expect(html).toMatch(/letter-spacing:2px}?\s*<\/style>/);
}

describe.each(testDialects)('a form’s theme on its public pages (%s)', (dialect) => {
  it('is on the form page, the Thank You page and the Results page, with the font served here', async () => {
    const server = await startTestServer(dialect, { SUBMIT_RATE_LIMIT: '0' });
    try {
      const owner = await createUser(server, 'theme@example.com');
      const form = await publish(server, owner);
      const page = await anon(server).get(`/form/view/${form.uuid}`);
      expect(page.statusCode).toBe(200);
      expectThemed(page.body);
      expect(String(page.headers['content-security-policy'])).toContain("font-src 'self' data:");
      // The shared link's picture is drawn in the form's button colours.
      expect(page.body).toMatch(
        /<meta property="og:image" content="[^"]*\/share-image\.png\?bg=004d40&amp;fg=ffffff">/,
      );
      const standard = (await anon(server).get('/share-image.png')).rawPayload;
      const tinted = await anon(server).get('/share-image.png?bg=004d40&fg=ffffff');
      expect(tinted.headers['content-type']).toBe('image/png');
      expect(tinted.rawPayload.equals(standard)).toBe(false);
      expect((await anon(server).get('/share-image.png?bg=red&fg=ffffff')).rawPayload.equals(standard)).toBe(true);

      const sent = await anon(server).post(`/form/view/${form.uuid}`, 'q_1=One', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      const thanks = await anon(server).get(sent.headers.location as string);
      expect(thanks.body).toContain('<h1 class="fb-title">Thank you!</h1>');
      expectThemed(thanks.body);

      const quiz = await publish(server, owner, true);
      const answered = await anon(server).post(`/form/view/${quiz.uuid}`, 'q_1=Two', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      const results = await anon(server).get(answered.headers.location as string);
      expect(results.body).toContain('class="fb-results"');
      expectThemed(results.body);

      const font = await anon(server).get('/fonts/lora-latin.woff2');
      expect(font.statusCode).toBe(200);
      expect(font.headers['content-type']).toBe('font/woff2');
      expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect((await anon(server).get('/fonts/comic-sans-latin.woff2')).statusCode).toBe(404);
      expect((await anon(server).get('/fonts/..%2F..%2Fpackage.json')).statusCode).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('refuses a theme value that is not allowed, in words, and keeps the form as it was', async () => {
    const server = await startTestServer(dialect);
    try {
      const owner = await createUser(server, 'refused@example.com');
      const form = createNewForm();
      const created = (await as(owner).post(`/api/users/${owner.id}/forms`, form)).json<{ id: number }>();
      const refusals: [Record<string, unknown>, string][] = [
        [
          { background: 'red;}body{display:none' },
          'The background colour must be written like #1F2933 (a # and six hex digits).',
        ],
        [{ font: 'Comic Sans' }, 'The font must be one of System, Inter, Nunito, Lora, JetBrains Mono.'],
        [{ radius: 400 }, 'Corner radius must be a whole number of pixels from 0 to 24.'],
        [{ width: '50%' }, 'Page width must be a whole number of pixels from 480 to 960.'],
        [{ mode: 'neon' }, 'The mode must be light or dark.'],
        [{ logo: 'https://tracker.example/pixel.png' }, 'The logo must be an image uploaded in the builder.'],
      ];
      for (const [change, message] of refusals) {
        const body = {
          ...form,
          id: created.id,
          props: { ...form.props, design: { theme: 'gleam', colour: '#2196F3', ...change } },
        };
        const res = await as(owner).put(`/api/users/${owner.id}/forms`, body);
        expect(res.statusCode).toBe(400);
        expect(res.json<{ message: string }>().message).toBe(message);
      }
      const kept = (await as(owner).get(`/api/users/${owner.id}/forms/${created.id}`)).json<{
        props: { design: Record<string, unknown> };
      }>();
      expect(kept.props.design).toEqual({ theme: 'gleam', colour: '#2196F3' });
    } finally {
      await server.close();
    }
  });
});
