import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A real HTTP receiver on 127.0.0.1 for the webhook tests: it keeps every request and answers
// as the test says (status, body, or nothing at all).

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** What to do with a request: answer it, or take it over (stall, stream) and answer nothing here. */
export type ReceiverReply =
  { status: number; body?: string; headers?: Record<string, string> } | ((response: http.ServerResponse) => void);

export interface Receiver {
  /** http://127.0.0.1:<port> */
  origin: string;
  port: number;
  requests: ReceivedRequest[];
  /** How the next requests are responded to (by default 204); `n` counts from 1. */
  answer(reply: (request: ReceivedRequest, n: number) => ReceiverReply): void;
  /** Resolves when a connection the receiver had open is closed. */
  closedConnection(): Promise<void>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const requests: ReceivedRequest[] = [];
  let reply: (request: ReceivedRequest, n: number) => ReceiverReply = () => ({ status: 204 });
  let closedWaiters: (() => void)[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, [value ?? ''].flat().join(', ')]),
      );
      const received = {
        method: request.method ?? '',
        path: request.url ?? '/',
        headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(received);
      const answer = reply(received, requests.length);
      if (typeof answer === 'function') return answer(response);
      response.writeHead(answer.status, answer.headers).end(answer.body ?? '');
    });
  });
  server.on('connection', (socket) =>
    socket.on('close', () => {
      const waiters = closedWaiters;
      closedWaiters = [];
      for (const resolve of waiters) resolve();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    answer(next) {
      reply = next;
    },
    closedConnection: () => new Promise((resolve) => closedWaiters.push(resolve)),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Paths that start with /fail-<n> get a 500 for their first n requests; every other request a 200. */
export function failFirstTries(receiver: Receiver): void {
  receiver.answer((request) => {
    const failures = Number(/^\/fail-(\d+)/.exec(request.path)?.[1] ?? 0);
    const seen = receiver.requests.filter((received) => received.path === request.path).length;
    return { status: seen <= failures ? 500 : 200 };
  });
}
