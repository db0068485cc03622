import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { MERCHANT, ROOT } from './registry';

/**
 * Starts the reference gateway as a child process (dev-proxy imports nothing from other packages,
 * STYLE.md 4.5) and waits until it answers.
 * @returns its URL and the child, killed when this process exits.
 */
export async function startEmbeddedGateway(
  port: number,
  env: NodeJS.ProcessEnv,
): Promise<{ url: string; child: ChildProcess }> {
  const tsxCli = require.resolve('tsx/cli');
  const child = spawn(process.execPath, [tsxCli, path.join(ROOT, 'gateway', 'src', 'server.ts')], {
    env: { ...env, GATEWAY_PORT: String(port), PORT: String(port) },
    stdio: ['ignore', env.GATEWAY_LOG === '1' ? 'inherit' : 'ignore', 'inherit'],
  });
  const kill = () => child.kill('SIGTERM');
  process.once('exit', kill);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`embedded gateway exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/wps/system/status`, { headers: { Merchant: MERCHANT } });
      if (res.status < 500) return { url, child };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  kill();
  throw new Error('embedded gateway did not start within 120 s');
}
