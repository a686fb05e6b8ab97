import { createComposerCounters, createRenderMetrics } from './renderMetrics';

describe('the render service metrics', () => {
  it('counts each page once: server renders, client renders by reason, and the failures among them', () => {
    const counters = createComposerCounters();
    counters.count({ rendered: 'server' });
    counters.count({ rendered: 'server' });
    counters.count({ rendered: 'client', reason: 'staff-area' });
    counters.count({ rendered: 'client', reason: 'render-timeout' });
    counters.count({ rendered: 'client', reason: 'render-busy' });
    counters.count({ rendered: 'client', reason: 'render-timeout' });
    expect(counters.snapshot()).toEqual({
      serverRendered: 2,
      clientRendered: { 'staff-area': 1, 'render-timeout': 2, 'render-busy': 1 },
      failures: 3,
    });
  });

  it('reports a copy: what a reader does with it never changes the totals', () => {
    const counters = createComposerCounters();
    counters.count({ rendered: 'client', reason: 'client-requested' });
    const seen = counters.snapshot();
    seen.clientRendered['client-requested'] = 99;
    seen.serverRendered = 99;
    expect(counters.snapshot()).toEqual({ serverRendered: 0, clientRendered: { 'client-requested': 1 }, failures: 0 });
  });

  it('gives Prometheus the running totals at each scrape', async () => {
    const counters = createComposerCounters();
    const registry = createRenderMetrics(() => counters.snapshot());
    counters.count({ rendered: 'server' });
    counters.count({ rendered: 'client', reason: 'data-timeout' });
    counters.count({ rendered: 'client', reason: 'no-server-build' });
    // One metric at a time: the process's default metrics read timers the test environment does not have.
    const scrape = (name: string) => registry.getSingleMetricAsString(name);
    expect(await scrape('render_pages_total')).toMatch(/^render_pages_total\{rendered="server"\} 1$/m);
    expect(await scrape('render_pages_total')).toMatch(/^render_pages_total\{rendered="client"\} 2$/m);
    expect(await scrape('render_client_fallbacks_total')).toMatch(/^render_client_fallbacks_total\{reason="data-timeout"\} 1$/m);
    expect(await scrape('render_failures_total')).toMatch(/^render_failures_total 1$/m);
    counters.count({ rendered: 'server' });
    expect(await scrape('render_pages_total')).toMatch(/^render_pages_total\{rendered="server"\} 2$/m);
  });
});
