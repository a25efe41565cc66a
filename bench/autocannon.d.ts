// The part of autocannon's programmatic API the bench uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      /**
       * Called before each request this entry sends (and once per connection when the load starts), with the
       * entry merged into the defaults; returns the request to send. One function shared by every connection.
       */
      setupRequest?: (request: Request & { path: string; method: string; headers: Record<string, string> }, context: Record<string, unknown>) => Request;
    }
    interface Options {
      url: string;
      title?: string;
      connections?: number;
      duration?: number;
      pipelining?: number;
      timeout?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      requests?: Request[];
      warmup?: { connections?: number; duration?: number };
    }
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p99: number;
      p99_9: number;
      [key: string]: number;
    }
    interface Result {
      title?: string;
      url: string;
      duration: number;
      connections: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      '2xx': number;
      '4xx': number;
      '5xx': number;
      statusCodeStats: Record<string, { count: number }>;
      latency: Histogram;
      requests: Histogram & { sent: number };
      throughput: Histogram;
    }
    interface Instance extends EventEmitter, PromiseLike<Result> {
      stop(): void;
    }
  }

  function autocannon(options: autocannon.Options): autocannon.Instance;
  export = autocannon;
}
