import { createProxyApp } from './app';
import { startEmbeddedGateway } from './embedded-gateway';

/**
 * PORT (8080): where the site is served. GATEWAY_URL: an existing gateway; without it the reference
 * gateway starts embedded on EMBEDDED_GATEWAY_PORT (3100). DEV=1: remotes from their dev servers.
 */
async function main() {
  const port = Number(process.env.PORT ?? 8080);
  let gatewayUrl = process.env.GATEWAY_URL;
  if (!gatewayUrl) {
    const embedded = await startEmbeddedGateway(
      Number(process.env.EMBEDDED_GATEWAY_PORT ?? 3100),
      process.env,
    );
    gatewayUrl = embedded.url;
  }
  const { app } = createProxyApp({ gatewayUrl, dev: process.env.DEV === '1' });
  app.listen(port, () => {
    process.stdout.write(`Jogo is on http://localhost:${port} (gateway ${gatewayUrl})\n`);
  });
}

main().catch((err: unknown) => {
  process.stderr.write(`dev-proxy failed: ${String(err)}\n`);
  process.exit(1);
});
