import fc from 'fast-check';

/** Numbers that overflow int4, int8, doubles or money, and the ones a parser treats specially. */
export const NASTY_NUMBERS = [
  2147483647, 2147483648, -2147483649, 4294967296, 9007199254740991, 9007199254740992, 1e20, 1e308, -1e308, -0, 0, -1,
  1.5, 0.1, 5e-324, 1e-7, 99.999, 1000.005,
];

const LONG = 'x'.repeat(100_000);

/** Text that databases, parsers, spreadsheets and terminals have choked on. */
export const NASTY_TEXT = [
  '',
  ' ',
  '\t',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '2147483648',
  '-2147483649',
  '99999999999999999999',
  '1e308',
  '1e-400',
  '0x10',
  '00012',
  '1,5',
  '1.2.3',
  'null',
  'true',
  'undefined',
  '[]',
  '{}',
  '\u0000',
  'a\u0000b',
  '\u0001\u0007\u001b[31m\u007f',
  '\r\n',
  'line\nbreak',
  '\u202Egnp.exe',
  '\u200f\u05e9\u05dc\u05d5\u05dd',
  '\u0645\u0631\u062d\u0628\u0627',
  '👨‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0301\u0301\u0301',
  'Z\u0337\u0322\u031b\u032ba\u0338l\u0334g\u0336o',
  '\ud800',
  '\udfff',
  'a\ud83d',
  '\ufeff',
  '\u200b',
  '\uffff',
  '\u2028\u2029',
  "'; drop table users; --",
  '" or ""="',
  '%00',
  '%s%n%x',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  '+1',
  '@SUM(1)',
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '9999-12-31',
  '275760-09-13',
  '-000001-01-01T00:00:00Z',
  '2026-01-01T25:00:00Z',
  '1970-01-01T00:00:00Z',
  '2026-03-08T02:30:00-06:00',
  // Search syntax: LIKE escapes and wildcards, regex and tsquery operators, quotes.
  '\\',
  'a\\',
  '%',
  '_%\\',
  '[a-',
  '(',
  '*',
  'a & b | !c',
  'a:*',
  '<->',
  "'",
  "O'Brien",
  '$$',
  '\\\\\\',
  '%_%',
  '&|!',
  "'''",
  ':*:*',
  'ab\\',
  '((((',
  // Numbers a parser might still take: full-width and Arabic-Indic digits, separators, other bases.
  '１２３',
  '\u0663',
  ' 1 ',
  '1e3',
  '0b11',
  '1_000',
  // Dates PostgreSQL (not JavaScript) takes, and ones past JavaScript's range.
  'infinity',
  '-infinity',
  'epoch',
  'now',
  'allballs',
  '+275760-09-13T00:00:00.000Z',
  '2026-01-01T00:00:00+14:00',
  '0001-01-01',
  '1900-01-01',
  'a'.repeat(256),
  'é'.repeat(5000),
  LONG,
  '𝕏'.repeat(30_000),
];

/** A JSON value that is never what the schema wants, or only just. */
export const nastyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, [], {}, [1, 2], ['a'], [null], { a: 1 }, { id: 1 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      JSON.parse('{"__proto__":{"isAdmin":true}}') as unknown,
      JSON.parse('{"constructor":{"prototype":{"isAdmin":true}}}') as unknown,
      nest(40, (v) => [v], 1),
      nest(40, (v) => ({ a: v }), 1),
      Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i])),
      Array.from({ length: 20_000 }, (_, i) => i),
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

function nest(depth: number, wrap: (v: unknown) => unknown, leaf: unknown): unknown {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = wrap(v);
  return v;
}

/** Query-string and path text: the nasty text plus numbers written out. */
export const nastyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY_NUMBERS.map((n) => (Object.is(n, -0) ? '-0' : String(n)))) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
);

/**
 * Percent-encodes text for a URL the way a hostile client can: lone surrogates become the bytes a naive encoder
 * would emit (invalid UTF-8), which `encodeURIComponent` refuses to produce.
 */
export function encodeText(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const isHigh = c >= 0xd800 && c <= 0xdbff;
    const next = s.charCodeAt(i + 1);
    if (isHigh && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(s.slice(i, i + 2));
      i++;
    } else if (c >= 0xd800 && c <= 0xdfff) {
      out += `%${(0xe0 | (c >> 12)).toString(16)}%${(0x80 | ((c >> 6) & 0x3f)).toString(16)}%${(0x80 | (c & 0x3f)).toString(16)}`;
    } else out += encodeURIComponent(s[i]);
  }
  return out;
}

/** Raw request bodies: broken JSON, JSON that is not an object, and the wrong content types. */
export const RAW_BODIES: Array<[contentType: string | undefined, body: string]> = [
  ['application/json', ''],
  ['application/json', '{'],
  ['application/json', 'null'],
  ['application/json', '[]'],
  ['application/json', '"text"'],
  ['application/json', '123'],
  ['application/json', '\ufeff{}'],
  ['application/json', '{"a":1,"a":2}'],
  ['application/json', '{"__proto__":{"isAdmin":true}}'],
  ['application/json', '{"constructor":{"prototype":{"isAdmin":true}}}'],
  ['application/json', `{"x":${'['.repeat(3000)}${']'.repeat(3000)}}`],
  ['application/json', '{"x":"\\ud800"}'],
  ['application/json', '{"x":"\\u0000"}'],
  ['application/json; charset=utf-16', '{}'],
  ['application/json; charset=latin1', '{"name":"caf\u00e9"}'],
  ['text/plain', 'hello'],
  ['application/x-www-form-urlencoded', 'a=1&b=2'],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n'],
  ['application/xml', '<a/>'],
  ['image/png', '\u0089PNG\r\n'],
  [undefined, '{}'],
  ['', '{}'],
  ['application/json', `{"x":"${'y'.repeat(1024 * 1024)}"}`],
];

/** JSON tokens spliced, as raw text, in place of one property's value of a valid body. */
export const RAW_TOKENS = [
  '99999999999999999999999999',
  '1e999',
  '-1e999',
  '-0',
  '0.1e-400',
  '"\\ud800"',
  '"\\udc00x"',
  '"\\u0000"',
  '"\\u001f"',
  '1.0000000000000000000001',
  '2147483648',
  '[]',
  '{}',
  'null',
];

export const IDEMPOTENCY_KEYS = ['', ' ', 'k'.repeat(10_000), '../../x', 'ÿ-latin1', '2147483648', 'a,b', 'null'];

/** Authorization headers a client could send instead of a valid bearer token. */
export const AUTHORIZATIONS = [
  '',
  'Bearer',
  'Bearer ',
  'Bearer x',
  'Bearer null',
  'Bearer %00',
  `Bearer ${'a'.repeat(10_000)}`,
  'Basic YWRtaW46YWRtaW4=',
  'Bearer a b',
  'Bearer\tx',
  'Bearer ÿÿÿÿ',
];

/** Upload bodies, one character a byte: images by their magic numbers, of the signed type or not, small or too big. */
export const IMAGE_BODIES: Array<[contentType: string, body: string]> = [
  ['image/jpeg', `\u00ff\u00d8\u00ff\u00e0\u0000\u0010JFIF\u0000${'x'.repeat(200)}`],
  ['image/jpeg', `\u00ff\u00d8\u00ff\u00e0${'x'.repeat(4096)}`],
  ['image/jpeg', '\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR'],
  ['image/jpeg', 'GIF89a'],
  ['image/jpeg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
  ['image/jpeg', ''],
  ['image/jpeg', '\u00ff\u00d8'],
  ['image/png', `\u00ff\u00d8\u00ff\u00e0${'x'.repeat(200)}`],
  ['image/jpeg; charset=utf-8', `\u00ff\u00d8\u00ff\u00e0${'x'.repeat(200)}`],
  ['IMAGE/JPEG', `\u00ff\u00d8\u00ff\u00e0${'x'.repeat(200)}`],
];
