// A CPU-bound neighbour for the browser suite: one busy worker per core (or CPU_LOAD_WORKERS),
// spinning until this process is stopped (Ctrl+C, `kill`). It stands in for "another job on the
// same machine" when checking that the suite waits for what it asserts instead of a time
// (e2e/README.md, "Under load").
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

const count = Number(process.env.CPU_LOAD_WORKERS ?? availableParallelism());
const spin = 'for (;;) Math.sqrt(Math.random());';
const workers = Array.from({ length: count }, () => new Worker(spin, { eval: true }));

console.log(`cpu-load: ${workers.length} busy workers (pid ${process.pid}); stop with kill ${process.pid}`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const worker of workers) void worker.terminate();
    process.exit(0);
  });
}
