// Prepared statements for hot reads: built once per database handle (the query builder's SQL is not rebuilt
// on every call) and named, so PostgreSQL parses and plans each once per connection.
import type { Db } from './client';

/** `build(db)` once per handle (a transaction is its own handle). */
export function preparedPerHandle<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let prepared = built.get(db);
    if (!prepared) built.set(db, (prepared = build(db)));
    return prepared;
  };
}

/**
 * For a query whose optional conditions vary: one prepared statement per handle and shape (a short key
 * naming which conditions are present), built on first use.
 */
export function preparedByShape<T>(build: (db: Db, shape: string) => T): (db: Db, shape: string) => T {
  const built = new WeakMap<Db, Map<string, T>>();
  return (db, shape) => {
    let shapes = built.get(db);
    if (!shapes) built.set(db, (shapes = new Map()));
    let prepared = shapes.get(shape);
    if (!prepared) shapes.set(shape, (prepared = build(db, shape)));
    return prepared;
  };
}
