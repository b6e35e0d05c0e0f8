// Shared singletons whose version range a remote declares (its package.json dependencies, built into its
// mf-manifest.json as requiredVersion) and the shell checks before loading it (docs/architecture.md, 'Shared code and versions').
const fs = require('node:fs');
const path = require('node:path');

const NAMES = ['react', 'react-dom', 'antd', '@tanstack/react-query', '@salao/web-core'];
const nodeModules = path.resolve(__dirname, '../../node_modules');

/** Installed version of each checked singleton: what the shell shares and what a remote is built with. */
function versions() {
  return Object.fromEntries(NAMES.map((name) => [name, JSON.parse(fs.readFileSync(path.join(nodeModules, name, 'package.json'), 'utf8')).version]));
}

/** The range the package.json in `dir` asks for each checked singleton it depends on. */
function rangesOf(dir) {
  const { dependencies = {} } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return Object.fromEntries(NAMES.filter((name) => dependencies[name]).map((name) => [name, dependencies[name]]));
}

exports.CHECKED_SINGLETONS = { names: NAMES, versions, rangesOf };
