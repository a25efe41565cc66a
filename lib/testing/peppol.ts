// The official Peppol BIS Billing 3.0 validation kit (vendor/peppol: UBL 2.1 XSD, CEN EN 16931 and Peppol
// schematron, release 2026.5) run over many files in one call, as the tests use it. It needs Java, Saxon HE and
// xmllint from Debian's packages (`.ci/run` installs them). Without them the conformance tests are skipped with a
// message naming the install line, unless REQUIRE_PEPPOL_KIT=1 (CI) makes that a failure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const KIT = path.resolve(__dirname, '../../vendor/peppol');
export const KIT_INSTALL = 'apt-get install -y --no-install-recommends default-jre-headless libsaxonhe-java libxml2-utils';

export type KitFailure = { layer: string; flag: 'fatal' | 'warning'; id: string; location: string; message: string };
export type KitReport = {
  ok: boolean;
  versions: Record<string, string>;
  timingsMs: Record<string, number>;
  files: { file: string; document: string; ok: boolean; fatal: number; warning: number; failures: KitFailure[] }[];
};

const onPath = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).status === 0;

/** Whether the kit can run here: null when it can, else what is missing. */
export function kitMissing(): string | null {
  const missing = [];
  if (!onPath(process.env.JAVA ?? 'java')) missing.push('java');
  if (!fs.existsSync(process.env.SAXON_JAR ?? '/usr/share/java/Saxon-HE.jar')) missing.push('Saxon HE');
  if (!onPath(process.env.XMLLINT ?? 'xmllint')) missing.push('xmllint');
  return missing.length ? `${missing.join(', ')} not installed (${KIT_INSTALL})` : null;
}

/** Skip a conformance suite where the kit cannot run, unless REQUIRE_PEPPOL_KIT=1. */
export function kitAvailable(): boolean {
  const missing = kitMissing();
  if (!missing) return true;
  if (process.env.REQUIRE_PEPPOL_KIT === '1') throw new Error(`The Peppol validation kit cannot run: ${missing}`);
  console.warn(`Peppol conformance tests skipped: ${missing}`);
  return false;
}

/** Validates every file in one run of the kit (the rule sets are compiled once). */
export function validateWithKit(files: string[]): KitReport {
  const run = spawnSync(path.join(KIT, 'validate'), ['--json', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.status === 2 || !run.stdout) throw new Error(`The Peppol kit could not run (${run.status}): ${run.stderr}`);
  return JSON.parse(run.stdout) as KitReport;
}
