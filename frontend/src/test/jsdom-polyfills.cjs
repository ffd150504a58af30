// jsdom lacks the encoders react-router uses at import time; Node's are equivalent.
const { TextDecoder, TextEncoder } = require('node:util');
const { webcrypto } = require('node:crypto');
const { Buffer } = require('node:buffer');

Object.assign(globalThis, { TextDecoder, TextEncoder });

// jsdom's `crypto` has getRandomValues but no `subtle` (SHA-256 of the legal text and of a chosen PDF). Node's
// Web Crypto is the same standard API; its digest is given a copy of the bytes in Node's own realm, because
// the typed arrays and ArrayBuffers of the test's jsdom realm are not instances of Node's classes.
if (!globalThis.crypto?.subtle) {
  const toNodeBytes = (data) =>
    ArrayBuffer.isView(data) ? Buffer.from(data.buffer, data.byteOffset, data.byteLength) : Buffer.from(data);
  const subtle = { digest: (algorithm, data) => webcrypto.subtle.digest(algorithm, toNodeBytes(data)) };
  const original = globalThis.crypto;
  const crypto = {
    subtle,
    getRandomValues: (array) =>
      original?.getRandomValues
        ? original.getRandomValues.call(original, array)
        : webcrypto.getRandomValues(array),
    randomUUID: () => (original?.randomUUID ? original.randomUUID.call(original) : webcrypto.randomUUID()),
  };
  Object.defineProperty(globalThis, 'crypto', { value: crypto, configurable: true, writable: true });
}
