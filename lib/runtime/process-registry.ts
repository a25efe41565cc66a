// What this process holds once, whichever module graph asks: Next evaluates the proxy, the instrumentation
// hook and the routes in separate module graphs of one process, so a module-level variable would exist once per
// graph. Each entry lives on globalThis under `Symbol.for('vitrine.<name>')` (the same symbol in every graph),
// behind a typed key. A leaf: it imports nothing from the project, so any layer may use it.

/** A typed entry of the registry; `name` is the part after `vitrine.` of its global symbol. */
export type RegistryKey<T> = { readonly symbol: symbol; readonly name: string; readonly type?: T };

const slots = globalThis as unknown as Record<symbol, unknown>;

/** The key of the entry `vitrine.<name>`, holding values of type T. */
export function registryKey<T>(name: string): RegistryKey<T> {
  return { symbol: Symbol.for(`vitrine.${name}`), name };
}

/** The entry's value, or undefined when none is set. */
export function get<T>(key: RegistryKey<T>): T | undefined {
  return slots[key.symbol] as T | undefined;
}

/** Sets the entry (undefined removes it). */
export function set<T>(key: RegistryKey<T>, value: T | undefined): void {
  if (value === undefined) delete slots[key.symbol];
  else slots[key.symbol] = value;
}

/** The entry's value, created by `create` (once per process) when none is set. */
export function getOrCreate<T>(key: RegistryKey<T>, create: () => NoInfer<T>): T {
  if (!(key.symbol in slots)) slots[key.symbol] = create();
  return slots[key.symbol] as T;
}
