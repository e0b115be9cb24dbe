import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { RouteEntry } from '../../platform/http/route-table.js';
import { type ArbitraryOptions, arbitraryFor } from './zod-arbitrary.js';

/** One generated request; `anonymous` sends it without the learner's session. */
export interface FuzzRequest {
  anonymous: boolean;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** Path segments that decode to something odd, or do not decode at all. */
const ODD_SEGMENTS = [
  '%00',
  'a%00b',
  '%ZZ',
  '%',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AF',
  '..',
  '%2e%2e',
  '%2F',
  '%20',
  'x'.repeat(3000),
  '2147483648',
  '-1',
  '1.5',
  '1e3',
  'NaN',
  '0x10',
];

/** Bodies no schema would produce: broken JSON, odd JSON roots, very deep nesting. */
const RAW_BODIES = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '1e999',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '\u0000',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`,
  '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
];

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/x-www-form-urlencoded',
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
];

type Schema = { params?: unknown; querystring?: unknown; body?: unknown } | undefined;

function paramNames(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)|\*/g)].map((m) => m[1] ?? '*');
}

/** Percent-encodes like encodeURIComponent, but a lone surrogate becomes its (invalid) UTF-8 bytes instead of throwing. */
function encode(text: string): string {
  return text
    .replace(/[\uD800-\uDFFF]/gu, '\u0001')
    .split('\u0001')
    .map(encodeURIComponent)
    .join('%ED%A0%80');
}

function segment(value: unknown): string {
  if (typeof value === 'string') return encode(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return encode(JSON.stringify(value) ?? '');
}

/** Query text from any value: objects by key (arrays repeat the key), anything else as junk. */
function queryText(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return `x=${segment(value)}`;
  const parts: string[] = [];
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v]) parts.push(`${encode(k)}=${segment(item)}`);
  }
  return parts.join('&');
}

function formText(value: unknown): string {
  return queryText(value);
}

/** The arbitrary of hostile requests for one route, derived from its own zod schemas. */
export function requestsFor(route: RouteEntry, options: ArbitraryOptions): fc.Arbitrary<FuzzRequest> {
  const schema = route.schema as Schema;
  const names = paramNames(route.url);
  const paramsSchema = (schema?.params as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
  const paramArbs = names.map((name) =>
    fc.oneof(
      { weight: 4, arbitrary: arbitraryFor(paramsSchema[name], options).map(segment) },
      { weight: 2, arbitrary: fc.constantFrom(...ODD_SEGMENTS) },
    ),
  );
  const query = fc.oneof(
    { weight: 3, arbitrary: fc.constant('') },
    { weight: 4, arbitrary: arbitraryFor(schema?.querystring, options).map(queryText) },
    { weight: 1, arbitrary: fc.constantFrom('a=%00', '%ZZ=1', 'a[]=1&a[b]=2', '__proto__[x]=1', 'a=%ud800', '&&=&') },
  );
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const body = fc.oneof(
    {
      weight: 6,
      arbitrary: arbitraryFor(schema?.body, options).map((v) => ({
        type: 'application/json',
        text: JSON.stringify(v) ?? 'null',
      })),
    },
    {
      weight: 2,
      arbitrary: arbitraryFor(schema?.body, options).map((v) => ({
        type: 'application/x-www-form-urlencoded',
        text: formText(v),
      })),
    },
    { weight: 2, arbitrary: fc.record({ type: fc.constantFrom(...CONTENT_TYPES), text: fc.constantFrom(...RAW_BODIES) }) },
    { weight: 1, arbitrary: fc.record({ type: fc.constantFrom(...CONTENT_TYPES), text: fc.string({ maxLength: 40 }) }) },
  );
  return fc
    .record({
      anonymous: fc.integer({ min: 0, max: 3 }).map((n) => n === 0), // one in four
      params: fc.tuple(...paramArbs),
      query,
      body: hasBody ? fc.option(body, { freq: 8 }) : fc.constant(null),
    })
    .map(({ anonymous, params, query: q, body: b }) => {
      let i = 0;
      const path = route.url.replace(/:([A-Za-z0-9_]+)|\*/g, () => params[i++] ?? '');
      const request: FuzzRequest = { anonymous, method: route.method, url: q ? `${path}?${q}` : path, headers: {} };
      if (b) {
        request.headers['content-type'] = b.type;
        request.payload = b.text;
      }
      return request;
    });
}

export function injectOptions(r: FuzzRequest): InjectOptions {
  return {
    method: r.method as InjectOptions['method'],
    url: r.url,
    headers: r.headers,
    ...(r.payload !== undefined ? { payload: r.payload } : {}),
  };
}
