import { XMLParser } from 'fast-xml-parser';

/** An XML element: its local name (namespace prefix dropped), attributes, and children in document order. */
export interface El {
  name: string;
  attrs: Record<string, string>;
  children: (El | string)[];
}

/** Why an XML file could not be read (not well-formed, or refused). */
export class XmlRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XmlRefusedError';
  }
}

/** Largest XML file read: far above any manifest, QTI file or OLX component, far below memory trouble. */
export const XML_MAX_CHARS = 10 * 1024 * 1024;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  // Entities are decoded below, in one pass: the five of XML and character references, nothing declared.
  processEntities: false,
  htmlEntities: false,
});

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes the five XML entities and character references (one pass, so `&amp;#10;` stays `&#10;`). */
function decode(s: string): string {
  return s.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref] ?? whole;
    const code = ref[1] === 'x' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
    // NUL and lone surrogates are never text of ours.
    if (!code || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '';
    return String.fromCodePoint(code);
  });
}

type Raw = Record<string, unknown>;

function convert(list: Raw[]): (El | string)[] {
  const out: (El | string)[] = [];
  for (const node of list) {
    if ('#text' in node) {
      out.push(decode(String(node['#text'])));
      continue;
    }
    const name = Object.keys(node).find((k) => k !== ':@');
    if (!name || name.startsWith('?')) continue;
    const attrs: Record<string, string> = {};
    for (const [k, v] of Object.entries((node[':@'] as Raw | undefined) ?? {})) attrs[k] = decode(String(v));
    out.push({ name, attrs, children: convert((node[name] as Raw[]) ?? []) });
  }
  return out;
}

/**
 * Parses an XML document to its root element. Entity declarations are refused outright (an entity-expansion
 * bomb is a few lines of DOCTYPE; no Common Cartridge or OLX file needs one), as is anything too large.
 */
export function parseXml(text: string): El {
  if (text.length > XML_MAX_CHARS) throw new XmlRefusedError(`the file is larger than ${XML_MAX_CHARS} characters`);
  if (/<!ENTITY/i.test(text)) throw new XmlRefusedError('XML entity declarations are refused');
  const cleaned = text.replace(/^\uFEFF/, '').replace(/<!DOCTYPE[^>[]*(\[[^\]]*\])?\s*>/i, '');
  let parsed: Raw[];
  try {
    parsed = parser.parse(cleaned, true) as Raw[];
  } catch (err) {
    throw new XmlRefusedError(`not well-formed XML: ${(err as Error).message.split('\n')[0]}`);
  }
  const root = convert(parsed).find((n): n is El => typeof n !== 'string');
  if (!root) throw new XmlRefusedError('the file has no root element');
  return root;
}

/** Child elements, optionally only those of a local name. */
export function kids(el: El | undefined, name?: string): El[] {
  if (!el) return [];
  return el.children.filter((c): c is El => typeof c !== 'string' && (name === undefined || c.name === name));
}

/** The first child element of a name. */
export function kid(el: El | undefined, name: string): El | undefined {
  return kids(el, name)[0];
}

/** The first descendant element of a name (depth first). */
export function find(el: El | undefined, name: string): El | undefined {
  if (!el) return undefined;
  for (const c of kids(el)) {
    if (c.name === name) return c;
    const deeper = find(c, name);
    if (deeper) return deeper;
  }
  return undefined;
}

/** Every descendant element of a name. */
export function findAll(el: El | undefined, name: string, out: El[] = []): El[] {
  for (const c of kids(el)) {
    if (c.name === name) out.push(c);
    findAll(c, name, out);
  }
  return out;
}

/** The text inside an element, its descendants' included. */
export function textOf(el: El | undefined): string {
  if (!el) return '';
  return el.children.map((c) => (typeof c === 'string' ? c : textOf(c))).join('');
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

/** Writes an element (or its children only) back as markup: HTML carried inside an XML file. */
export function serialize(node: El | string, inner = false): string {
  if (typeof node === 'string') return escapeText(node);
  const body = node.children.map((c) => serialize(c)).join('');
  if (inner) return body;
  const attrs = Object.entries(node.attrs)
    .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
    .join('');
  return body ? `<${node.name}${attrs}>${body}</${node.name}>` : `<${node.name}${attrs}/>`;
}
