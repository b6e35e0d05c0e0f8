#!/usr/bin/env node
// `lint` task of every project: oxlint (native, no TypeScript JS API needed under TS 7) with the
// repository's rules, including the dependency boundaries of docs/architecture.md ('The shape'; see
// .oxlintrc.json overrides), then the citation check below.
// Under api/src/modules, time comes from the injected clock only (docs/architecture.md, 'One clock'):
// Date.now() (no-restricted-properties) and argument-less new Date() (salao/no-argless-date, in
// scripts/oxlint-salao.mjs) are errors there. Exempt: *.demo.ts seeders, run from the CLI without the Nest
// container, and *.spec.ts, which build their own instants.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const project = process.argv[2];
if (!project) {
  console.error('uso: node scripts/lint.mjs <pasta-do-projeto>');
  process.exit(2);
}
const bin = join(root, 'node_modules', '.bin', 'oxlint');
const result = spawnSync(bin, ['-c', join(root, '.oxlintrc.json'), '--deny-warnings', project], { cwd: root, stdio: 'inherit' });
// The formatter's verdict (.oxfmtrc.json): `npm run format` or the pre-commit hook fixes what it lists.
const formatted = spawnSync(join(root, 'node_modules', '.bin', 'oxfmt'), ['--check', project], { cwd: root, stdio: 'inherit' });

// Comments cite docs/ (docs/product/<area>.md, docs/architecture.md), never SPEC.md, DESIGN.md or an issue:
// those live outside the repository (docs/architecture.md, 'Conventions'). Only comments are checked; a test
// name or a message that mentions them is a string.
const CITATION = /SPEC(?:\.md)? §|DESIGN(?:\.md)? §|\b[Ii]ssue #?\d+/g;
const SOURCE = /\.(?:ts|tsx|js|jsx|mjs|cjs)$/;
const SKIP = new Set(['node_modules', 'dist', '.data', 'coverage', 'releases', 'test-results', 'playwright-report']);

/** The project's source files: git's view (tracked and new, ignored ones left out), else a walk. */
function sourceFiles(dir) {
  const git = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', dir], { cwd: root, encoding: 'utf8' });
  if (git.status === 0) return git.stdout.split('\n').filter((f) => SOURCE.test(f));
  const walk = (d) =>
    readdirSync(join(root, d), { withFileTypes: true }).flatMap((e) =>
      SKIP.has(e.name) ? [] : e.isDirectory() ? walk(join(d, e.name)) : SOURCE.test(e.name) ? [join(d, e.name)] : [],
    );
  return walk(dir);
}

/** [start, end) of every comment: strings, template literals and regular expressions are stepped over. */
function commentSpans(src) {
  const spans = [];
  const templates = []; // open `${` braces per template level
  const n = src.length;
  let prev = ''; // last significant token: '(' where an expression may start, 'a' after a value
  let i = 0;
  const template = (j) => {
    // Scans a template body from j; answers where to continue.
    while (j < n) {
      if (src[j] === '\\') j += 2;
      else if (src[j] === '`') return j + 1;
      else if (src[j] === '$' && src[j + 1] === '{') {
        templates.push(0);
        prev = '(';
        return j + 2;
      } else j += 1;
    }
    return n;
  };
  while (i < n) {
    const c = src[i];
    if (c === '/' && src[i + 1] === '/') {
      const end = src.indexOf('\n', i);
      spans.push([i, end < 0 ? n : end]);
      i = end < 0 ? n : end;
    } else if (c === '/' && src[i + 1] === '*') {
      const end = src.indexOf('*/', i + 2);
      spans.push([i, end < 0 ? n : end + 2]);
      i = end < 0 ? n : end + 2;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < n && src[j] !== c && src[j] !== '\n') j += src[j] === '\\' ? 2 : 1;
      i = j + 1;
      prev = 'a';
    } else if (c === '`') {
      prev = 'a';
      i = template(i + 1);
    } else if (c === '}' && templates.length && templates.at(-1) === 0) {
      templates.pop();
      prev = 'a';
      i = template(i + 1);
    } else if (c === '/' && (prev === '' || prev === '(' || '(,=:[!&|?{};+-*%<>~^'.includes(prev))) {
      let j = i + 1;
      let inClass = false;
      while (j < n && src[j] !== '\n') {
        if (src[j] === '\\') j += 1;
        else if (src[j] === '[') inClass = true;
        else if (src[j] === ']') inClass = false;
        else if (src[j] === '/' && !inClass) break;
        j += 1;
      }
      i = j + 1;
      prev = 'a';
    } else if (/[\w$]/.test(c)) {
      let j = i + 1;
      while (j < n && /[\w$]/.test(src[j])) j += 1;
      const word = src.slice(i, j);
      prev = /^(return|typeof|case|in|of|void|delete|throw|new|yield|await|else|do)$/.test(word) ? '(' : 'a';
      i = j;
    } else {
      if (c === '{' && templates.length) templates[templates.length - 1] += 1;
      if (c === '}' && templates.length) templates[templates.length - 1] -= 1;
      if (!/\s/.test(c)) prev = c;
      i += 1;
    }
  }
  return spans;
}

const found = [];
for (const file of sourceFiles(project)) {
  let src;
  try {
    src = readFileSync(join(root, file), 'utf8');
  } catch {
    continue; // listed by git but deleted in the working tree
  }
  if (!src.match(CITATION)) continue;
  for (const [start, end] of commentSpans(src)) {
    for (const m of src.slice(start, end).matchAll(CITATION)) {
      const at = start + m.index;
      const line = src.slice(0, at).split('\n').length;
      found.push(`${relative(root, join(root, file))}:${line}: '${m[0]}'`);
    }
  }
}
if (found.length) {
  console.error(`Comentários citam documentos fora do repositório ou issues; cite docs/ (docs/glossary.md, docs/product/):`);
  for (const f of found) console.error(`  ${f}`);
}
process.exit(result.status !== 0 ? (result.status ?? 1) : formatted.status !== 0 ? 1 : found.length ? 1 : 0);
