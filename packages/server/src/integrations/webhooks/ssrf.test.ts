import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LookupAddress } from 'node:dns';
import {
  ANSWER_MAX_BYTES,
  checkWebhookUrl,
  INTERNAL_ADDRESS,
  postJson,
  SEND_TIMEOUT_MS,
  UnreachableError,
  type Resolver,
} from './ssrf';
import { startReceiver, type Receiver } from './webhook-testing';

const v4 = (address: string): LookupAddress => ({ address, family: 4 });
const v6 = (address: string): LookupAddress => ({ address, family: 6 });
/** A made-up DNS: each name resolves to the addresses listed, one list per lookup, the last repeating. */
function fakeDns(names: Record<string, LookupAddress[][]>): Resolver & { calls: string[] } {
  const calls: string[] = [];
  const lookup = (hostname: string) => {
    calls.push(hostname);
    const answers = names[hostname];
    if (!answers)
      return Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }));
    const turn = calls.filter((name) => name === hostname).length - 1;
    return Promise.resolve(answers[Math.min(turn, answers.length - 1)] ?? []);
  };
  return Object.assign(lookup, { calls });
}

// A webhook address cannot reach inside this server's network, whatever its notation,
// whatever its name resolves to, at save time and again when the connection is made.
describe('checkWebhookUrl, at save time', () => {
  it.each([
    ['decimal', 'http://2130706433/'],
    ['hex', 'http://0x7f000001/'],
    ['octal', 'http://0177.0.0.1/'],
    ['short', 'http://127.1/'],
    ['IPv4-mapped IPv6, dotted', 'http://[::ffff:127.0.0.1]/'],
    ['IPv4-mapped IPv6, hex', 'http://[::ffff:7f00:1]/'],
    ['IPv6 loopback', 'http://[::1]:8080/'],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['cloud metadata, IPv6', 'http://[fd00:ec2::254]/'],
    ['cloud metadata, IPv4-mapped', 'http://[::ffff:169.254.169.254]/'],
    ['NAT64 of loopback', 'http://[64:ff9b::7f00:1]/'],
    ['IPv4-compatible IPv6 of loopback', 'http://[::127.0.0.1]/'],
    ['IPv4-compatible IPv6 of a public address', 'http://[::8.8.8.8]/'],
    ['private 10/8', 'http://10.1.2.3/'],
    ['private 172.16/12', 'https://172.16.0.1/'],
    ['private 192.168/16', 'http://192.168.1.1/hook'],
    ['carrier-grade NAT', 'http://100.64.0.1/'],
    ['unspecified', 'http://0.0.0.0/'],
    ['multicast', 'http://224.0.0.1/'],
    ['reserved', 'http://240.0.0.1/'],
    ['unique local IPv6', 'http://[fc00::1]/'],
    ['link-local IPv6', 'http://[fe80::1]/'],
  ])('refuses an address inside the network: %s', async (_name, url) => {
    expect(await checkWebhookUrl(url, [])).toBe(INTERNAL_ADDRESS);
  });

  it('refuses localhost through the real resolver', async () => {
    expect(await checkWebhookUrl('http://localhost:3000/hook', [])).toBe(INTERNAL_ADDRESS);
  });

  it('refuses a name that resolves inside, even when only one of its addresses does', async () => {
    const dns = fakeDns({ 'inside.example': [[v4('127.0.0.1')]], 'mixed.example': [[v4('93.184.216.34'), v6('::1')]] });
    expect(await checkWebhookUrl('https://inside.example/hook', [], dns)).toBe(INTERNAL_ADDRESS);
    expect(await checkWebhookUrl('https://mixed.example/hook', [], dns)).toBe(INTERNAL_ADDRESS);
  });

  it('accepts public addresses and names that resolve to them', async () => {
    const dns = fakeDns({ 'hooks.example': [[v4('93.184.216.34'), v6('2606:2800:220:1:248:1893:25c8:1946')]] });
    expect(await checkWebhookUrl('https://hooks.example/in', [], dns)).toBeNull();
    expect(await checkWebhookUrl('http://93.184.216.34/in', [], dns)).toBeNull();
    expect(await checkWebhookUrl('https://[2606:4700::1111]/in', [], dns)).toBeNull();
    // Literals need no lookup.
    expect(dns.calls).toEqual(['hooks.example']);
  });

  it('says so in words when the host does not exist or the scheme is not http(s)', async () => {
    expect(await checkWebhookUrl('https://nowhere.example/', [], fakeDns({}))).toBe(
      "The host name 'nowhere.example' could not be found.",
    );
    expect(await checkWebhookUrl('ftp://hooks.example/', [], fakeDns({}))).toBe(
      'The webhook address must start with http:// or https://.',
    );
    expect(await checkWebhookUrl('file:///etc/passwd', [], fakeDns({}))).toBe(
      'The webhook address must start with http:// or https://.',
    );
  });

  it('lets allow-listed hosts through unchecked', async () => {
    expect(await checkWebhookUrl('http://127.0.0.1:9000/', ['127.0.0.1'])).toBeNull();
    // Every notation of the address is the address.
    expect(await checkWebhookUrl('http://2130706433:9000/', ['127.0.0.1'])).toBeNull();
    expect(await checkWebhookUrl('http://[::1]:9000/', ['::1'])).toBeNull();
    expect(
      await checkWebhookUrl(
        'http://Receiver.Internal/',
        ['receiver.internal'],
        fakeDns({ 'receiver.internal': [[v4('10.0.0.5')]] }),
      ),
    ).toBeNull();
    expect(await checkWebhookUrl('http://10.0.0.6/', ['receiver.internal'])).toBe(INTERNAL_ADDRESS);
  });
});

describe('postJson, at send time', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterEach(() => {
    receiver.requests.length = 0;
    receiver.answer(() => ({ status: 204 }));
  });
  afterAll(() => receiver.close());

  const allowed = { allowHosts: ['127.0.0.1'] };
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => 'answered',
      (error: Error) => (error instanceof UnreachableError ? error.message : `unexpected: ${error.message}`),
    );

  it('posts the JSON body and headers to an allow-listed 127.0.0.1 and answers its status', async () => {
    receiver.answer(() => ({ status: 202, body: 'queued' }));
    const answer = await postJson(`${receiver.origin}/in?x=1`, '{"a":1}', { 'x-test': 'yes' }, allowed);
    expect(answer).toEqual({ status: 202, body: 'queued' });
    expect(receiver.requests).toEqual([
      {
        method: 'POST',
        path: '/in?x=1',
        headers: expect.objectContaining({
          'content-type': 'application/json',
          'content-length': '7',
          'x-test': 'yes',
        }),
        body: '{"a":1}',
      },
    ]);
  });

  it.each([
    ['dotted', (port: number) => `http://127.0.0.1:${port}/`],
    ['decimal', (port: number) => `http://2130706433:${port}/`],
    ['hex', (port: number) => `http://0x7f000001:${port}/`],
    ['octal', (port: number) => `http://0177.0.0.1:${port}/`],
    ['short', (port: number) => `http://127.1:${port}/`],
    ['IPv4-mapped', (port: number) => `http://[::ffff:7f00:1]:${port}/`],
    ['localhost', (port: number) => `http://localhost:${port}/`],
  ])('never connects to the receiver on 127.0.0.1 without the allow list: %s', async (_name, url) => {
    expect(await refusal(postJson(url(receiver.port), '{}', {}, { allowHosts: [] }))).toBe(INTERNAL_ADDRESS);
    expect(receiver.requests).toEqual([]);
  });

  it('checks the addresses the connection itself looks up, so a rebinding name cannot get in', async () => {
    // Public when the address is saved, loopback when the webhook is sent.
    const dns = fakeDns({ 'rebind.example': [[v4('93.184.216.34')], [v4('127.0.0.1')]] });
    const url = `http://rebind.example:${receiver.port}/`;
    expect(await checkWebhookUrl(url, [], dns)).toBeNull();
    expect(await refusal(postJson(url, '{}', {}, { allowHosts: [], lookup: dns }))).toBe(INTERNAL_ADDRESS);
    expect(dns.calls).toEqual(['rebind.example', 'rebind.example']);
    expect(receiver.requests).toEqual([]);
  });

  it('connects through its lookup to an allow-listed name', async () => {
    const dns = fakeDns({ 'receiver.test': [[v4('127.0.0.1')]] });
    expect(
      await postJson(
        `http://receiver.test:${receiver.port}/named`,
        '{}',
        {},
        { allowHosts: ['receiver.test'], lookup: dns },
      ),
    ).toEqual({ status: 204, body: '' });
    expect(receiver.requests.map((request) => [request.path, request.headers.host])).toEqual([
      ['/named', `receiver.test:${receiver.port}`],
    ]);
    expect(
      await refusal(
        postJson(
          `http://other.test:${receiver.port}/`,
          '{}',
          {},
          { allowHosts: ['receiver.test'], lookup: fakeDns({ 'other.test': [[v4('127.0.0.1')]] }) },
        ),
      ),
    ).toBe(INTERNAL_ADDRESS);
  });

  it('refuses the metadata address without trying it', async () => {
    expect(await refusal(postJson('http://169.254.169.254/latest/meta-data/', '{}', {}, { allowHosts: [] }))).toBe(
      INTERNAL_ADDRESS,
    );
    expect(await refusal(postJson('http://[fd00:ec2::254]/', '{}', {}, { allowHosts: [] }))).toBe(INTERNAL_ADDRESS);
  });

  it('answers a redirect as it is, without following it', async () => {
    receiver.answer((request) =>
      request.path === '/old' ? { status: 302, headers: { location: `${receiver.origin}/new` } } : { status: 200 },
    );
    expect(await postJson(`${receiver.origin}/old`, '{}', {}, allowed)).toEqual({ status: 302, body: '' });
    expect(receiver.requests.map((request) => request.path)).toEqual(['/old']);
  });

  it('gives up on the whole exchange after its timeout, even while the answer trickles in', async () => {
    expect(SEND_TIMEOUT_MS).toBe(10_000);
    receiver.answer(() => () => undefined);
    expect(await refusal(postJson(receiver.origin, '{}', {}, { ...allowed, timeoutMs: 200 }))).toBe(
      'The receiver did not answer within 0.2 seconds.',
    );

    receiver.answer(() => (response) => {
      response.writeHead(200);
      const drip = setInterval(() => response.write('.'), 50);
      response.on('close', () => clearInterval(drip));
    });
    const started = Date.now();
    expect(await refusal(postJson(receiver.origin, '{}', {}, { ...allowed, timeoutMs: 300 }))).toBe(
      'The receiver did not answer within 0.3 seconds.',
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('reads at most 64 KB of an answer, then drops the connection', async () => {
    expect(ANSWER_MAX_BYTES).toBe(64 * 1024);
    // An answer that never ends: without the cap the call would wait for its timeout.
    receiver.answer(() => (response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      const flood = setInterval(() => response.write('x'.repeat(16 * 1024)), 5);
      response.on('close', () => clearInterval(flood));
    });
    const closed = receiver.closedConnection();
    const answer = await postJson(receiver.origin, '{}', {}, { ...allowed, timeoutMs: 5_000 });
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBe(ANSWER_MAX_BYTES);
    await closed;
  });

  it('says in words why a receiver could not be reached', async () => {
    const closed = await startReceiver();
    await closed.close();
    expect(await refusal(postJson(`${closed.origin}/`, '{}', {}, allowed))).toBe(
      'The receiver refused the connection.',
    );
    expect(await refusal(postJson('http://nowhere.test/', '{}', {}, { allowHosts: [], lookup: fakeDns({}) }))).toBe(
      "The host name 'nowhere.test' could not be found.",
    );
    expect(await refusal(postJson('gopher://hooks.example/', '{}', {}, allowed))).toBe(
      'The webhook address must start with http:// or https://.',
    );
  });
});
