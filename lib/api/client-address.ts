// Who is asking: the client address the per-address limits count (failed API-key authentication, dashboard
// sign-in). By default it is the socket's peer, which the front door (front-door.ts) stamps on every request
// as PEER_HEADER, replacing whatever a client sent under that name. X-Forwarded-For is believed only from the
// reverse proxies named in TRUSTED_PROXIES: from the right, each hop a trusted proxy vouches for is taken,
// and the first address that is not a trusted proxy is the client.
import { BlockList, isIP } from 'node:net';
import { config } from '../config';
import { get, registryKey, set } from '../runtime/process-registry';

/** Set by the front door to the socket's remote address; never taken from the client. */
export const PEER_HEADER = 'x-vitrine-peer';

const UNKNOWN = 'unknown';

const FRONT_DOOR = registryKey<true>('frontDoor');

/** Called by the front door once it stamps every request of this process. */
export function markFrontDoorInstalled(): boolean {
  const already = get(FRONT_DOOR) === true;
  set(FRONT_DOOR, true);
  return already;
}

/**
 * The client's address for a request that went through the front door. Before the front door is in place in
 * this process, PEER_HEADER could only have come from the client, so it is not believed (all such requests share
 * one bucket).
 */
export function clientAddress(req: Request): string {
  if (get(FRONT_DOOR) !== true) return UNKNOWN;
  const peer = req.headers.get(PEER_HEADER);
  if (!peer) return UNKNOWN;
  return resolveClientAddress(peer, req.headers.get('x-forwarded-for'), trustedProxies());
}

/**
 * The right-most address of `peer ← X-Forwarded-For` that is not a trusted proxy (the peer itself when it is
 * not one). An entry that is not an address ends the walk: the last address vouched for is the client.
 */
export function resolveClientAddress(peer: string, forwardedFor: string | null, trusted: BlockList): string {
  let client = normalize(peer) ?? UNKNOWN;
  const hops = forwardedFor ? forwardedFor.split(',') : [];
  while (isTrusted(client, trusted) && hops.length > 0) {
    const next = normalize(hops.pop()!);
    if (next === null) break;
    client = next;
  }
  return client;
}

function isTrusted(address: string, trusted: BlockList): boolean {
  const family = isIP(address);
  return family !== 0 && trusted.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** A bare address from a socket or an X-Forwarded-For entry (IPv4-mapped IPv6 as IPv4; a port dropped), or null. */
function normalize(raw: string): string | null {
  let value = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value);
  if (mapped) value = mapped[1]!;
  return isIP(value) ? value.toLowerCase() : null;
}

let parsed: { source: string; list: BlockList } | null = null;

/** TRUSTED_PROXIES as a block list (addresses and CIDR ranges, IPv4 or IPv6, comma or space separated). */
export function trustedProxies(source = config.trustedProxies): BlockList {
  if (parsed?.source === source) return parsed.list;
  const list = new BlockList();
  for (const entry of source.split(/[\s,]+/).filter(Boolean)) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const max = family === 4 ? 32 : 128;
    const bits = prefix === undefined ? max : /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
    if (family === 0 || rest.length > 0 || !(bits <= max)) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range (e.g. 127.0.0.1,10.0.0.0/8,fd00::/8)`);
    }
    list.addSubnet(address, bits, family === 4 ? 'ipv4' : 'ipv6');
  }
  parsed = { source, list };
  return list;
}
