import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createNetgsmSmsProvider } from '../../src/sms/netgsmProvider.js';
import { SmsSendError, type SmsFailureKind } from '../../src/sms/types.js';

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: string;
}

type Responder = (req: IncomingMessage, res: ServerResponse) => void;

/** A local stand-in for api.netgsm.com.tr: records requests, answers as told. */
describe('Netgsm OTP provider against a local fake of its HTTP API', () => {
  let server: Server;
  let baseUrl: string;
  let received: Received[] = [];
  let respond: Responder = (_req, res) => res.end('{}');

  before(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        respond(req, res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  after(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  beforeEach(() => {
    received = [];
  });

  const provider = (timeoutMs = 2000) =>
    createNetgsmSmsProvider({ baseUrl: `${baseUrl}/`, usercode: '8501234567', password: 'p@ss:word', msgheader: 'KOLAYKREDI', timeoutMs });

  const json =
    (status: number, body: unknown): Responder =>
    (_req, res) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };

  async function expectFailure(promise: Promise<unknown>, kind: SmsFailureKind, providerCode?: string) {
    await assert.rejects(promise, (error: unknown) => {
      assert.ok(error instanceof SmsSendError, String(error));
      assert.equal(error.kind, kind);
      if (providerCode !== undefined) assert.equal(error.providerCode, providerCode);
      return true;
    });
  }

  it('POSTs {msgheader, msg, no} as JSON with Basic auth to /sms/rest/v2/otp and succeeds on code "00"', async () => {
    respond = json(200, { code: '00', jobid: '1310546758', description: 'queued' });
    const result = await provider().send('5321234567', 'Kolay Kredi doğrulama kodunuz: 1234. Kod 10 dakika geçerlidir.');
    assert.deepEqual(result, { providerMessageId: '1310546758' });
    assert.equal(received.length, 1);
    const [request] = received;
    assert.equal(request!.method, 'POST');
    assert.equal(request!.url, '/sms/rest/v2/otp');
    assert.match(String(request!.headers['content-type']), /^application\/json/);
    assert.equal(request!.headers.authorization, `Basic ${Buffer.from('8501234567:p@ss:word').toString('base64')}`);
    assert.deepEqual(JSON.parse(request!.body), {
      msgheader: 'KOLAYKREDI',
      msg: 'Kolay Kredi doğrulama kodunuz: 1234. Kod 10 dakika geçerlidir.',
      no: '5321234567',
    });
  });

  it('counts only the code "00" as success (a numeric 0 is not)', async () => {
    respond = json(200, { code: 0 });
    await expectFailure(provider().send('5321234567', 'x'), 'unavailable', '0');
  });

  const codes: Array<[string, SmsFailureKind]> = [
    ['20', 'rejected'],
    ['30', 'misconfigured'],
    ['40', 'misconfigured'],
    ['41', 'misconfigured'],
    ['50', 'misconfigured'],
    ['51', 'misconfigured'],
    ['60', 'misconfigured'],
    ['70', 'rejected'],
    ['80', 'unavailable'],
    ['100', 'unavailable'],
    ['999', 'unavailable'],
  ];
  for (const [code, kind] of codes) {
    it(`maps Netgsm code ${code} to ${kind}`, async () => {
      respond = json(200, { code, description: 'error' });
      await expectFailure(provider().send('5321234567', 'x'), kind, code);
    });
  }

  it('maps HTTP 401/403 to misconfigured, 5xx and 429 to unavailable, other 4xx to rejected', async () => {
    respond = json(401, { code: '30' });
    await expectFailure(provider().send('5321234567', 'x'), 'misconfigured', '401');
    respond = json(503, {});
    await expectFailure(provider().send('5321234567', 'x'), 'unavailable', '503');
    respond = json(429, {});
    await expectFailure(provider().send('5321234567', 'x'), 'unavailable', '429');
    respond = json(404, {});
    await expectFailure(provider().send('5321234567', 'x'), 'rejected', '404');
  });

  it('treats a non-JSON or code-less answer as unavailable', async () => {
    respond = (_req, res) => res.end('<html>maintenance</html>');
    await expectFailure(provider().send('5321234567', 'x'), 'unavailable');
    respond = json(200, { status: 'ok' });
    await expectFailure(provider().send('5321234567', 'x'), 'unavailable');
  });

  it('gives up after the timeout', async () => {
    respond = () => {
      /* never answers */
    };
    const started = Date.now();
    await expectFailure(provider(200).send('5321234567', 'x'), 'timeout');
    assert.ok(Date.now() - started < 2000);
  });

  it('reports a refused connection as unavailable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = createNetgsmSmsProvider({ baseUrl: `http://127.0.0.1:${port}`, usercode: 'u', password: 'p', msgheader: 'H' });
    await expectFailure(unreachable.send('5321234567', 'x'), 'unavailable');
  });

  it('does not follow redirects (credentials stay with Netgsm)', async () => {
    respond = (_req, res) => {
      res.writeHead(302, { location: 'http://example.invalid/steal' });
      res.end();
    };
    await expectFailure(provider().send('5321234567', 'x'), 'unavailable');
  });
});
