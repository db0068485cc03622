import { createProxyApp, handleClientError } from './app';
import { startEmbeddedGateway } from './embedded-gateway';

/**
 * PORT (8080) and HOST (127.0.0.1: this machine only; set HOST=0.0.0.0 to serve others): where the site
 * is served. GATEWAY_URL: an existing gateway (several processes of one: comma-separated, src/gateways.ts);
 * without it the reference gateway starts embedded on
 * EMBEDDED_GATEWAY_PORT (3100), in GATEWAY_MODE, else the mode given by `--gateway-mode=<mode>` (what
 * the root `npm start` passes: development), else production. DEV=1: remotes from their dev servers.
 * PROXY_ROOT: the folder holding `<app>/dist` (default: this repo; the bench serves a single-bundle build so).
 */
export function gatewayModeFor(env: NodeJS.ProcessEnv, argv: string[]): 'development' | 'production' {
  const flag = argv.find((a) => a.startsWith('--gateway-mode='))?.split('=')[1];
  const mode = env.GATEWAY_MODE ?? flag;
  return mode === 'development' ? 'development' : 'production';
}

async function main() {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '127.0.0.1';
  let gatewayUrl = process.env.GATEWAY_URL;
  let mode = '';
  if (!gatewayUrl) {
    const gatewayMode = gatewayModeFor(process.env, process.argv);
    const embedded = await startEmbeddedGateway(Number(process.env.EMBEDDED_GATEWAY_PORT ?? 3100), {
      ...process.env,
      GATEWAY_MODE: gatewayMode,
    });
    gatewayUrl = embedded.url;
    mode = `, ${gatewayMode} mode`;
  }
  const { app } = createProxyApp({
    gatewayUrl,
    dev: process.env.DEV === '1',
    root: process.env.PROXY_ROOT || undefined,
  });
  const server = app.listen(port, host, () => {
    process.stdout.write(`Jogo is on http://${host}:${port} (gateway ${gatewayUrl}${mode})\n`);
  });
  server.on('clientError', handleClientError);
}

if (require.main === module)
  main().catch((err: unknown) => {
    process.stderr.write(`dev-proxy failed: ${String(err)}\n`);
    process.exit(1);
  });
