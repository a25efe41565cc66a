import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

export type ScalarBundle = {
  /** The browser build of @scalar/api-reference (one self-contained script, no further downloads). */
  body: Uint8Array<ArrayBuffer>;
  /** First 16 hex digits of the script's SHA-256: versions the URL so browsers can cache it forever. */
  hash: string;
};

let loading: Promise<ScalarBundle> | undefined;

/** Reads Scalar's standalone bundle from node_modules once per process. */
export function loadScalarBundle(): Promise<ScalarBundle> {
  loading ??= readBundle().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function readBundle(): Promise<ScalarBundle> {
  // Resolved at run time from the project root with Node's own resolver (the package's "exports"
  // expose the file, but not its package.json), so the bundler leaves the 3.5 MB script alone.
  const projectRequire = createRequire(path.join(process.cwd(), "package.json"));
  const file = projectRequire.resolve("@scalar/api-reference/browser/standalone.js");
  const body = new Uint8Array(await readFile(file));
  const hash = createHash("sha256").update(body).digest("hex").slice(0, 16);
  return { body, hash };
}
