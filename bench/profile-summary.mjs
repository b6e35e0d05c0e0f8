// Summarises a `node --cpu-prof` profile of the API under load (README, 'Where the time goes'): self time by
// package, the top functions, and inclusive time of the frames that matter. Start-up (module loading) and idle
// samples are left out, so the shares are of the time the process spent serving requests.
// Usage: node bench/profile-summary.mjs <file.cpuprofile> [inclusive-filter-regex]
import { readFileSync } from 'node:fs';

const profile = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const filter = new RegExp(process.argv[3] ?? 'PKG|dist/|nestjs|interceptor|guard|serialize|query |validate|session|onSend|helmet|log');
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const selfTime = new Map();
profile.samples.forEach((s, i) => selfTime.set(s, (selfTime.get(s) ?? 0) + (profile.timeDeltas[i] ?? 0)));

const key = ({ callFrame: f }) => `${f.functionName || '(anon)'} ${f.url.split('/').slice(-2).join('/')}:${f.lineNumber + 1}`;
const PACKAGES = [
  ['/@nestjs/', 'NestJS'],
  ['rxjs', 'NestJS (rxjs)'],
  ['fastify', 'Fastify + plugins'],
  ['find-my-way', 'Fastify + plugins'],
  ['pg-', 'pg'],
  ['/pg/', 'pg'],
  ['typeorm', 'TypeORM'],
  ['/yup/', 'yup'],
  ['pino', 'pino'],
  ['sonic-boom', 'pino'],
  ['helmet', 'helmet'],
  ['/api/dist/', 'ours (api)'],
  ['contracts', 'ours (contracts)'],
];
const pkg = ({ callFrame: { url, functionName } }) => {
  if (!url) return functionName.startsWith('(') ? functionName : 'V8 / native (writev, JSON)';
  const hit = PACKAGES.find(([part]) => url.includes(part));
  if (hit) return hit[1];
  if (url.includes('node_modules')) return 'other packages';
  return url.startsWith('node:') ? 'Node core (http, net, streams)' : url;
};

let busy = 0;
const bySelfPkg = new Map(),
  bySelfFn = new Map(),
  inclusive = new Map();
const add = (m, k, t) => m.set(k, (m.get(k) ?? 0) + t);
for (const [id, t] of selfTime) {
  const stack = [];
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) stack.push(nodes.get(cur));
  const keys = stack.map(key);
  if (keys.some((k) => k.includes('Module._load') || k.includes('run_main'))) continue;
  if (['(idle)', '(program)'].includes(nodes.get(id).callFrame.functionName)) continue;
  busy += t;
  add(bySelfPkg, pkg(nodes.get(id)), t);
  add(bySelfFn, key(nodes.get(id)), t);
  for (const k of new Set(keys)) add(inclusive, k, t);
  for (const p of new Set(stack.map(pkg))) add(inclusive, `PKG ${p}`, t);
}
const show = (title, m, n, keep = () => true) => {
  console.log(`\n${title}`);
  for (const [k, v] of [...m]
    .sort((a, b) => b[1] - a[1])
    .filter(([name]) => keep(name))
    .slice(0, n))
    console.log(`${((100 * v) / busy).toFixed(1).padStart(5)} %  ${k}`);
};
console.log(`busy ${(busy / 1000).toFixed(0)} ms (idle and start-up left out)`);
show('self time by package', bySelfPkg, 20);
show('self time, top functions', bySelfFn, 25);
show('inclusive time', inclusive, 120, (k) => filter.test(k));
