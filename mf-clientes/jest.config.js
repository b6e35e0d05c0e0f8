/** Unit tests of the pure logic next to it (points per client, loyalty summary, booking link). */
module.exports = require('../libs/web-build/jest.cjs');
