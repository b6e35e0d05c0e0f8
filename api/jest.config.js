/** API tests: unit specs next to the code, HTTP/WebSocket tests in test/ against a real PostgreSQL. */
const swc = JSON.parse(require('fs').readFileSync(__dirname + '/.swcrc', 'utf8'));
// ESM-only packages (Nest 12 and some deps) that jest must turn into CommonJS, wherever they are nested.
const ESM_PACKAGES = [
  '@nestjs',
  'file-type',
  'uid',
  'load-esm',
  'strtok3',
  'token-types',
  '@tokenizer',
  '@borewit',
  'content-disposition',
  'cookie',
  'nodemailer',
  'smtp-server',
  'set-cookie-parser',
  'toad-cache',
  'uint8array-extras',
  '@sindresorhus',
  'safe-stable-stringify',
  '@standard-schema',
];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swc] },
  transformIgnorePatterns: ['/node_modules/(?!((.*/)?node_modules/)?(' + ESM_PACKAGES.join('|') + ')/)'],
  moduleNameMapper: { '^@salao/contracts$': '<rootDir>/../libs/contracts/src/index.ts' },
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/test/worker-database.ts'],
  // Hooks too: an API start on a loaded machine (two workers and a browser on two cores) can pass 30 s.
  testTimeout: 60000,
};
