// `npm test`: every check the project has, phase by phase, each phase timed; the table of times is printed at the
// end (and when a phase fails, which stops the run). `.ci/run` adds the install and the PostgreSQL phase around it.
// Typecheck and lint run side by side: each is single-threaded, and this machine has two cores.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const PHASES = [
  { name: 'typecheck + lint', commands: ['npm run typecheck', 'npm run lint'] },
  { name: 'unit + API (PGlite)', commands: ['npm run test:unit'] },
  { name: 'build', commands: ['npm run build'] },
  { name: 'release test', commands: ['npm run test:release'] },
  { name: 'browser tests', commands: ['npm run test:e2e'] },
];

/** Runs one shell command with the output shown as it comes; resolves to its exit code. */
function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms) => `${Math.round(ms / 1000)} s`.padStart(7);
const times = [];
const started = performance.now();
let failed = null;
for (const phase of PHASES) {
  const t0 = performance.now();
  console.log(`\n▶ ${phase.name}`);
  const codes = await Promise.all(phase.commands.map(run));
  times.push([phase.name, performance.now() - t0]);
  if (codes.some((code) => code !== 0)) {
    failed = phase.name;
    break;
  }
}
console.log('\nnpm test, time per phase:');
for (const [name, ms] of times) console.log(`  ${seconds(ms)}  ${name}`);
console.log(`  ${seconds(performance.now() - started)}  in all${failed ? ` — failed in “${failed}”` : ''}`);
process.exit(failed ? 1 : 0);
