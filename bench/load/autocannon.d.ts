// The part of autocannon 8's API the load bench uses (the package ships no types).
declare module 'autocannon' {
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Returns the request to send (a copy is passed in), or nothing to skip the rest of this cycle. */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request | undefined;
    onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>) => void;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    /**
     * Requests per second over all connections, as a quota per connection and second: each connection sends as fast
     * as answers come until its share of the second is used, then waits for the next second (not evenly spaced).
     */
    overallRate?: number;
    /**
     * With a rate, autocannon "corrects" its latency histogram for coordinated omission with an expected interval of
     * Math.ceil(1 / rate) ms, the per-connection rate read as ms: 1 ms for 20 req/s per connection (50 ms meant).
     * Every answer of d ms then adds d - 1 made-up samples, so its percentiles are weighted by duration.
     */
    ignoreCoordinatedOmission?: boolean;
    timeout?: number;
    requests?: Request[];
    headers?: Record<string, string>;
  }

  export interface Histogram {
    average: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    total: number;
  }

  export interface Result {
    requests: Histogram & { sent: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
