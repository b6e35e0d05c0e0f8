import { signToken, verifyToken } from './booking-token';

describe('booking tokens', () => {
  it('verifies its own signature and nothing else', () => {
    const token = signToken('segredo', 'manage', 42);
    expect(verifyToken('segredo', 'manage', token)).toBe(42);
    expect(verifyToken('outro', 'manage', token)).toBeNull();
    expect(verifyToken('segredo', 'offer', token)).toBeNull();
    expect(verifyToken('segredo', 'manage', token.replace(/^42/, '43'))).toBeNull();
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(verifyToken('segredo', 'manage', token.slice(0, -1) + last)).toBeNull();
    for (const bad of ['', '42', '42.abc', 'x.y', `0.${token.split('.')[1]}`]) expect(verifyToken('segredo', 'manage', bad)).toBeNull();
  });
});
