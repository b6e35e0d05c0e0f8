#!/usr/bin/env node
// The pre-commit hook (simple-git-hooks, installed by `npm install`'s prepare): formats the staged files with
// oxfmt and stages the result, then lints them with the repository's oxlint rules. A commit whose staged code
// does not pass lint is refused; `git commit --no-verify` skips the hook (CI still runs the whole lint).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit' }).status ?? 1;
const staged = spawnSync('git', ['diff', '--cached', '--name-only', '--diff-filter=ACMR', '-z'], { cwd: root, encoding: 'utf8' })
  .stdout.split('\0')
  .filter((f) => f && existsSync(join(root, f)));

const formattable = staged.filter((f) => /\.(ts|tsx|js|jsx|mjs|cjs|json|css)$/.test(f) && !f.endsWith('package-lock.json'));
if (formattable.length) {
  if (run(join(root, 'node_modules', '.bin', 'oxfmt'), ['--no-error-on-unmatched-pattern', ...formattable]) !== 0) process.exit(1);
  if (run('git', ['add', '--', ...formattable]) !== 0) process.exit(1);
}
// Generated files are outside the lint (.oxlintrc.json's ignorePatterns): given only those, oxlint would fail on 'no files'.
const code = staged.filter((f) => /\.(ts|tsx|js|jsx|mjs|cjs)$/.test(f) && !/(^|\/)(generated|dist)\//.test(f));
if (code.length) process.exit(run(join(root, 'node_modules', '.bin', 'oxlint'), ['-c', join(root, '.oxlintrc.json'), '--deny-warnings', ...code]));
