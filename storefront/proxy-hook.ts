// Where proxy.ts and the storefront route meet. Next evaluates the proxy in its own module graph, apart from
// the route's: a cache in a module imported by both would exist twice, and the proxy's copy would stay cold.
// So the storefront route, when Next loads it, leaves its `answer` on globalThis, and the proxy calls that
// one: hits are answered from the route's own caches, under the same stamp rules. Until the route has been
// loaded (the first storefront request after a start) there is no answer and the proxy rewrites as usual.
// No database, no React here: the proxy imports this file.

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

const KEY = Symbol.for('vitrine.storefront.proxyAnswer');
type Holder = { [KEY]?: ProxyAnswer };

export function setProxyAnswer(answer: ProxyAnswer | undefined): void {
  (globalThis as Holder)[KEY] = answer;
}

export function proxyAnswer(): ProxyAnswer | undefined {
  return (globalThis as Holder)[KEY];
}
