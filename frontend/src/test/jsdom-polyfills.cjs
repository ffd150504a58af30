// jsdom lacks the encoders react-router uses at import time; Node's are equivalent.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextDecoder, TextEncoder });
