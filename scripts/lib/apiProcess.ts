// The API child of `npm start`: its environment, and (below) the supervisor that keeps it running.

type Env = Record<string, string | undefined>;

export interface ApiPorts {
  /** Where the gateway (the site) listens. */
  port: number;
  /** Where the API listens, on loopback only: the gateway is its one client. */
  apiPort: number;
}

/**
 * The API's environment under `npm start`. Demo mode is asked for explicitly (the API treats every other
 * start as production and refuses to run without real secrets); an operator's own APP_MODE is kept.
 */
export function apiEnvironment(env: Env, { port, apiPort }: ApiPorts): Env {
  const shellOrigins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  return {
    ...env,
    APP_MODE: env.APP_MODE ?? 'demo',
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    PUBLIC_BASE_URL: env.PUBLIC_BASE_URL ?? `http://localhost:${port}`,
    CORS_ORIGINS: env.CORS_ORIGINS ?? shellOrigins.join(','),
  };
}
