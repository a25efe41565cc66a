// Holds every answer of the test client to the OpenAPI document (JSON Schema 2020-12, with formats): the
// operation is found by method and path template, then the status, the content type, the body and the
// headers a client reads must all be declared there — so every API test also proves the document true.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { openApiDocument } from '../api/openapi';

type Json = Record<string, any>;

const DOC = openApiDocument('http://localhost:3000/api/v1') as Json;
const DOC_ID = 'https://vitrine.test/openapi.json';

/** The headers a client reads: each must be declared on the response that carries it. */
const CLIENT_HEADERS = [
  'X-Request-Id',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'Retry-After',
  'Idempotent-Replayed',
  'WWW-Authenticate',
  'Allow',
];

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('binary', true);
ajv.addSchema({ ...DOC, $id: DOC_ID });

const validators = new Map<string, ValidateFunction>();

function validatorAt(pointer: string): ValidateFunction {
  let validate = validators.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `${DOC_ID}#${pointer}` });
    validators.set(pointer, validate);
  }
  return validate;
}

const escape = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/** Follows a local `$ref` of the document; returns the object and its JSON pointer. */
function resolve(node: Json, pointer: string): { node: Json; pointer: string } {
  if (typeof node.$ref !== 'string') return { node, pointer };
  const target = (node.$ref as string).slice(1);
  const found = target
    .split('/')
    .slice(1)
    .reduce<Json>((at, segment) => at[segment.replaceAll('~1', '/').replaceAll('~0', '~')], DOC);
  return resolve(found, target);
}

const TEMPLATES = Object.keys(DOC.paths as Json)
  .map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`),
    statics: template.split('/').filter((segment) => segment && !segment.startsWith('{')).length,
  }))
  .sort((a, b) => b.statics - a.statics);

function errorsText(validate: ValidateFunction): string[] {
  return (validate.errors ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message} ${JSON.stringify(error.params)}`);
}

type Answer = { status: number; headers: Headers; body: unknown; text: string };

/** What in an answer below /api/v1 the document does not declare; empty when it matches. */
export function documentMismatches(method: string, pathname: string, answer: Answer): string[] {
  const found = TEMPLATES.find(({ pattern }) => pattern.test(pathname));
  let response: { node: Json; pointer: string };
  if (!found) {
    if (!pathname.startsWith('/public/') && pathname !== '/public') return []; // not part of the documented API
    if (answer.status !== 404) return [`an unknown path answered ${answer.status}, not 404`];
    response = resolve({ $ref: '#/components/responses/NotFound' }, '');
  } else {
    const operation = (DOC.paths[found.template] as Json)[method.toLowerCase()] as Json | undefined;
    if (!operation) {
      response = resolve({ $ref: '#/components/responses/MethodNotAllowed' }, '');
      if (answer.status !== 405) return [`${method} is not an operation of ${found.template} but answered ${answer.status}, not 405`];
    } else {
      const declared = (operation.responses as Json)[String(answer.status)] as Json | undefined;
      if (!declared) {
        return [`status ${answer.status} is not declared for ${method} ${found.template} (declared: ${Object.keys(operation.responses).join(', ')})`];
      }
      response = resolve(declared, `/paths/${escape(found.template)}/${method.toLowerCase()}/responses/${answer.status}`);
    }
  }
  return [...bodyMismatches(response, answer), ...headerMismatches(response, answer.headers)];
}

function bodyMismatches({ node, pointer }: { node: Json; pointer: string }, answer: Answer): string[] {
  const content = (node.content ?? {}) as Json;
  const mediaType = answer.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
  if (Object.keys(content).length === 0) return answer.text === '' ? [] : ['a body was answered where the document declares none'];
  if (!(mediaType in content)) return [`content type "${mediaType}" is not declared (declared: ${Object.keys(content).join(', ')})`];
  if (mediaType !== 'application/json') return [];
  const validate = validatorAt(`${pointer}/content/${escape(mediaType)}/schema`);
  return validate(answer.body) ? [] : errorsText(validate).map((text) => `body ${text}`);
}

function headerMismatches(response: { node: Json; pointer: string }, headers: Headers): string[] {
  const problems: string[] = [];
  const declared = (response.node.headers ?? {}) as Json;
  const names = new Map(Object.keys(declared).map((name) => [name.toLowerCase(), name]));
  for (const name of CLIENT_HEADERS) {
    if (headers.has(name) && !names.has(name.toLowerCase())) problems.push(`header ${name} is answered but not declared`);
  }
  for (const [lower, name] of names) {
    const { node, pointer } = resolve(declared[name] as Json, `${response.pointer}/headers/${escape(name)}`);
    const value = headers.get(lower);
    if (value === null) {
      if (node.required) problems.push(`required header ${name} is missing`);
      continue;
    }
    const schema = (node.schema ?? {}) as Json;
    const typed = schema.type === 'integer' && /^-?\d+$/.test(value) ? Number(value) : value;
    const validate = validatorAt(`${pointer}/schema`);
    if (!validate(typed)) problems.push(...errorsText(validate).map((text) => `header ${name}: ${JSON.stringify(value)} ${text}`));
  }
  return problems;
}
