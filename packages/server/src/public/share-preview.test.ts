import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewForm, type Element } from '@formbuilder/core';
import { startPublishedForm } from '../submissions/intake-testing';
import { startTestServer, type TestServer } from '../test/test-server';
import { createUser } from '../test/factories';
import { SHARE_IMAGE_PATH } from './share-image';
import { anon, as } from '../test/requests';

// A shared link previews well: the public page carries a description and Open Graph /
// Twitter card tags (title, description, a default picture), all escaped.
const elements: Element[] = [
  { id: 1, type: 'Description', label: '<p>Tell us if you come & what you <b>"eat"</b>.</p>' },
  { id: 2, type: 'TextBox', label: 'Name' },
  { id: 3, type: 'Button' },
];

describe('link previews of a public form', () => {
  let server: TestServer;
  let uuid: string;
  beforeAll(async () => {
    const started = await startPublishedForm('sqlite', elements);
    server = started.server;
    uuid = started.form.uuid;
  });
  afterAll(() => server.close());

  it('describes the form from its first Description, with card tags pointing at its address and picture', async () => {
    const html = (await anon(server).get(`/form/view/${uuid}`)).body;
    const description = 'Tell us if you come &amp; what you &quot;eat&quot;.';
    expect(html).toContain(`<meta name="description" content="${description}">`);
    expect(html).toContain(`<meta property="og:description" content="${description}">`);
    expect(html).toContain('<meta property="og:title" content="Test form">');
    expect(html).toContain(`<meta property="og:url" content="http://forms.test/form/view/${uuid}">`);
    expect(html).toContain(`<meta property="og:image" content="http://forms.test${SHARE_IMAGE_PATH}">`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('serves the picture as a 1200×630 PNG', async () => {
    const image = await anon(server).get(SHARE_IMAGE_PATH);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const png = image.rawPayload;
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    // The picture is drawn: white (the mark) on blue.
    const data = inflateSync(png.subarray(png.indexOf('IDAT') + 4, png.indexOf('IEND') - 8));
    const pixel = (x: number, y: number) => [
      ...data.subarray(y * (1 + 1200 * 3) + 1 + x * 3, y * (1 + 1200 * 3) + 4 + x * 3),
    ];
    expect(pixel(10, 10)).toEqual([0x21, 0x96, 0xf3]);
    expect(pixel(490, 200)).toEqual([255, 255, 255]);
  });
});

describe('link previews of a form with a hostile title', () => {
  let server: TestServer;
  let uuid: string;
  const title = `"><script>alert(1)</script><meta property="og:image" content="https://evil.test/x.png">`;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
    const owner = await createUser(server, 'owner@example.com');
    const forms = `/api/users/${owner.id}/forms`;
    const payload = { ...createNewForm(), title };
    const form = (await as(owner).post(forms, payload)).json<{
      id: number;
      uuid: string;
    }>();
    await as(owner).post(`${forms}/${form.id}/publish`);
    uuid = form.uuid;
  });
  afterAll(() => server.close());

  it('escapes it in the title, the card tags and the invitation that stands for a description', async () => {
    const html = (await anon(server).get(`/form/view/${uuid}`)).body;
    const head = html.slice(0, html.indexOf('</head>'));
    const escaped =
      '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;meta property=&quot;og:image&quot; content=&quot;https://evil.test/x.png&quot;&gt;';
    expect(head).toContain(`<title>${escaped}</title>`);
    expect(head).toContain(`<meta property="og:title" content="${escaped}">`);
    expect(head).toContain(`<meta name="twitter:title" content="${escaped}">`);
    expect(head).toMatch(/<meta name="description" content="Please fill in the form &quot;&quot;&gt;&lt;script&gt;/);
    expect(head).not.toContain('<script>');
    expect(head.match(/property="og:image"/g)).toHaveLength(1);
    expect(head).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32">');
  });
});
