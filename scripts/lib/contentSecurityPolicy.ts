/**
 * CSP of the shell's pages. remoteEntry scripts get no nonce from webpack, so script sources are an allow-list of
 * origins: 'self' plus each remote's origin when remotes live elsewhere. Emotion injects <style> tags at runtime,
 * hence 'unsafe-inline' for styles only.
 */
export function contentSecurityPolicy(remoteOrigins: string[] = []): string {
  const remotes = remoteOrigins.join(' ');
  const withRemotes = (base: string) => (remotes ? `${base} ${remotes}` : base);
  return [
    "default-src 'self'",
    withRemotes("script-src 'self'"),
    withRemotes("connect-src 'self'"),
    withRemotes("img-src 'self' data: https://*.tile.openstreetmap.org"),
    "style-src 'self' 'unsafe-inline'",
    withRemotes("font-src 'self' data:"),
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}
