// Where proxy.ts and the storefront meet. Next evaluates the proxy in its own module graph, apart from the
// storefront route's: the server start (instrumentation.ts) puts the storefront's `answer` in the process
// registry (lib/runtime/process-registry.ts), and the proxy calls that one; it answers hits from the
// storefront's caches, which live in the registry too, under the same stamp rules. Without it (a process that
// has not installed it) the proxy rewrites as usual. No database, no React here: the proxy imports this file.
import { get, registryKey, set } from '@/lib/runtime/process-registry';

/** What the proxy hands on of a storefront request: the cart cookie at most, never Authorization. */
export type ProxiedStorefrontRequest = {
  slug: string;
  method: 'GET' | 'HEAD';
  pathname: string;
  search: URLSearchParams;
  headers: Headers;
};

/** The storefront's response if it is ready to send without loading or rendering anything, else null. */
export type ProxyAnswer = (request: ProxiedStorefrontRequest) => Promise<Response | null>;

const PROXY_ANSWER = registryKey<ProxyAnswer>('storefront.proxyAnswer');

export function setProxyAnswer(answer: ProxyAnswer | undefined): void {
  set(PROXY_ANSWER, answer);
}

export function proxyAnswer(): ProxyAnswer | undefined {
  return get(PROXY_ANSWER);
}
