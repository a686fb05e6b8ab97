import assert from 'node:assert/strict';
import { beforeEach, it } from 'node:test';
import type { InjectOptions, RouteOptions } from 'fastify';
import { callbackRequests, contactRequests, users } from '../../src/db/schema/index.js';
import { messages } from '../../src/http/messages.js';
import { withApps } from '../helpers/withApps.js';
import { PHONE, clearUsersTables, registerAndVerify, submitBody } from '../users/helpers.js';
import { addStaff, signIn } from '../crm/helpers.js';
import { signIn as signInAdmin } from '../admin/helpers.js';

/** Characters no visitor types: NUL (PostgreSQL refuses it: a 500 before), other C0/C1 controls, DEL, lone surrogates. */
const HOSTILE = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u007f', '\u0085', '\u009f', '\ud800', '\udfff'];

interface StringField {
  route: RouteOptions;
  part: 'body' | 'querystring';
  field: string;
}

/** Every top-level string field of every route's body or query schema, read from the routes the app registered. */
function stringFields(routes: RouteOptions[]): StringField[] {
  const found: StringField[] = [];
  for (const route of routes) {
    for (const part of ['body', 'querystring'] as const) {
      const schema = route.schema?.[part] as { properties?: Record<string, { type?: unknown }> } | undefined;
      for (const [field, property] of Object.entries(schema?.properties ?? {})) {
        if (property.type === 'string') found.push({ route, part, field });
      }
    }
  }
  return found;
}

/** A value the route's params schema accepts: the first literal of an enum or union of literals, else '1' (ids). */
function wellFormedParam(route: RouteOptions, name: string): string {
  type Property = { const?: unknown; enum?: unknown[]; anyOf?: Property[] };
  const property = (route.schema?.params as { properties?: Record<string, Property> } | undefined)?.properties?.[name];
  const literal = property?.const ?? property?.enum?.[0] ?? property?.anyOf?.[0]?.const;
  return literal === undefined ? '1' : String(literal);
}

const routes: RouteOptions[] = [];

withApps(
  'control characters',
  {
    configure(app) {
      routes.length = 0;
      app.addHook('onRoute', (route) => {
        routes.push(route);
      });
    },
  },
  (ctx) => {
    beforeEach(async () => {
      await ctx.db.delete(callbackRequests);
      await ctx.db.delete(contactRequests);
      await clearUsersTables(ctx.db);
    });

    const post = (url: string, payload: unknown) => ctx.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });

    function assertRefused(response: { statusCode: number; body: string }, field: string, label: string) {
      assert.equal(response.statusCode, 400, `${label}: ${response.body}`);
      const body = JSON.parse(response.body) as { message: string; errors?: Record<string, string> };
      assert.equal(body.errors?.[field], messages.controlCharacters, `${label}: ${response.body}`);
    }

    it('every string field of every route, present and future, refuses them with a Turkish 400', async () => {
      const fields = stringFields(routes);
      assert.ok(fields.length >= 20, `only ${fields.length} string fields found`);
      // Signed-in routes check the session before the body: send a valid staff (or admin) token so validation is reached.
      // A 'yönetici': the strongest CRM role, so routes for leaders (a yönetici's own second factor) reach validation too.
      await addStaff(ctx.db, undefined, undefined, 'yönetici');
      const staffHeaders = { authorization: `Token ${await signIn(ctx.app)}` };
      const adminHeaders = { authorization: `Token ${await signInAdmin(ctx.app)}` };
      // The guard is added to a copy: the routes' schemas (and the OpenAPI document) stay as written.
      assert.doesNotMatch(JSON.stringify(routes.map((route) => route.schema ?? {})), /x-safe-text/);
      for (const { route, part, field } of fields) {
        const methods = (Array.isArray(route.method) ? route.method : [route.method]) as Array<InjectOptions['method']>;
        for (const method of methods.filter((m) => m !== 'HEAD')) {
          const label = `${method} ${route.url} ${part}.${field}`;
          // A lone surrogate cannot be percent-encoded (URIError): query strings get the other characters.
          const pool = part === 'querystring' ? HOSTILE.filter((c) => !/[\ud800-\udfff]/.test(c)) : HOSTILE;
          const value = `a${pool[field.length % pool.length]}b`;
          // Path parameters get a well-formed value, so the body or query is what the validator refuses.
          const url = route.url.replace(/:([^/]+)/g, (_match, name: string) => wellFormedParam(route, name));
          const headers = url.startsWith('/api/admin/') ? adminHeaders : staffHeaders;
          const response =
            part === 'body'
              ? await ctx.app.inject({ method, url, headers, payload: { [field]: value } })
              : await ctx.app.inject({ method, url: `${url}?${field}=${encodeURIComponent(value)}`, headers });
          assertRefused(response, field, label);
        }
      }
    });

    it('the free-text fields of the public forms: a Turkish 400, nothing stored', async () => {
      for (const character of HOSTILE) {
        assertRefused(await post('/api/callback-request/', { phone_number: `0532${character}1234567` }), 'phone_number', 'callback');
        const contact = { name: 'Ayşe Yılmaz', email: 'ayse@example.com', phone: '0532 123 45 67', subject: 'Konu', message: 'Merhaba' };
        for (const field of ['name', 'phone', 'subject', 'message'] as const) {
          assertRefused(
            await post('/api/contact-request/', { ...contact, [field]: `${contact[field]}${character}x` }),
            field,
            `contact ${field}`,
          );
        }
        assertRefused(
          await post('/api/users/register/', { name: `Ay${character}şe`, surname: 'Yılmaz', phone: PHONE }),
          'name',
          'register',
        );
      }
      assert.equal((await ctx.db.select().from(callbackRequests)).length, 0);
      assert.equal((await ctx.db.select().from(contactRequests)).length, 0);
      assert.equal((await ctx.db.select().from(users)).length, 0);
    });

    it('the credit form submit refuses them too', async () => {
      const code = await registerAndVerify(ctx.app);
      const response = await post('/api/users/add-customer/', submitBody(code, { city: 'Antalya\u0000' }));
      assertRefused(response, 'city', 'add-customer');
    });

    it('line breaks and tabs in a message are still welcome', async () => {
      const response = await post('/api/contact-request/', {
        name: 'Ayşe Yılmaz',
        email: 'ayse@example.com',
        subject: 'Konu',
        message: 'Merhaba,\r\n\tkonut kredisi için\nyazıyorum. 🏠',
      });
      assert.equal(response.statusCode, 201, response.body);
    });
  },
);
