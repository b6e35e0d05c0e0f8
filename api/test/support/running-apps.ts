import type { ChildProcess } from 'node:child_process';

/** Every API process this file started and has not stopped: test/worker-database.ts ends them after the file. */
const running = new Set<ChildProcess>();

export function trackApp(child: ChildProcess): void {
  running.add(child);
  child.once('exit', () => running.delete(child));
}

/** Ends the API processes a file left running (a hook that timed out never reached its close()). */
export function stopLeftoverApps(): void {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  running.clear();
}
