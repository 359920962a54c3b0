// Issue 11: the nonce of a request on the scripts of a page Next served from its ISR cache. The cache
// holds one HTML for every visitor, so the page was rendered without a nonce; server.mjs writes the
// request's nonce onto Next's own scripts as the HTML streams out, and the CSP header proxy.ts sent
// allows only scripts with that nonce ('strict-dynamic': what they load runs too).
//
// Only scripts Next and React themselves write are blessed, recognised by their exact forms below.
// Any other script, e.g. `<script>alert(1)</script>` that slipped into an article's HTML, gets no
// nonce, so the browser refuses to run it: that is the point of the nonce. Inline event handlers and
// `javascript:` URLs never run under this policy either. The same pass starts the framework's chunks
// after the first paint (after-paint.mjs). Plain JavaScript because server.mjs runs without a build
// step; latin1 strings throughout, so each byte stays one character and a UTF-8 character split
// across two chunks passes through untouched.
import { afterPaintLoader } from './after-paint.mjs';
import { REACT_MARK_SHELL_TIME, REACT_RUNTIME_DEFINITIONS } from './react-fizz-runtime.mjs';

const SCRIPT_OPEN = '<script';
const LINK_OPEN = '<link';
const OPEN = /<(?:script|link)/g;
/** What may follow a tag name: HTML's whitespace, `/` or `>` (`<scripts>` is another element). */
const AFTER_NAME = /[\t\n\f\r />]/;
const SCRIPT_CLOSE = /<\/script[\s/>]/i;
const SPACE = /[\t\n\f\r ]/;

/** Our own build's files: no `..`, no other origin, nothing but a chunk name and a query. */
const BUILD_FILE = /^\/_next\/static\/(?!.*\.\.)[\w./-]+\.js(?:\?[\w.=&;-]*)?$/;
const NEXT_FLIGHT_INIT = '(self.__next_f=self.__next_f||[]).push([0])';
const NEXT_FLIGHT_PUSH = 'self.__next_f.push(';
const TURBOPACK_BOOTSTRAP = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(';
const TURBOPACK_CHUNK = /^static\/chunks\/(?!.*\.\.)[\w./-]+\.(?:js|css)$/;
const REACT_INSTRUCTION = /^\$R[CSRX]\((.*)\)$/s;

/** A URL of a file of our own build, as it stands in an HTML attribute. */
function isBuildFile(url) {
  return BUILD_FILE.test(url.replaceAll('&amp;', '&'));
}

/** `element` (which starts with `open`, e.g. `<script`) with the nonce attribute after its name. */
function withNonce(open, attribute, element) {
  return open + attribute + element.slice(open.length);
}

/**
 * JSON.parse on the latin1 text itself: a byte of a UTF-8 character (0x80 and up) is valid inside a
 * JSON string and invalid outside one, as the character is, so the verdict is the one the decoded
 * text would get, without decoding it.
 */
function parseJson(text) {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return null;
  }
}

/** `self.__next_f.push([…])`: a chunk of the RSC payload, data only. */
function isFlightPush(body) {
  if (!body.startsWith(NEXT_FLIGHT_PUSH) || !body.endsWith(')')) return false;
  const parsed = parseJson(body.slice(NEXT_FLIGHT_PUSH.length, -1));
  return parsed !== null && Array.isArray(parsed.value);
}

/** Turbopack's bootstrap: which of our own chunks to load, and the runtime modules to start. */
function isTurbopackBootstrap(body) {
  if (!body.startsWith(TURBOPACK_BOOTSTRAP) || !body.endsWith(');')) return false;
  const parsed = parseJson(body.slice(TURBOPACK_BOOTSTRAP.length, -2));
  if (parsed === null || typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value)) return false;
  const { otherChunks, runtimeModuleIds, ...rest } = parsed.value;
  return (
    Object.keys(rest).length === 0 &&
    Array.isArray(otherChunks) &&
    otherChunks.every((chunk) => typeof chunk === 'string' && TURBOPACK_CHUNK.test(chunk)) &&
    Array.isArray(runtimeModuleIds) &&
    runtimeModuleIds.every((id) => Number.isInteger(id))
  );
}

/**
 * React's streaming instructions: its runtime definitions (exact text), then one call of $RC, $RS,
 * $RR or $RX whose arguments are JSON (boundary ids, an error digest, style hrefs), or the mark of
 * the shell time alone.
 */
function isReactInstruction(body) {
  if (body === REACT_MARK_SHELL_TIME) return true;
  let rest = body;
  for (let stripped = true; stripped; ) {
    stripped = false;
    for (const definition of REACT_RUNTIME_DEFINITIONS) {
      if (rest.startsWith(definition)) {
        rest = rest.slice(definition.length);
        stripped = true;
      }
    }
  }
  const call = REACT_INSTRUCTION.exec(rest);
  if (!call) return false;
  const parsed = parseJson(`[${call[1]}]`);
  return parsed !== null && parsed.value.every((argument) => argument === null || typeof argument === 'string' || Array.isArray(argument));
}

/**
 * Whether a nonce-less script is one Next or React wrote, so it may carry the nonce. A script with a
 * type (JSON-LD, the only one our pages have) does not run and needs none.
 */
export function isNextScript(attributes, body) {
  if (attributes.has('nonce') || attributes.has('type')) return false;
  const src = attributes.get('src');
  if (src !== undefined) return body.trim() === '' && isBuildFile(src);
  return body === NEXT_FLIGHT_INIT || isFlightPush(body) || isTurbopackBootstrap(body) || isReactInstruction(body);
}

/**
 * The open tag that starts at `start` (`<script…>`), read as the HTML tokenizer reads it (a quote
 * counts only at the start of a value, the first of two equal names wins), so an odd tag in content
 * cannot make this code see another tag end or other attributes than the browser does. Null while
 * its `>` has not arrived.
 */
export function readOpenTag(text, start = 0, nameLength = SCRIPT_OPEN.length) {
  const attributes = new Map();
  let index = start + nameLength;
  const skip = (pattern) => {
    while (index < text.length && pattern.test(text[index])) index += 1;
  };
  for (;;) {
    skip(/[\t\n\f\r /]/);
    if (index >= text.length) return null;
    if (text[index] === '>') return { end: index, attributes };
    const nameStart = index;
    index += 1;
    while (index < text.length && !/[\t\n\f\r />=]/.test(text[index])) index += 1;
    const name = text.slice(nameStart, index).toLowerCase();
    skip(SPACE);
    let value = '';
    if (text[index] === '=') {
      index += 1;
      skip(SPACE);
      const quote = text[index];
      if (quote === '"' || quote === "'") {
        const close = text.indexOf(quote, index + 1);
        if (close === -1) return null;
        value = text.slice(index + 1, close);
        index = close + 1;
      } else {
        const valueStart = index;
        while (index < text.length && !/[\t\n\f\r >]/.test(text[index])) index += 1;
        value = text.slice(valueStart, index);
      }
    }
    if (index >= text.length) return null;
    if (!attributes.has(name)) attributes.set(name, value);
  }
}

/**
 * A chunk script Next writes for a page, which starts after the first paint (after-paint.mjs): our
 * build's file, async, without a nonce or under this page's, with no other behaviour asked.
 */
export function isAfterPaintChunk(attributes, body, nonce) {
  const src = attributes.get('src');
  if (src === undefined || body.trim() !== '' || !isBuildFile(src) || !attributes.has('async')) return false;
  if (attributes.has('nonce') && attributes.get('nonce') !== nonce) return false;
  return [...attributes.keys()].every((name) => name === 'src' || name === 'async' || name === 'nonce');
}

/**
 * Next's preload of a script of our own build (`<link rel="preload" as="script">`), without a nonce
 * or under this page's. The rewriter drops it: the chunk it would fetch early starts after the first
 * paint instead (after-paint.mjs).
 */
export function isNextPreload(attributes, nonce) {
  if (attributes.has('nonce') && attributes.get('nonce') !== nonce) return false;
  const rel = attributes.get('rel')?.toLowerCase();
  const href = attributes.get('href');
  const script = (rel === 'preload' && attributes.get('as')?.toLowerCase() === 'script') || rel === 'modulepreload';
  return script && href !== undefined && isBuildFile(href);
}

/** Length of the longest end of `text` that could be the start of `<script` or `<link`. */
function partialOpenLength(text) {
  for (let length = Math.min(SCRIPT_OPEN.length - 1, text.length); length > 0; length -= 1) {
    const end = text.slice(-length);
    if (SCRIPT_OPEN.startsWith(end) || LINK_OPEN.startsWith(end)) return length;
  }
  return 0;
}

/**
 * A streaming rewriter of latin1 HTML: `write` returns what may be sent now, `end` the rest. Text
 * outside scripts passes straight through; from an open `<script` to its `</script>` it waits, then
 * sends a chunk script as its after-paint loader, or the element with ` nonce="…"` added when
 * isNextScript blesses it. A `<link>` waits for its `>` only, and is left out when it is Next's
 * preload of a chunk.
 */
export function createNonceRewriter(nonce) {
  const attribute = ` nonce="${nonce}"`;
  let pending = '';
  // Where in `pending` the search for the script's end goes on, so a long body is scanned once.
  let scanFrom = 0;

  function bless(text, tag, closeStart) {
    const body = text.slice(tag.end + 1, closeStart);
    if (isAfterPaintChunk(tag.attributes, body, nonce)) return afterPaintLoader(tag.attributes.get('src'), attribute);
    return isNextScript(tag.attributes, body) ? withNonce(SCRIPT_OPEN, attribute, text) : text;
  }

  function write(chunk) {
    const text = pending + chunk;
    let out = '';
    let position = 0;
    for (;;) {
      if (scanFrom === 0) {
        OPEN.lastIndex = position;
        const match = OPEN.exec(text);
        if (match === null) {
          const keep = partialOpenLength(text.slice(position));
          out += text.slice(position, text.length - keep);
          pending = text.slice(text.length - keep);
          return out;
        }
        const [name] = match;
        out += text.slice(position, match.index);
        position = match.index;
        const next = text[position + name.length];
        if (next === undefined) break;
        if (!AFTER_NAME.test(next)) {
          out += name;
          position += name.length;
          continue;
        }
        if (name === LINK_OPEN) {
          const link = readOpenTag(text, position, LINK_OPEN.length);
          if (link === null) break;
          if (!isNextPreload(link.attributes, nonce)) out += text.slice(position, link.end + 1);
          position = link.end + 1;
          continue;
        }
        scanFrom = 1;
      }
      const tag = readOpenTag(text, position);
      if (tag === null) break;
      const bodyStart = Math.max(tag.end + 1, position + scanFrom);
      const close = text.slice(bodyStart).search(SCRIPT_CLOSE);
      if (close === -1) {
        // The last 8 characters may be the start of `</script`: search them again with the next chunk.
        scanFrom = Math.max(1, text.length - position - 9);
        break;
      }
      const closeEnd = text.indexOf('>', bodyStart + close);
      if (closeEnd === -1) {
        scanFrom = bodyStart + close - position;
        break;
      }
      const element = text.slice(position, closeEnd + 1);
      out += bless(element, { end: tag.end - position, attributes: tag.attributes }, bodyStart + close - position);
      position = closeEnd + 1;
      scanFrom = 0;
    }
    pending = text.slice(position);
    return out;
  }

  // An unclosed script at the end is sent as it is: the browser runs nothing of it without the nonce.
  function end() {
    const rest = pending;
    pending = '';
    scanFrom = 0;
    return rest;
  }

  return { write, end };
}
