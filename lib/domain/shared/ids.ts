// Opaque, time-ordered ids with a type prefix (README: Architecture): `prod_01k…` (26 lowercase Crockford
// base32 characters, ULID layout: 48 bits of milliseconds then 80 random bits), so listing by id is
// listing by creation time.
import { randomFillSync } from 'node:crypto';

const CROCKFORD = '0123456789abcdefghjkmnpqrstvwxyz';

export const ID_PREFIXES = {
  business: 'biz',
  location: 'loc',
  category: 'cat',
  product: 'prod',
  apiKey: 'key',
  user: 'usr',
  adjustment: 'adj',
  invoice: 'inv',
  invoiceItem: 'item',
  person: 'per',
  customer: 'cus',
  loyaltyCard: 'card',
  loyaltyEntry: 'led',
  reward: 'rwd',
  coupon: 'cpn',
  staff: 'stf',
  session: 'ses',
  transaction: 'txn',
  transactionLine: 'tln',
  payment: 'pay',
  site: 'site',
  page: 'page',
  shop: 'shop',
  cart: 'cart',
  order: 'order',
  orderLine: 'oln',
  orderEvent: 'oev',
  message: 'msg',
  media: 'med',
  siteVersion: 'ver',
  dashboardSession: 'dss',
  invitation: 'invt',
  event: 'evt',
  webhookEndpoint: 'we',
  webhookDelivery: 'whd',
  webhookAttempt: 'wha',
} as const;

export type IdKind = keyof typeof ID_PREFIXES;

function encodeTime(ms: number): string {
  let out = '';
  for (let i = 0; i < 10; i++) {
    out = CROCKFORD[ms % 32] + out;
    ms = Math.floor(ms / 32);
  }
  return out;
}

let lastTime = 0;
let lastRandom: number[] = [];

/** 16 random base32 digits; within one millisecond the previous ones plus one (monotonic, as in ULID). */
function nextRandom(now: number): number[] {
  if (now === lastTime) {
    const digits = [...lastRandom];
    for (let i = digits.length - 1; i >= 0; i--) {
      if (digits[i]! < 31) {
        digits[i]! += 1;
        return (lastRandom = digits);
      }
      digits[i] = 0;
    }
  }
  lastTime = now;
  return (lastRandom = Array.from({ length: 16 }, () => randomByte() & 31));
}

/** A new id of `kind`; ids made by one process sort in creation order. */
export function newId(kind: IdKind): string {
  const now = Math.max(Date.now(), lastTime);
  return `${ID_PREFIXES[kind]}_${encodeTime(now)}${nextRandom(now).map((digit) => CROCKFORD[digit]).join('')}`;
}

const ID_PATTERN = /^[a-z]+_[0-9a-hjkmnp-tv-z]{26}$/;

/** True when `value` has the shape of an id of `kind` (it may still not exist). */
export function isId(kind: IdKind, value: string): boolean {
  return value.startsWith(`${ID_PREFIXES[kind]}_`) && ID_PATTERN.test(value);
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * Bytes from the operating system's CSPRNG, drawn 4 KiB at a time (as crypto.randomUUID does): one call to
 * the generator per ~100 ids instead of one per id (every API request takes one for its request id).
 */
const randomPool = Buffer.alloc(4096);
let randomOffset = randomPool.length;

function randomByte(): number {
  if (randomOffset === randomPool.length) {
    randomFillSync(randomPool);
    randomOffset = 0;
  }
  return randomPool[randomOffset++]!;
}

/** `length` uniformly random base62 characters (rejection sampling: no modulo bias). */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    const byte = randomByte();
    if (byte < 248) out += BASE62[byte % 62];
  }
  return out;
}
