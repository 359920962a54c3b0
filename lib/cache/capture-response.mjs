// What reaches a response, kept as Next writes it (the page copy, page-cache.mjs): watches
// writeHead, write and end, decides once the head is final whether the answer is one to keep, and
// hands over its status, headers and body when it ends. Install it above compression, which must not
// have run yet, so the body is the text Next wrote.

// Set per connection or per answer by Node, or per request by compression (each copy is encoded for
// each client as it asks).
const UNSTORED_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date', 'content-encoding']);

const toBuffer = (chunk, encoding) => (typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk));

/**
 * Calls `keep({ status, headers, body })` when `res` ends, if `worthKeeping(res)` said yes when its
 * head was final (by writeHead, or by the first write or end without one) and the body stayed within
 * `maxBytes`.
 */
export function captureResponse(res, { worthKeeping, maxBytes, keep }) {
  const { writeHead, write, end } = res;
  let decided = false;
  let chunks = null;
  let size = 0;
  const decide = (response) => {
    if (decided) return;
    decided = true;
    if (worthKeeping(response)) chunks = [];
  };
  const collect = (chunk, encoding) => {
    if (chunks === null || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer = toBuffer(chunk, encoding);
    size += buffer.length;
    if (size > maxBytes) chunks = null;
    else chunks.push(buffer);
  };
  res.writeHead = function (...args) {
    const result = writeHead.apply(this, args);
    // After Node applied the arguments: the status and headers are final here.
    decide(this);
    return result;
  };
  res.write = function (chunk, encoding, callback) {
    decide(this);
    collect(chunk, encoding);
    return write.call(this, chunk, encoding, callback);
  };
  res.end = function (chunk, encoding, callback) {
    decide(this);
    collect(chunk, encoding);
    if (chunks !== null) {
      const headers = Object.entries(this.getHeaders()).filter(([name]) => !UNSTORED_HEADERS.has(name));
      keep({ status: this.statusCode, headers, body: Buffer.concat(chunks) });
    }
    return end.call(this, chunk, encoding, callback);
  };
}
