// A tiny PNG encoder for the app icons: generated at build, so no binary files in the repository.
const zlib = require('node:zlib');

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

/** RGBA PNG of `size` px where pixel(x, y) returns [r, g, b, a]. */
function png(size, pixel) {
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    const row = y * (size * 4 + 1);
    for (let x = 0; x < size; x++) Buffer.from(pixel(x, y)).copy(raw, row + 1 + x * 4);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const hex = (color) => [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));

/**
 * The Salão mark: a white ring on the brand colour. `maskable` fills the whole square (the OS crops it);
 * otherwise the background is a rounded square on transparency.
 */
exports.iconPng = function iconPng(size, color, maskable = false) {
  const [r, g, b] = hex(color);
  const c = size / 2;
  const radius = size * 0.18;
  return png(size, (x, y) => {
    const dx = Math.abs(x + 0.5 - c);
    const dy = Math.abs(y + 0.5 - c);
    const corner = Math.hypot(Math.max(dx - (c - radius), 0), Math.max(dy - (c - radius), 0));
    if (!maskable && corner > radius) return [0, 0, 0, 0];
    const d = Math.hypot(dx, dy);
    const ring = d > size * (maskable ? 0.16 : 0.2) && d < size * (maskable ? 0.26 : 0.32);
    return ring ? [255, 255, 255, 255] : [r, g, b, 255];
  });
};
