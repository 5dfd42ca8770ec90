import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { promises as dns, type LookupAddress } from 'node:dns';
import ipaddr from 'ipaddr.js';

// Webhooks make this server call addresses an owner typed: guarded so they cannot
// reach inside its network. Every address a name resolves to must be public unicast, checked
// in the lookup the connection itself uses, so a name that resolves to a public address for the
// check and a private one to the connection (DNS rebinding) still cannot get in. IP literals
// in any notation are normalised by the URL parser (decimal, hex, octal, short, IPv4-mapped)
// and checked the same way; ipaddr.js knows the ranges.

export const INTERNAL_ADDRESS = "That address points inside this server's network; use a public address.";
export const SEND_TIMEOUT_MS = 10_000;
export const ANSWER_MAX_BYTES = 64 * 1024;

/** Resolves a host name to its addresses; tests pass their own. */
export type Resolver = (hostname: string) => Promise<readonly LookupAddress[]>;

const resolveAll: Resolver = (hostname) => dns.lookup(hostname, { all: true });

export interface PostOptions {
  /** Host names or addresses (lower case) that may be reached although private (WEBHOOK_ALLOW_HOSTS). */
  allowHosts: readonly string[];
  lookup?: Resolver;
  timeoutMs?: number;
  maxBytes?: number;
  /** POST unless told (a form's external URL may ask for PATCH). */
  method?: 'POST' | 'PATCH';
}

export interface PostAnswer {
  status: number;
  /** At most `maxBytes` of the answer; the rest is never read. */
  body: string;
}

/** The receiver gave no answer: why, in words. */
export class UnreachableError extends Error {}

class BlockedAddress extends Error {
  constructor() {
    super(INTERNAL_ADDRESS);
  }
}

/**
 * IPv6 ranges that carry an IPv4 address inside them, which some stacks or gateways reach as
 * that IPv4 address: IPv4-compatible (::a.b.c.d, deprecated, and ipaddr.js calls it unicast)
 * and the local-use NAT64 prefix. IPv4-mapped, the well-known NAT64 prefix, 6to4 and Teredo
 * are already outside the unicast range ipaddr.js reports for them.
 */
const EMBEDDED_IPV4 = [ipaddr.IPv6.parseCIDR('::/96'), ipaddr.IPv6.parseCIDR('64:ff9b:1::/48')];

/** Whether an address may be reached: public unicast only, IPv4-mapped IPv6 judged as its IPv4. */
function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed instanceof ipaddr.IPv6 && EMBEDDED_IPV4.some((range) => parsed.match(range))) return false;
  return parsed.range() === 'unicast';
}

/** The URL's host as a name or a bare address, lower case ('[::1]' becomes '::1'). */
const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');

function parseHttpUrl(url: string): URL | string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'That is not a valid web address.';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return 'The webhook address must start with http:// or https://.';
  return parsed;
}

/** The addresses of a host; throws in words when it has none or one of them is not public. */
async function checkedAddresses(host: string, allowed: boolean, lookup: Resolver): Promise<readonly LookupAddress[]> {
  let addresses: readonly LookupAddress[];
  try {
    addresses = await lookup(host);
  } catch {
    addresses = [];
  }
  if (addresses.length === 0) throw new UnreachableError(`The host name '${host}' could not be found.`);
  if (!allowed && !addresses.every(({ address }) => isPublicAddress(address))) throw new BlockedAddress();
  return addresses;
}

/** What is wrong with a webhook address when it is saved, in words; null when it may be used. */
export async function checkWebhookUrl(
  url: string,
  allowHosts: readonly string[],
  lookup: Resolver = resolveAll,
): Promise<string | null> {
  const parsed = parseHttpUrl(url);
  if (typeof parsed === 'string') return parsed;
  const host = hostOf(parsed);
  const allowed = allowHosts.includes(host);
  if (net.isIP(host) !== 0) return allowed || isPublicAddress(host) ? null : INTERNAL_ADDRESS;
  try {
    await checkedAddresses(host, allowed, lookup);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** The lookup a guarded connection makes: the addresses of the name, refused unless all are public. */
function guardedLookup(allowed: boolean, lookup: Resolver): net.LookupFunction {
  return (hostname, options, callback) => {
    checkedAddresses(hostname, allowed, lookup).then(
      (all) => {
        const family =
          options.family === 4 || options.family === 'IPv4'
            ? 4
            : options.family === 6 || options.family === 'IPv6'
              ? 6
              : 0;
        const addresses = family === 0 ? all : all.filter((address) => address.family === family);
        const [first] = addresses;
        if (!first)
          return callback(new UnreachableError(`The host name '${hostname}' has no IPv${family} address.`), '');
        if (options.all) return callback(null, [...addresses]);
        return callback(null, first.address, first.family);
      },
      (error: Error) => callback(error, ''),
    );
  };
}

const CERTIFICATE_ERROR = /^(CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|ERR_TLS_CERT_)/;

/** Why a request got no answer, in words for the owner. */
function unreachable(error: unknown, timeoutMs: number): UnreachableError {
  if (error instanceof UnreachableError) return error;
  if (error instanceof BlockedAddress) return new UnreachableError(error.message);
  const code = (error as { code?: unknown }).code;
  if (code === 'ETIMEDOUT')
    return new UnreachableError(`The receiver did not answer within ${timeoutMs / 1000} seconds.`);
  if (code === 'ECONNREFUSED') return new UnreachableError('The receiver refused the connection.');
  if (code === 'ECONNRESET' || code === 'EPIPE')
    return new UnreachableError('The receiver closed the connection without answering.');
  if (typeof code === 'string' && CERTIFICATE_ERROR.test(code))
    return new UnreachableError("The receiver's HTTPS certificate is not valid.");
  return new UnreachableError(
    `The receiver could not be reached (${typeof code === 'string' ? code : (error as Error).message}).`,
  );
}

/**
 * Posts (or patches) a JSON body once, guarded. Answers the receiver's status and the start of its answer;
 * a redirect is an answer like any other, never followed. Throws UnreachableError, in words,
 * when no answer came (refused address, unknown host, timeout for the whole exchange).
 */
export async function postJson(
  url: string,
  body: string,
  headers: Readonly<Record<string, string>>,
  options: PostOptions,
): Promise<PostAnswer> {
  const {
    allowHosts,
    lookup = resolveAll,
    timeoutMs = SEND_TIMEOUT_MS,
    maxBytes = ANSWER_MAX_BYTES,
    method = 'POST',
  } = options;
  const parsed = parseHttpUrl(url);
  if (typeof parsed === 'string') throw new UnreachableError(parsed);
  const host = hostOf(parsed);
  const allowed = allowHosts.includes(host);
  // Node connects to an IP literal without a lookup: it is checked here instead.
  if (net.isIP(host) !== 0 && !allowed && !isPublicAddress(host)) throw new UnreachableError(INTERNAL_ADDRESS);
  const client = parsed.protocol === 'https:' ? https : http;

  return new Promise<PostAnswer>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      // A capped or failed exchange leaves nothing open behind it.
      request.destroy();
    };
    const fail = (error: unknown) => settle(() => reject(unreachable(error, timeoutMs)));
    const timer = setTimeout(() => fail(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })), timeoutMs);

    const request = client.request(parsed, {
      method,
      headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      lookup: guardedLookup(allowed, lookup),
      // A fresh connection each time: no pooled socket outlives the exchange.
      agent: false,
    });
    request.on('error', fail);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const answer = () =>
        settle(() =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).subarray(0, maxBytes).toString('utf8'),
          }),
        );
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= maxBytes) answer();
      });
      response.on('end', answer);
      response.on('error', fail);
    });
    request.end(body);
  });
}
