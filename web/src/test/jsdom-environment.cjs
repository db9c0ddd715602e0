/**
 * jsdom without the Fetch API: react-router's data router builds a `Request`
 * for every navigation. Node has these globals; jsdom's window does not, so
 * they are copied in. AbortController goes along because Node's Request only
 * accepts Node's AbortSignal.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'ReadableStream', 'TextEncoder', 'TextDecoder'];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetchEnvironment;
