/**
 * Checks a call against the API's document (api/openapi.yaml): the request the site sent (method,
 * path, query, form fields or JSON body) and the answer it got (status, JSON body). Used by the unit
 * and integration tests (tests/support/apiContractWatch.ts), the browser tests (tests/e2e/fixtures.ts)
 * and the mock API served over HTTP (scripts/mock-api-server.mjs); never by the site.
 *
 * The document leaves objects open, as a client must ignore members it does not know; here every
 * object the document describes is closed, so a field the mock adds or the site sends that the
 * document does not name is a mismatch too, and the three cannot drift apart.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonObject;
}
interface Operation {
  operationId: string;
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: JsonObject;
  responses: Record<string, JsonObject>;
}

/** One call of the document: `METHOD /path` as the document writes it, e.g. `POST /contact/store`. */
export interface Call {
  name: string;
  operationId: string;
  pointer: string;
  operation: Operation;
  pathParameters: Record<string, string>;
  parameters: Parameter[];
}

const DOCUMENT = resolvePath(dirname(fileURLToPath(import.meta.url)), '../../api/openapi.yaml');
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

let loaded: { doc: JsonObject; routes: { method: string; pattern: RegExp; path: string; names: string[] }[]; json: Ajv2020; text: Ajv2020 } | null = null;

/** Every object schema closed (`additionalProperties: false` where the document sets nothing). */
function closeObjects(node: Json): Json {
  if (Array.isArray(node)) return node.map(closeObjects);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) out[key] = key === 'example' || key === 'examples' ? value : closeObjects(value);
  const types = Array.isArray(out.type) ? out.type : [out.type];
  if (types.includes('object') && out.properties && out.additionalProperties === undefined) out.additionalProperties = false;
  return out;
}

function load() {
  if (loaded) return loaded;
  const doc = closeObjects(parse(readFileSync(DOCUMENT, 'utf8')) as Json) as JsonObject;
  const routes = Object.keys(doc.paths as JsonObject).flatMap((path) => {
    const names: string[] = [];
    const pattern = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, name: string) => (names.push(name), '([^/]+)'))}$`);
    return METHODS.filter((method) => (doc.paths as Record<string, JsonObject>)[path][method]).map((method) => ({ method, pattern, path, names }));
  });
  // One validator for JSON (types as they are) and one for text (form fields, query and path
  // parameters), where "12" is the integer 12, as a server reading the form would take it.
  const make = (coerceTypes: boolean) => {
    const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes });
    addFormats(ajv);
    ajv.addSchema(doc as object, 'openapi');
    return ajv;
  };
  loaded = { doc, routes, json: make(false), text: make(true) };
  return loaded;
}

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

function resolve<T>(node: T | { $ref: string }): T {
  const { doc } = load();
  if (node && typeof node === 'object' && '$ref' in node) {
    return node.$ref
      .slice(2)
      .split('/')
      .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<Json>((at, segment) => (at as JsonObject)[segment], doc) as T;
  }
  return node as T;
}

const validators = new Map<string, ValidateFunction>();

/** A validator for a schema in the document, by its JSON pointer (`/components/schemas/Phone`), compiled once; `text` for a form field's or a parameter's text. */
export function validatorAt(pointer: string, text: boolean): ValidateFunction {
  const key = `${text ? 'text' : 'json'} ${pointer}`;
  let validate = validators.get(key);
  if (!validate) {
    const { json, text: textAjv } = load();
    validate = (text ? textAjv : json).compile({ $ref: `openapi#${pointer}` });
    validators.set(key, validate);
  }
  return validate;
}

/** A validator for a schema made here from the document's parts (its references pointing into the document). */
function validatorOf(schema: object, text: boolean, key: string): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    const { json, text: textAjv } = load();
    validate = (text ? textAjv : json).compile(JSON.parse(JSON.stringify(schema).replaceAll('"$ref":"#/', '"$ref":"openapi#/')) as object);
    validators.set(key, validate);
  }
  return validate;
}

function describe(errors: ErrorObject[] | null | undefined, where: string): string[] {
  const lines = (errors ?? []).map((error) => {
    const extra = error.keyword === 'additionalProperties' ? ` (${(error.params as { additionalProperty: string }).additionalProperty})` : error.keyword === 'enum' || error.keyword === 'const' ? ` ${JSON.stringify(error.params)}` : '';
    return `${where}${error.instancePath || ''} ${error.message ?? error.keyword}${extra}`;
  });
  return [...new Set(lines)].slice(0, 8);
}

/** The part of a URL's path after the API's base (`/api`), or null for a URL that is not the API's. */
export function apiPath(url: string): string | null {
  const { pathname } = new URL(url, 'http://localhost');
  const at = pathname.indexOf('/api/');
  return at === -1 ? null : pathname.slice(at + '/api'.length);
}

/** The document's call for a method and a path after the base, or null when it has none. */
export function findCall(method: string, path: string): Call | null {
  const { doc, routes } = load();
  const lower = method.toLowerCase();
  for (const route of routes) {
    const match = route.method === lower && route.pattern.exec(path);
    if (!match) continue;
    const pathItem = (doc.paths as Record<string, JsonObject>)[route.path];
    const operation = pathItem[lower] as unknown as Operation;
    const parameters = [...((pathItem.parameters as unknown as Parameter[]) ?? []), ...(operation.parameters ?? [])].map((p) => resolve<Parameter>(p));
    const pathParameters = Object.fromEntries(route.names.map((name, index) => [name, decodeURIComponent(match[index + 1])]));
    return { name: `${method.toUpperCase()} ${route.path}`, operationId: operation.operationId, pointer: `/paths/${escapePointer(route.path)}/${lower}`, operation, pathParameters, parameters };
  }
  return null;
}

/** A request as the checks read it: the body already read (form fields as text, or JSON). */
export interface CheckedRequest {
  method: string;
  url: string;
  contentType: string | null;
  /** Form fields (a file by its name), JSON, or undefined for no body. */
  body?: Record<string, string> | Json;
}

/** What is wrong with a request, as lines naming the call; empty when it is what the document describes. */
export function requestProblems(request: CheckedRequest): string[] {
  const path = apiPath(request.url);
  if (path === null) return [];
  const call = findCall(request.method, path);
  if (!call) return [`${request.method.toUpperCase()} ${path}: no such call in api/openapi.yaml`];
  const problems: string[] = [];
  const query = Object.fromEntries(new URL(request.url, 'http://localhost').searchParams);
  for (const [where, values] of [['query', query], ['path', call.pathParameters]] as const) {
    const declared = call.parameters.filter((p) => p.in === where);
    const schema = {
      type: 'object',
      properties: Object.fromEntries(declared.map((p) => [p.name, p.schema])),
      required: declared.filter((p) => p.required).map((p) => p.name),
      additionalProperties: false,
    };
    const validate = validatorOf(schema, true, `${where} ${call.pointer}`);
    if (!validate(structuredClone(values))) problems.push(...describe(validate.errors, `${call.name} ${where}`));
  }
  const requestBody = call.operation.requestBody ? resolve<JsonObject>(call.operation.requestBody) : undefined;
  const media = requestBody?.content as Record<string, JsonObject> | undefined;
  // An empty form (a POST the site sends with no fields) is no body.
  const emptyForm = typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body) && Object.keys(request.body).length === 0 && !request.contentType?.includes('json');
  const hasBody = request.body !== undefined && !emptyForm;
  if (!media) {
    if (hasBody) problems.push(`${call.name}: sends a body, and the document describes none`);
    return problems;
  }
  if (request.body === undefined) {
    if (requestBody?.required) problems.push(`${call.name}: sends no body; the document requires one`);
    return problems;
  }
  const type = (request.contentType ?? '').split(';')[0].trim().toLowerCase();
  if (!media[type]) return [...problems, `${call.name}: sends ${type || 'a body without a type'}; the document takes ${Object.keys(media).join(' or ')}`];
  const bodyPointer = call.operation.requestBody && '$ref' in call.operation.requestBody ? (call.operation.requestBody.$ref as string).slice(1) : `${call.pointer}/requestBody`;
  const validate = validatorAt(`${bodyPointer}/content/${escapePointer(type)}/schema`, type !== 'application/json');
  if (!validate(structuredClone(request.body))) problems.push(...describe(validate.errors, `${call.name} body`));
  return problems;
}

/** What is wrong with an answer to a request, as lines naming the call; empty when the document describes it. */
export function responseProblems(method: string, url: string, status: number, contentType: string | null, body: Json | undefined): string[] {
  const path = apiPath(url);
  if (path === null) return [];
  const call = findCall(method, path);
  if (!call) return [];
  const responses = call.operation.responses;
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((candidate) => responses[candidate]);
  if (!key) return [`${call.name}: answers ${status}, which the document does not list (${Object.keys(responses).join(', ')})`];
  const response = resolve<JsonObject>(responses[key]);
  const media = response.content as Record<string, JsonObject> | undefined;
  if (!media) return [];
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  if (!media[type]) return [`${call.name} → ${status}: answers ${type || 'no content type'}; the document says ${Object.keys(media).join(' or ')}`];
  const responsePointer = '$ref' in responses[key] ? (responses[key].$ref as string).slice(1) : `${call.pointer}/responses/${escapePointer(key)}`;
  const schemaPointer = `${responsePointer}/content/${escapePointer(type)}/schema`;
  const validate = validatorAt(schemaPointer, false);
  if (validate(body)) return [];
  // Of an envelope's two branches, the errors of the one the answer's status chose: the other's are noise.
  const branch = envelopeBranch(schemaPointer, body);
  if (branch) {
    const validateBranch = validatorAt(branch, false);
    validateBranch(body);
    return describe(validateBranch.errors, `${call.name} → ${status}`);
  }
  return describe(validate.errors, `${call.name} → ${status}`);
}

/** The pointer of the `oneOf` branch whose `status` is the answer's, when the schema is such a choice. */
function envelopeBranch(pointer: string, body: Json | undefined): string | null {
  const status = body !== null && typeof body === 'object' && !Array.isArray(body) ? body.status : undefined;
  if (typeof status !== 'string') return null;
  let at = pointer;
  let node = resolve<JsonObject>({ $ref: `#${at}` });
  while (typeof node.$ref === 'string') {
    at = node.$ref.slice(1);
    node = resolve<JsonObject>({ $ref: node.$ref });
  }
  const branches = Array.isArray(node.oneOf) ? node.oneOf : [];
  const index = branches.findIndex((branch) => {
    const statusSchema = resolve<JsonObject>(((resolve<JsonObject>(branch as JsonObject).properties as JsonObject | undefined)?.status ?? {}) as JsonObject);
    return statusSchema.const === status;
  });
  return index === -1 ? null : `${at}/oneOf/${index}`;
}

/** A fetch Request's body as the checks read it (the request itself is left unread). */
export async function readRequest(request: Request): Promise<CheckedRequest> {
  const contentType = request.headers.get('content-type');
  const base = { method: request.method, url: request.url, contentType };
  if (request.method === 'GET' || request.method === 'HEAD') return base;
  const copy = request.clone();
  if (contentType?.startsWith('multipart/form-data') || contentType?.startsWith('application/x-www-form-urlencoded')) {
    const fields: Record<string, string> = {};
    (await copy.formData()).forEach((value, name) => {
      fields[name] = typeof value === 'string' ? value : value.name;
    });
    return { ...base, body: fields };
  }
  const text = await copy.text();
  if (!text) return base;
  return { ...base, body: contentType?.includes('json') ? (JSON.parse(text) as Json) : text };
}

/** Everything wrong with one exchange: the request, then the answer. */
export async function exchangeProblems(request: Request, response: Response): Promise<string[]> {
  const problems = requestProblems(await readRequest(request));
  const contentType = response.headers.get('content-type');
  const text = await response.clone().text();
  let body: Json | undefined;
  try {
    body = text ? (JSON.parse(text) as Json) : undefined;
  } catch {
    body = text;
  }
  return [...problems, ...responseProblems(request.method, request.url, response.status, contentType, body)];
}

/** Every call of the document, as `METHOD /path`. */
export function documentedCalls(): string[] {
  return load().routes.map((route) => `${route.method.toUpperCase()} ${route.path}`);
}
