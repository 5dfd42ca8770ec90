import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { addOnSendTo } from './route-hooks';
import type { FastifyInstance, onSendHookHandler } from 'fastify';

// A body refused before its end (too large, too many files, a form that takes none …): the
// sender keeps sending until it sees the answer, and a connection closed on bytes it has not
// read is reset by the kernel, which can lose the answer before the client reads it (EPIPE or
// ECONNRESET instead of a 413). So once a refusal goes out, the rest of the body is read and
// dropped, never kept, and a connection that is to close ("Connection: close", sent by Fastify
// after a refused body or asked by the client) closes only once the body is read: the
// "lingering close" of web servers. Past a bound in bytes or time it is cut all the same.

/** What is left of a refused body that is read and dropped before the connection is cut. */
export const DISCARD_MAX_BYTES = 256 * 1024 * 1024;
/** How long a refused body may keep arriving after the answer before the connection is cut. */
export const DISCARD_MAX_MS = 10_000;

const discardOnSend: onSendHookHandler = (request, _reply, payload, done) => {
  discardRest(request.raw);
  done(null, payload);
};

/** Every route that takes a body discards what is left of it (pages read by GET pay nothing). */
export function registerBodyDiscard(app: FastifyInstance): void {
  addOnSendTo(
    app,
    (route) => [route.method].flat().some((method) => method !== 'GET' && method !== 'HEAD'),
    discardOnSend,
  );
}

const hasBody = (raw: IncomingMessage) =>
  (raw.headers['content-length'] ?? '0') !== '0' || raw.headers['transfer-encoding'] !== undefined;

function discardRest(raw: IncomingMessage): void {
  const socket = raw.socket;
  // A request injected in-process (the API tests) has no connection to keep or cut.
  if (raw.complete || raw.destroyed || !hasBody(raw) || !(socket instanceof Socket)) return;
  const cut = () => socket.destroy();
  const deadline = setTimeout(cut, DISCARD_MAX_MS);
  deadline.unref();
  socket.once('close', () => clearTimeout(deadline));
  raw.unpipe();
  raw.removeAllListeners('data');
  let dropped = 0;
  raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DISCARD_MAX_BYTES) cut();
  });
  raw.resume();
  // Node closes a connection after its last response with destroySoon(): the socket is destroyed
  // as soon as the answer is written. Until the body is all read, the sending side is only ended
  // (the client reads the answer, then the end), and destroySoon() runs once the body's end is in.
  const destroySoon = () => socket.destroySoon();
  socket.destroySoon = () => {
    socket.end();
    raw.once('end', destroySoon);
  };
  raw.once('end', () => {
    clearTimeout(deadline);
    Reflect.deleteProperty(socket, 'destroySoon');
  });
}
