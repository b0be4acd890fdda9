/**
 * jsdom without Node's fetch primitives breaks nock's interceptors (they reference Request,
 * Response and friends at load time): hand Node's own to the test window.
 */
const JsdomEnvironment = require('jest-environment-jsdom').default;

const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'BroadcastChannel',
  'structuredClone',
  'AbortController',
  'AbortSignal',
];

class JsdomWithNodeFetch extends JsdomEnvironment {
  async setup() {
    await super.setup();
    for (const name of NODE_GLOBALS) {
      if (typeof this.global[name] === 'undefined' && typeof globalThis[name] !== 'undefined') {
        this.global[name] = globalThis[name];
      }
    }
  }
}

module.exports = JsdomWithNodeFetch;
