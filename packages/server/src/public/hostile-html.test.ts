import fc from 'fast-check';
import { parse } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewForm, type Element, type Form } from '@formbuilder/core';
import { startTestServer, type TestServer } from '../test/test-server';
import { createUser, type TestUser } from '../test/factories';
import { postMultipart } from '../submissions/intake-testing';
import { anon, as } from '../test/requests';

// Hostile input generated as well as fixed: whatever HTML an owner puts in labels,
// options, placeholders and thank-you texts, and whatever a visitor types, the public page, a
// refused submission's page (answers shown again) and the thank-you page stay inert once a
// browser parses them (parse5 parses as browsers do): no script but the page's own, no event
// handler, no javascript: address, nothing that frames, embeds or rebases the page.
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt&colon;alert(1)">x</a>',
  '<iframe src="https://evil.test"></iframe>',
  '<object data="x"></object><embed src="x">',
  '<base href="https://evil.test/">',
  '<meta http-equiv="refresh" content="0;url=https://evil.test">',
  '<style>@import "https://evil.test/x.css"</style>',
  '</textarea><script>alert(1)</script>',
  '</title><script>alert(1)</script>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<details open ontoggle=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
];
const hostile = fc.oneof(
  fc.constantFrom(...PAYLOADS),
  fc
    .tuple(fc.constantFrom(...PAYLOADS), fc.string({ maxLength: 20 }), fc.constantFrom(...PAYLOADS))
    .map((parts) => parts.join('')),
);

interface Node {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  content?: Node;
}

/** An address as a browser reads its scheme: white space and control characters skipped. */
const readAsBrowser = (value: string) => [...value].filter((c) => c.charCodeAt(0) > 0x20).join('');

/** Every problem a browser would act on in this HTML. */
function activeContent(html: string): string[] {
  const problems: string[] = [];
  const walk = (node: Node) => {
    const attrs = node.attrs ?? [];
    const attr = (name: string) => attrs.find((a) => a.name === name)?.value;
    if (['iframe', 'object', 'embed', 'base', 'frame', 'frameset'].includes(node.nodeName))
      problems.push(`<${node.nodeName}>`);
    if (node.nodeName === 'meta' && attr('http-equiv') !== undefined) problems.push('<meta http-equiv>');
    // The page's own scripts: its data (JSON), its inline script and its client script, each with the nonce.
    if (node.nodeName === 'script' && attr('type') !== 'application/json' && attr('nonce') === undefined)
      problems.push('<script> without the nonce');
    for (const { name, value } of attrs) {
      if (name.startsWith('on')) problems.push(`${node.nodeName}[${name}]`);
      // Letters are what a browser reads past white space and control characters.
      if (
        ['href', 'src', 'action', 'formaction', 'xlink:href', 'data'].includes(name) &&
        /^javascript:/i.test(readAsBrowser(value))
      )
        problems.push(`${node.nodeName}[${name}=javascript:]`);
    }
    for (const child of node.childNodes ?? []) walk(child);
    if (node.content) walk(node.content);
  };
  walk(parse(html));
  return problems;
}

describe('generated hostile HTML stays inert on the public pages', () => {
  let server: TestServer;
  let owner: TestUser;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { SUBMIT_RATE_LIMIT: '0' });
    owner = await createUser(server, 'owner@example.com');
  });
  afterAll(() => server.close());

  async function publish(texts: string[]): Promise<string> {
    const [label = '', option = '', placeholder = '', thanks = '', title = ''] = texts;
    const form: Form = createNewForm();
    form.props.elements = [
      { id: 1, type: 'TextBox', label, placeholder, required: true },
      { id: 2, type: 'Radio', label: option, options: [`${option}##a`, 'Plain##b'] },
      { id: 3, type: 'TextArea', label: 'Comment' },
      { id: 4, type: 'Description', label: thanks },
      { id: 5, type: 'Button', buttonText: title.slice(0, 40) || 'Send' },
    ] as Element[];
    form.props.integrations = [
      { type: 'tyPageTitle', value: title.slice(0, 128), active: true, paused: false },
      { type: 'tyPageText', value: thanks.slice(0, 256), active: true, paused: false },
    ];
    const url = `/api/users/${owner.id}/forms`;
    const created = await as(owner).post(url, { ...form, title: title.slice(0, 256) });
    expect(created.statusCode).toBe(201);
    const { id, uuid } = created.json<{ id: number; uuid: string }>();
    await as(owner).post(`${url}/${id}/publish`);
    return uuid;
  }

  it("in the owner's texts, a visitor's answers shown again, and the thank-you page", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(hostile, { minLength: 5, maxLength: 5 }), hostile, async (texts, typed) => {
        const uuid = await publish(texts);
        const page = await anon(server).get(`/form/view/${uuid}`);
        expect(page.statusCode).toBe(200);
        expect(activeContent(page.body)).toEqual([]);

        // Refused (the required question is empty): the page comes back with the answers typed.
        const refused = await anon(server).post(
          `/form/view/${uuid}`,
          `q_3=${encodeURIComponent(typed)}&q_2=${encodeURIComponent(typed)}`,
          { headers: { 'content-type': 'application/x-www-form-urlencoded' } },
        );
        expect(refused.statusCode).toBe(400);
        expect(refused.headers['content-type']).toMatch(/^text\/html/);
        expect(activeContent(refused.body)).toEqual([]);
        // The comment typed is on the page again, as text.
        expect(refused.body).toContain('&lt;');

        const stored = await postMultipart(server, uuid, [
          ['q_1', typed],
          ['q_3', typed],
        ]);
        expect(stored.statusCode).toBe(201);
        const thanks = await anon(server).get(`/form/view/${uuid}/thanks`);
        expect(activeContent(thanks.body)).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });

  it('would see a payload that got through (the check itself works)', () => {
    expect(
      activeContent('<p><img src=x onerror=alert(1)></p><script>alert(1)</script><a href=" java\nscript:x">x</a>'),
    ).toEqual(['img[onerror]', '<script> without the nonce', 'a[href=javascript:]']);
  });
});
