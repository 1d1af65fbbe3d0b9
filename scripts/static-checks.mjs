// `npm test`'s checks that run no test: the contract's types, the type checks, ESLint and
// Prettier, all at once. Each is single-threaded (about 40, 60 and 30 s of CPU on a 2-core
// machine): one after the other they kept one core idle for two minutes of every CI run.
// Each one's output is printed whole when it ends; the run fails if any of them failed.
import { spawn } from 'node:child_process';

const CHECKS = [
  ['contract types', 'npm run -s api:check'],
  ['types (app)', 'npx tsc -p tsconfig.app.json --noEmit'],
  ['types (node)', 'npx tsc -p tsconfig.node.json --noEmit'],
  ['ESLint', 'npx eslint . --max-warnings 0'],
  ['Prettier', 'npx prettier --check . --log-level warn'],
];

const run = ([name, command]) =>
  new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      process.stdout.write(`${code === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)\n`);
      if (output.trim()) process.stdout.write(`${output.trimEnd()}\n`);
      resolve(code === 0);
    });
  });

const results = await Promise.all(CHECKS.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
