import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, INTERNAL_ADDRESS, postJson, UnreachableError } from './ssrf';

// Hostile input generated: any private, loopback, link-local, metadata, carrier-grade
// NAT or unspecified IPv4 address, written in any notation a URL parser accepts (dotted, one
// number, hex, octal, short forms, IPv4-mapped, IPv4-compatible, NAT64, 6to4 or Teredo IPv6),
// or behind a name that resolves to it, is refused when the webhook is saved and again when it
// is sent.

/** Blocked ranges as [first octet, second octet range, prefix of the rest]. */
const blockedV4 = fc.oneof(
  fc.tuple(fc.constant(127), fc.nat(255), fc.nat(255), fc.nat(255)),
  fc.tuple(fc.constant(10), fc.nat(255), fc.nat(255), fc.nat(255)),
  fc.tuple(fc.constant(172), fc.integer({ min: 16, max: 31 }), fc.nat(255), fc.nat(255)),
  fc.tuple(fc.constant(192), fc.constant(168), fc.nat(255), fc.nat(255)),
  fc.tuple(fc.constant(169), fc.constant(254), fc.nat(255), fc.nat(255)),
  fc.tuple(fc.constant(100), fc.integer({ min: 64, max: 127 }), fc.nat(255), fc.nat(255)),
  fc.tuple(fc.constant(0), fc.nat(255), fc.nat(255), fc.nat(255)),
);

const hex = (n: number) => `0x${n.toString(16)}`;
const octal = (n: number) => `0${n.toString(8)}`;
const asNumber = ([a, b, c, d]: number[]) => (((a ?? 0) * 256 + (b ?? 0)) * 256 + (c ?? 0)) * 256 + (d ?? 0);
const hextets = (octets: number[]) => {
  const [a = 0, b = 0, c = 0, d = 0] = octets;
  return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
};

/** The same address in the notations browsers' URL parsers (and so Node's) accept. */
const NOTATIONS: ((octets: number[]) => string)[] = [
  (o) => o.join('.'),
  (o) => String(asNumber(o)),
  (o) => hex(asNumber(o)),
  (o) => o.map(octal).join('.'),
  (o) => o.map(hex).join('.'),
  (o) => `${o[0]}.${((o[1] ?? 0) << 16) + ((o[2] ?? 0) << 8) + (o[3] ?? 0)}`,
  (o) => `${o[0]}.${o[1]}.${((o[2] ?? 0) << 8) + (o[3] ?? 0)}`,
  (o) => `[::ffff:${o.join('.')}]`,
  (o) => `[::ffff:${hextets(o)}]`,
  (o) => `[0:0:0:0:0:ffff:${hextets(o)}]`,
  (o) => `[64:ff9b::${hextets(o)}]`,
  // Forms that embed an IPv4 address in IPv6: IPv4-compatible, local-use NAT64, 6to4, Teredo
  // (whose client address is stored inverted).
  (o) => `[::${o.join('.')}]`,
  (o) => `[::${hextets(o)}]`,
  (o) => `[64:ff9b:1::${hextets(o)}]`,
  (o) => `[2002:${hextets(o)}::1]`,
  (o) => `[2001:0:4136:e378:8000:63bf:${hextets(o.map((n) => 255 - n))}]`,
];

const hostile = fc.record({
  octets: blockedV4,
  notation: fc.nat(NOTATIONS.length - 1),
  scheme: fc.constantFrom('http', 'https', 'HTTP'),
  port: fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
  path: fc.constantFrom('', '/', '/hook', '/a/b?c=d#e'),
});
type Hostile = typeof hostile extends fc.Arbitrary<infer T> ? T : never;
const urlOf = ({ octets, notation, scheme, port, path }: Hostile) =>
  `${scheme}://${(NOTATIONS[notation] ?? NOTATIONS[0] ?? String)(octets)}${port === undefined ? '' : `:${port}`}${path}`;

const noDns = () => Promise.reject(new Error('no DNS for address literals'));

describe('webhook addresses generated from the blocked ranges', () => {
  it('are refused at save, in every notation', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, async (input) => {
        const url = urlOf(input);
        expect(new URL(url).protocol).toMatch(/^https?:$/);
        expect(await checkWebhookUrl(url, [], noDns)).toBe(INTERNAL_ADDRESS);
      }),
      { numRuns: 400 },
    );
  });

  it('are refused at send, literally or behind a name that resolves to them', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, fc.boolean(), async (input, behindName) => {
        const address = input.octets.join('.');
        const url = behindName ? `http://hooks.example.test:${input.port ?? 80}/hook` : urlOf(input);
        const lookup = () => Promise.resolve([{ address, family: 4 }]);
        const sent = postJson(url, '{}', {}, { allowHosts: [], lookup, timeoutMs: 2_000 });
        await expect(sent).rejects.toBeInstanceOf(UnreachableError);
        await expect(sent).rejects.toThrow(INTERNAL_ADDRESS);
      }),
      { numRuns: 200 },
    );
  });
});
