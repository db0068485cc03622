// The metrics test (gateway/test/cluster/prometheus.test.ts) scrapes the gateway and dev-proxy with a real
// Prometheus: Debian's `prometheus`. Installs it with apt-get when it is missing and we are root (CI); otherwise
// says what to do. PROMETHEUS_PATH: another binary. Runs before the gateway suite on PostgreSQL (`pretest:gateway:pg`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const binary = process.env.PROMETHEUS_PATH ?? '/usr/bin/prometheus';
if (!fs.existsSync(binary)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `prometheus not found at ${binary}: run \`sudo apt-get install -y prometheus\` (or set PROMETHEUS_PATH)`,
    );
    process.exit(1);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'prometheus'], {
      stdio: 'inherit',
      env,
    });
  console.log("prometheus is missing: installing Debian's prometheus with apt-get");
  let r = install();
  if (r.status !== 0) {
    console.log('apt-get install failed: refreshing the package lists (apt-get update) and trying once more');
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    r = install();
  }
  if (r.status !== 0 || !fs.existsSync(binary)) {
    console.error(`apt-get install -y prometheus did not install ${binary} (see its output above)`);
    process.exit(1);
  }
}
