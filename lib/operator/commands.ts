// The operator commands (README: Operator CLI) of the CLI:
// parsed from argv once, run against the database through the domain functions.
import { type ParseArgsConfig, parseArgs } from 'node:util';
import type { Db } from '../db/client';
import { siteUrl } from '../domain/site/site';
import { createBusiness, getBusinessProfile, getLiveBusinessOrThrow, setBusinessPlan, updateBusinessDetails } from '../domain/businesses/businesses';
import { updateBusinessBody } from '../domain/businesses/schemas';
import { createApiKey, revokeApiKey } from '../domain/keys/api-keys';
import { isRole, MEMBER_ROLES, type MemberRole } from '../domain/users/roles';
import { createUser } from '../domain/users/users';
import { seedDemo } from './demo';
import { refreshRatesAndFill } from './rates-job';

export type OperatorCommand =
  | { name: 'business create'; businessName: string; slug?: string; plan?: 'basic' | 'shop' }
  | { name: 'business update'; businessId: string; plan?: 'basic' | 'shop'; details: DetailFlags }
  | { name: 'key create'; businessId: string; scopes: string[]; mode: 'live' | 'test'; keyName?: string }
  | { name: 'key revoke'; keyId: string }
  | { name: 'user create'; email: string; password?: string; businessId: string; role: MemberRole }
  | { name: 'rates refresh' }
  | { name: 'demo' };

export class UsageError extends Error {}

/** The detail flags of `business update` and the field each sets ("" clears it). */
const DETAIL_FLAGS = {
  name: 'name',
  'legal-name': 'legalName',
  street: 'address.line1',
  'postal-code': 'address.postalCode',
  city: 'address.city',
  country: 'address.country',
  vat: 'vatNumber',
  'enterprise-number': 'enterpriseNumber',
  iban: 'iban',
  bic: 'bic',
  email: 'email',
  phone: 'phone',
  'invoice-language': 'invoiceLanguage',
} as const;
type DetailFlags = Partial<Record<keyof typeof DETAIL_FLAGS, string>>;

export const USAGE = `Usage: npm run --silent vitrine -- <command> [options] [--json]

  business create --name "Acme" [--slug acme] [--plan basic|shop]
  business update <businessId> [--plan basic|shop] [--name …] [--legal-name …] [--street …] [--postal-code …]
      [--city …] [--country BE] [--vat BE0123456749] [--enterprise-number 0123.456.749] [--iban …] [--bic …]
      [--email …] [--phone …] [--invoice-language fr|nl|en]
                            ("" clears a field; the address needs street, postal code and city)
  key create --business <businessId> --scopes products:read,products:write [--mode live|test] [--name "…"]
  key revoke <keyId>
  user create --email … --password … --business <businessId> [--role owner|manager|staff]
                            (an existing user, given without --password, is added to the business)
  rates refresh             fetch the ECB reference rates now and fill in pending invoice rates
  demo                      seed the demo business (idempotent) and print its ids, keys and login

  --json   print exactly one JSON object on stdout`;

function plan(value: string | undefined): 'basic' | 'shop' | undefined {
  if (value === undefined) return undefined;
  if (value !== 'basic' && value !== 'shop') throw new UsageError(`--plan must be basic or shop, not "${value}"`);
  return value;
}

function required(value: string | undefined, flag: string): string {
  if (!value?.trim()) throw new UsageError(`${flag} is required`);
  return value;
}

/** Parses argv (without node and script). */
export function parseCommand(argv: string[]): { command: OperatorCommand; json: boolean } {
  const words: string[] = [];
  while (words.length < 2 && argv[0] && !argv[0].startsWith('-')) words.push(argv.shift()!);
  const verb = words.join(' ');
  const parse = (options: NonNullable<ParseArgsConfig['options']>, positionals = 0) => {
    let parsed;
    try {
      parsed = parseArgs({ args: argv, options: { ...options, json: { type: 'boolean' } }, allowPositionals: positionals > 0, strict: true });
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    if (parsed.positionals.length !== positionals) {
      throw new UsageError(`"${verb}" takes ${positionals} argument(s)`);
    }
    return { values: parsed.values as Record<string, string | boolean | undefined>, positionals: parsed.positionals };
  };
  const str = (value: string | boolean | undefined) => (typeof value === 'string' ? value : undefined);

  switch (verb) {
    case 'business create': {
      const { values } = parse({ name: { type: 'string' }, slug: { type: 'string' }, plan: { type: 'string' } });
      return {
        command: { name: verb, businessName: required(str(values.name), '--name'), slug: str(values.slug), plan: plan(str(values.plan)) },
        json: values.json === true,
      };
    }
    case 'business update': {
      const flags = Object.fromEntries(Object.keys(DETAIL_FLAGS).map((flag) => [flag, { type: 'string' as const }]));
      const { values, positionals } = parse({ plan: { type: 'string' }, ...flags }, 1);
      const details: DetailFlags = {};
      for (const flag of Object.keys(DETAIL_FLAGS) as (keyof typeof DETAIL_FLAGS)[]) {
        const value = str(values[flag]);
        if (value !== undefined) details[flag] = value;
      }
      const newPlan = plan(str(values.plan));
      if (newPlan === undefined && Object.keys(details).length === 0) {
        throw new UsageError(`"business update" needs --plan or at least one of ${Object.keys(DETAIL_FLAGS).map((flag) => `--${flag}`).join(', ')}`);
      }
      return { command: { name: verb, businessId: positionals[0]!, plan: newPlan, details }, json: values.json === true };
    }
    case 'key create': {
      const { values } = parse({ business: { type: 'string' }, scopes: { type: 'string' }, mode: { type: 'string' }, name: { type: 'string' } });
      const mode = str(values.mode) ?? 'live';
      if (mode !== 'live' && mode !== 'test') throw new UsageError(`--mode must be live or test, not "${mode}"`);
      const scopes = required(str(values.scopes), '--scopes')
        .split(',')
        .map((scope) => scope.trim())
        .filter(Boolean);
      return {
        command: { name: verb, businessId: required(str(values.business), '--business'), scopes, mode, keyName: str(values.name) },
        json: values.json === true,
      };
    }
    case 'key revoke': {
      const { values, positionals } = parse({}, 1);
      return { command: { name: verb, keyId: positionals[0]! }, json: values.json === true };
    }
    case 'user create': {
      const { values } = parse({ email: { type: 'string' }, password: { type: 'string' }, business: { type: 'string' }, role: { type: 'string' } });
      const role = str(values.role) ?? 'owner';
      if (!isRole(role)) throw new UsageError(`--role must be one of ${MEMBER_ROLES.join(', ')}, not "${role}"`);
      return {
        command: {
          name: verb,
          email: required(str(values.email), '--email'),
          password: str(values.password),
          businessId: required(str(values.business), '--business'),
          role,
        },
        json: values.json === true,
      };
    }
    case 'rates refresh': {
      const { values } = parse({});
      return { command: { name: verb }, json: values.json === true };
    }
    case 'demo': {
      const { values } = parse({});
      return { command: { name: 'demo' }, json: values.json === true };
    }
    default:
      throw new UsageError(verb ? `Unknown command "${verb}"` : 'No command given');
  }
}

/** `business update`: the details through the same schema as PATCH /public/me, then the plan, in one transaction. */
async function updateBusiness(db: Db, command: Extract<OperatorCommand, { name: 'business update' }>) {
  const { details } = command;
  const current = await getLiveBusinessOrThrow(db, command.businessId);
  const body: Record<string, unknown> = {};
  const set = (flag: keyof typeof DETAIL_FLAGS, field: string) => {
    if (details[flag] !== undefined) body[field] = details[flag].trim() === '' ? null : details[flag];
  };
  for (const flag of ['name', 'legal-name', 'vat', 'enterprise-number', 'iban', 'bic', 'email', 'phone', 'invoice-language'] as const) set(flag, DETAIL_FLAGS[flag]);
  const addressParts = { line1: details.street, postalCode: details['postal-code'], city: details.city, country: details.country };
  if (Object.values(addressParts).some((part) => part !== undefined)) {
    const merged = { ...(current.address ?? { line1: '', postalCode: '', city: '', country: 'BE' }) } as Record<string, unknown>;
    for (const [part, value] of Object.entries(addressParts)) if (value !== undefined) merged[part] = value;
    body.address = merged;
  }
  const parsed = updateBusinessBody.safeParse(body);
  if (!parsed.success) {
    const flagOf = Object.fromEntries(Object.entries(DETAIL_FLAGS).map(([flag, field]) => [field, `--${flag}`]));
    const issue = parsed.error.issues[0]!;
    const path = issue.path.join('.');
    throw new Error(`${flagOf[path] ?? path}: ${issue.message}`);
  }
  return db.transaction(async (tx) => {
    try {
      await updateBusinessDetails(tx, command.businessId, parsed.data);
    } catch (error) {
      const detail = (error as { extra?: { details?: { path: string }[] } }).extra?.details?.[0];
      const flag = Object.entries(DETAIL_FLAGS).find(([, field]) => field === detail?.path)?.[0];
      throw flag ? new Error(`--${flag}: ${(error as Error).message}`) : error;
    }
    if (command.plan) await setBusinessPlan(tx, command.businessId, command.plan);
    return getBusinessProfile(tx, command.businessId);
  });
}

/** Runs a command; the result is the object `--json` prints. */
export async function runCommand(db: Db, command: OperatorCommand): Promise<Record<string, unknown>> {
  switch (command.name) {
    case 'business create':
      return createBusiness(db, { name: command.businessName, slug: command.slug, plan: command.plan });
    case 'business update':
      return updateBusiness(db, command);
    case 'key create': {
      const { key, apiKey } = await createApiKey(db, {
        businessId: command.businessId,
        scopes: command.scopes,
        mode: command.mode,
        name: command.keyName,
      });
      return { id: apiKey.id, key, mode: apiKey.mode, scopes: apiKey.scopes, name: apiKey.name, businessId: apiKey.businessId };
    }
    case 'key revoke': {
      const revoked = await revokeApiKey(db, command.keyId);
      return { id: revoked.id, revokedAt: revoked.revokedAt };
    }
    case 'user create':
      return createUser(db, { email: command.email, password: command.password, businessId: command.businessId, role: command.role });
    case 'rates refresh':
      return refreshRatesAndFill(db);
    case 'demo':
      return seedDemo(db);
  }
}

/** A short human-readable rendering of a result. */
export function describeResult(command: OperatorCommand, result: Record<string, unknown>, appOrigin: string): string {
  switch (command.name) {
    case 'business create':
      return `Created business ${result.slug} (${result.id}), plan ${result.plan}; sandbox twin ${result.sandboxId}.`;
    case 'business update': {
      const fields = Object.keys(command.details).map((flag) => `--${flag}`);
      const planText = command.plan ? ` is now on the ${result.plan} plan` : '';
      return fields.length === 0
        ? `Business ${result.id}${planText}.`
        : `Business ${result.id} updated (${fields.join(', ')})${planText ? `;${planText.replace(' is', ' it is')}` : ''}.`;
    }
    case 'key create':
      return [
        `Created ${result.mode} key ${result.id} with scopes ${(result.scopes as string[]).join(', ')}:`,
        '',
        `  ${result.key}`,
        '',
        'It is shown only this once: store it now (server-side only).',
      ].join('\n');
    case 'key revoke':
      return `Key ${result.id} revoked at ${result.revokedAt}.`;
    case 'user create':
      return result.created
        ? `Created user ${result.email} (${result.id}), ${result.role} of business ${result.businessId}.`
        : `Added ${result.email} (${result.id}) to business ${result.businessId} as ${result.role}.`;
    case 'rates refresh': {
      const feeds = (result.feeds as { feed: string; ok: boolean; latestDate?: string; error?: string }[])
        .map((feed) => `  ${feed.feed}: ${feed.ok ? `ok, latest publication ${feed.latestDate}` : `failed (${feed.error})`}`)
        .join('\n');
      return `ECB rates refreshed:\n${feeds}\n  ${result.filled} document(s) got their exchange rate.`;
    }
    case 'demo': {
      const demo = result as unknown as import('./demo').DemoResult;
      return [
        `${demo.created ? 'Seeded' : 'Found'} the demo business ${demo.name} (${demo.businessId}, sandbox ${demo.sandboxId}).`,
        `  App:       ${appOrigin}`,
        `  API docs:  ${appOrigin}/docs`,
        `  Shop:      ${siteUrl(demo.slug)}`,
        `  Live key:  ${demo.keys.live}`,
        `  Test key:  ${demo.keys.test}`,
        `  Login:     ${demo.login.email} / ${demo.login.password}`,
        `  Try:       curl -H "Authorization: Bearer ${demo.keys.live}" ${appOrigin}/api/v1/public/products`,
      ].join('\n');
    }
  }
}
