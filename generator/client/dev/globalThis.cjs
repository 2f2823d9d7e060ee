// What react-refresh-webpack-plugin's client entry asks core-js-pure for (`globalThis`, polyfilled for browsers
// older than any the dev server supports): the real one, instead of 57 KB of core-js modules in vendors.js that a
// fresh browser downloads, parses and runs before its first paint. See generator/node/dev/bundler.ts.
module.exports = globalThis;
