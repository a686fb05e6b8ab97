import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';

/** http_ece (web-push's own dependency) has no types: the one call the tests make. */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer }): Buffer;
};

export interface ReceivedPush {
  at: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A browser's side of a subscription: the keys it made, and the endpoint its push service gave it. */
export interface TestDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The payload as the device's browser would decrypt it (RFC 8291, aes128gcm). */
  decrypt(push: ReceivedPush): unknown;
}

/**
 * A push service on loopback, so the round trip runs without the internet: it keeps what each device's endpoint
 * receives, and answers 201 (accepted) or what a test tells it to (410: the subscription has expired).
 */
export async function startPushEndpoint() {
  const received = new Map<string, ReceivedPush[]>();
  const answers = new Map<string, number>();
  const waiters = new Set<() => void>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const list = received.get(path) ?? [];
      list.push({ at: Date.now(), headers: request.headers, body: Buffer.concat(chunks) });
      received.set(path, list);
      response.writeHead(answers.get(path) ?? 201).end();
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const pathOf = (device: TestDevice) => new URL(device.endpoint).pathname;

  return {
    origin,
    /** A new device: a P-256 key pair and a 16-byte auth secret, as PushManager.subscribe makes them. */
    device(name: string): TestDevice {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      return {
        endpoint: `${origin}/push/${name}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
        decrypt: (push) => JSON.parse(ece.decrypt(push.body, { version: 'aes128gcm', privateKey: ecdh, authSecret }).toString('utf8')),
      };
    },
    received: (device: TestDevice) => received.get(pathOf(device)) ?? [],
    answer(device: TestDevice, status: number) {
      answers.set(pathOf(device), status);
    },
    /** The device's `count`-th push, waiting up to `timeoutMs` for it. */
    async nth(device: TestDevice, count: number, timeoutMs: number): Promise<ReceivedPush> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const list = received.get(pathOf(device)) ?? [];
        if (list.length >= count) return list[count - 1]!;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no push number ${count} for ${pathOf(device)} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiters.add(wake);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
