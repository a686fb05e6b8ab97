import type { FastifyRequest } from 'fastify';

/** Longest address we store (fits IPv6 with a zone); the `ip` columns are varchar(64). */
export const CLIENT_IP_MAX_LENGTH = 64;

/** The visitor's address as the server sees it behind the trusted gateway (never what the browser claims). */
export function clientIp(request: FastifyRequest): string {
  return (request.ip || 'unknown').slice(0, CLIENT_IP_MAX_LENGTH);
}
