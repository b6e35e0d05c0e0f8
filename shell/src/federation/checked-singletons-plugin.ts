import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A shared singleton resolves to the version loaded first without the runtime's semver check of each consumer's
 * range: that check only logs a warning, the shell's own remotes are built against the same versions, and a released
 * remote is refused before it loads when its ranges do not accept the shell's (compat.ts). The check parsed each
 * range with a dozen new regular expressions per consumed module: ~20 ms of a phone's first visit
 * (docs/architecture.md, 'First visit').
 */
export function checkedSingletonsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'salao-checked-singletons',
    resolveShare(args) {
      const shared = args.shareScopeMap[args.scope]?.[args.pkgName]?.[args.version];
      if (!shared || !args.shareInfo.shareConfig?.singleton) return args;
      return { ...args, resolver: () => ({ shared, useTreesShaking: false }) };
    },
  };
}
