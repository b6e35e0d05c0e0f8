/** Jest for a frontend project's pure logic (node environment, swc, contracts from source); a project's jest.config.js re-exports it. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  moduleNameMapper: { '^@salao/contracts$': '<rootDir>/../libs/contracts/src/index.ts' },
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
};
