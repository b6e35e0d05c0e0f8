// Shared singletons whose version range a released remote declares and the shell checks before loading it.
const path = require('node:path');

const NAMES = ['react', 'antd', '@salao/web-core'];
const nodeModules = path.resolve(__dirname, '../../node_modules');

/** Installed version of each checked singleton: what the shell shares and what a remote is built with. */
function versions() {
  return Object.fromEntries(NAMES.map((name) => [name, require(path.join(nodeModules, name, 'package.json')).version]));
}

exports.CHECKED_SINGLETONS = { names: NAMES, versions };
