// The gateway of the load bench, in its own process: `npm start`'s Node gateway over API_URLS (comma-separated).
// It passes the bench's X-Forwarded-For on, so the bench can play many visitors (each with its own per-IP limits).
import { startGateway } from '../../scripts/lib/gateway';

void startGateway({
  profile: 'single',
  host: '127.0.0.1',
  port: Number(process.env.PORT),
  apiUrl: (process.env.API_URLS ?? '').split(','),
  trustClientForwardedFor: true,
});
