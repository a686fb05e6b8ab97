// The baseline of the load bench: Fastify with one JSON route and nothing else, in its own process.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
// The same tiny answer at the path the gateway forwards, so it can be measured straight and behind the gateway.
app.get('/api/health', async () => ({ status: 'ok' }));
app.get('/', async () => ({ status: 'ok' }));
void app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
