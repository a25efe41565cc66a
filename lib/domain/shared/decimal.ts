// Exact decimal arithmetic on bigint (no floats): amounts scaled by a power of ten, rounded half-up
// (half away from zero) wherever a result is rounded.

/** Parses a decimal (number or string) with at most `maxDecimals` decimals into an integer scaled by 10^scale. */
export function parseScaled(value: number | string, scale: number): bigint | null {
  let text = typeof value === 'number' ? String(value) : value.trim();
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    if (/e/i.test(text)) {
      // Exponent forms (1e-7, 1e+21): only acceptable when they are exact at this scale.
      const fixed = value.toFixed(Math.min(scale + 2, 20));
      text = fixed;
    }
  }
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const trimmed = fraction.replace(/0+$/, '');
  if (trimmed.length > scale) return null;
  const units = BigInt(whole!) * 10n ** BigInt(scale) + BigInt((trimmed || '0').padEnd(scale, '0'));
  return sign ? -units : units;
}

/** numerator / denominator rounded half away from zero. */
export function divRound(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new Error('division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (2n * n + d) / (2n * d);
  return negative ? -q : q;
}

/** A scaled integer back to a decimal string without trailing zeros ("0.335", "3"). */
export function formatScaled(units: bigint, scale: number): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const base = 10n ** BigInt(scale);
  const whole = abs / base;
  const fraction = (abs % base).toString().padStart(scale, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
