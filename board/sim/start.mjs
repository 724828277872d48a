// Start a simulated board (build.mjs's uart-bridge) and learn its port: the board layer's
// tests (board/tests/board-sim.test.mjs) and the page's end-to-end test of the board run
// (web/e2e/board-run.spec.ts) both drive it this way.
import { spawn } from 'node:child_process';

/**
 * Run the bridge at `bridge` on any free port; resolves with { port, child } once it listens
 * ("listening <port>"), rejects if it exits first. `children` (a Set) holds the process
 * until it exits, for the caller's clean-up.
 */
export function startBridge(bridge, children) {
  const child = spawn(bridge, ['0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  children?.add(child);
  child.on('exit', () => children?.delete(child));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/listening (\d+)/);
      if (m) resolve({ port: Number(m[1]), child });
    });
    child.on('exit', (code) => reject(new Error(`uart-bridge exited with ${code} before listening`)));
  });
}
