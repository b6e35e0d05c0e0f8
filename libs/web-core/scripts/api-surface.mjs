// web-core's remote-facing API as API Extractor reports it (docs/architecture.md, 'Shared code and versions'):
// the declarations of each entry the remotes import ('.', './ui', './forms'), emitted by tsc, then one
// *.api.md report per entry. `@salao/web-core/host` is the shell's and is not part of it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export const WEB_CORE = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = resolve(WEB_CORE, '../..');

/** Report name -> entry declaration file, relative to the emitted declarations' web-core folder. */
export const ENTRIES = {
  'web-core': 'src/index.d.ts',
  'web-core-ui': 'src/ui/index.d.ts',
  'web-core-forms': 'src/forms/index.d.ts',
  'web-core-light': 'src/light/index.d.ts',
};

/** Emits web-core's (and contracts') declarations into a new temporary folder; returns it. */
export function emitDeclarations() {
  const out = mkdtempSync(join(tmpdir(), 'salao-web-core-api-'));
  const tsc = join(ROOT, 'node_modules', '.bin', 'tsc');
  execFileSync(tsc, ['-p', join(WEB_CORE, 'tsconfig.api.json'), '--outDir', out], { cwd: WEB_CORE, stdio: 'pipe' });
  return out;
}

function extractorConfig(dts, name, reportDir) {
  const entry = join(dts, 'web-core', ENTRIES[name]);
  return {
    projectFolder: WEB_CORE,
    newlineKind: 'lf',
    mainEntryPointFilePath: entry,
    compiler: {
      overrideTsconfig: {
        compilerOptions: {
          target: 'es2022',
          lib: ['es2023', 'dom', 'dom.iterable'],
          module: 'esnext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          skipLibCheck: true,
          types: ['react'],
          paths: { '@salao/contracts': [join(dts, 'contracts', 'src', 'index.d.ts')] },
        },
        files: [entry],
      },
    },
    apiReport: { enabled: true, reportFileName: name, reportFolder: reportDir, reportTempFolder: join(reportDir, 'temp') },
    docModel: { enabled: false },
    dtsRollup: { enabled: false },
    tsdocMetadata: { enabled: false },
    messages: {
      compilerMessageReporting: { default: { logLevel: 'error' } },
      extractorMessageReporting: { default: { logLevel: 'none' } },
      tsdocMessageReporting: { default: { logLevel: 'none' } },
    },
  };
}

/**
 * Report name -> text of the *.api.md API Extractor writes for it.
 * @param {{ dts?: string, names?: string[] }} options `dts`: declarations from emitDeclarations (default: emitted now)
 */
export function generateReports({ dts, names = Object.keys(ENTRIES) } = {}) {
  const { Extractor, ExtractorConfig } = require('@microsoft/api-extractor');
  const declarations = dts ?? emitDeclarations();
  const reportDir = mkdtempSync(join(tmpdir(), 'salao-web-core-report-'));
  mkdirSync(join(reportDir, 'temp'));
  try {
    const reports = {};
    for (const name of names) {
      const config = ExtractorConfig.prepare({
        configObject: extractorConfig(declarations, name, reportDir),
        packageJsonFullPath: join(WEB_CORE, 'package.json'),
      });
      const result = Extractor.invoke(config, {
        localBuild: true,
        messageCallback: (m) => {
          if (m.logLevel !== 'error') m.handled = true;
        },
      });
      if (result.errorCount > 0) throw new Error(`API Extractor: ${result.errorCount} erro(s) em ${name}`);
      reports[name] = readFileSync(join(reportDir, `${name}.api.md`), 'utf8');
    }
    return reports;
  } finally {
    rmSync(reportDir, { recursive: true, force: true });
    if (!dts) rmSync(declarations, { recursive: true, force: true });
  }
}
