import { checkedSingletonsPlugin } from './checked-singletons-plugin';

type ResolveArgs = Parameters<NonNullable<ReturnType<typeof checkedSingletonsPlugin>['resolveShare']>>[0];

const loaded = { version: '19.3.1', from: 'shell' };
const args = (singleton: boolean, version = '19.3.1') =>
  ({
    shareScopeMap: { default: { react: { '19.3.1': loaded } } },
    scope: 'default',
    pkgName: 'react',
    version,
    shareInfo: { shareConfig: { singleton, requiredVersion: '^18.0.0' } },
    resolver: () => undefined,
  }) as unknown as ResolveArgs;

describe('checkedSingletonsPlugin', () => {
  const resolveShare = checkedSingletonsPlugin().resolveShare!;

  it('resolves a singleton to the loaded version, whatever range the consumer declares (compat.ts checks releases)', () => {
    const out = resolveShare(args(true)) as ResolveArgs;
    expect(out.resolver()).toEqual({ shared: loaded, useTreesShaking: false });
  });

  it('leaves a shared module that is not a singleton, or a version not registered, to the runtime', () => {
    const plain = args(false);
    expect(resolveShare(plain)).toBe(plain);
    const unknown = args(true, '18.0.0');
    expect(resolveShare(unknown)).toBe(unknown);
  });
});
