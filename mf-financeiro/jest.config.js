module.exports = require('../libs/web-build/jest.cjs');
