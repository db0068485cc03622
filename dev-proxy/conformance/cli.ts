// `npm run conformance -- --gateway=<url> [--merchant=<code>] [--user=<name> --password=<pw>]
//   [--agent-user=<name> --agent-password=<pw>] [--json]`: checks a gateway against the contract the
// front-end needs and prints what it lacks; exits 1 when a check fails. docs/dev-proxy/conformance.md.
import { MERCHANT } from '@jogo/shared/build';
import { formatReport, runConformance, type ConformanceOptions } from './kit';

/** @returns the options of a command line (`--name=value` or `--name value`) */
export function parseArgs(argv: string[]): ConformanceOptions & { json: boolean } {
  const args: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(argv[i]!);
    if (!m) throw new Error(`unknown argument ${argv[i]}`);
    const [, name, inline] = m;
    args[name!] = inline ?? (argv[i + 1] && !argv[i + 1]!.startsWith('--') ? argv[++i]! : 'true');
  }
  const gateway = args.gateway ?? process.env.GATEWAY_URL;
  if (!gateway) throw new Error('name the gateway: --gateway=http://host:port (or GATEWAY_URL)');
  const account = (u?: string, p?: string) => (u && p ? { username: u, password: p } : undefined);
  return {
    gateway,
    merchant: args.merchant ?? MERCHANT,
    player: account(args.user, args.password),
    agent: account(args['agent-user'], args['agent-password']),
    timeoutMs: args.timeout ? Number(args.timeout) : undefined,
    json: args.json === 'true',
  };
}

if (require.main === module) {
  (async () => {
    const { json, ...opts } = parseArgs(process.argv.slice(2));
    const report = await runConformance(opts);
    process.stdout.write(json ? `${JSON.stringify(report, null, 2)}\n` : `${formatReport(report)}\n`);
    process.exit(report.failed ? 1 : 0);
  })().catch((err: unknown) => {
    process.stderr.write(`conformance: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(2);
  });
}
