/** The conformance check of a merchant's gateway. */
import { formatReport, runConformance } from '../../conformance/conformance.js';
import { CliError, UsageError } from '../ops-api.js';
import { type Command, need, print } from './kit.js';

export const CONFORMANCE_COMMANDS: readonly Command[] = [
  {
    name: 'conformance',
    usage: '<gatewayUrl> <merchant> [--login <user> --password <password>]',
    summary:
      'Runs every read-only gateway call (and, with a test account, the encrypted login and the member calls) against a gateway from here, checks each answer with the apps\' schemas and prints call / answered / fits / what differs; exit 1 unless every call fits.',
    options: ['login', 'password'],
    examples: ['tessera conformance https://www.example.com demo', 'TESSERA_CONFORMANCE_PASSWORD=… tessera conformance https://www.example.com demo --login qa01'],
    async run(ctx) {
      const gatewayUrl = need(ctx.args[0], 'gatewayUrl');
      const merchant = need(ctx.args[1], 'merchant');
      // The environment keeps the password out of the process list and shell history.
      const password = ctx.options.password ?? process.env.TESSERA_CONFORMANCE_PASSWORD;
      if (ctx.options.login && !password) throw new UsageError('--login needs --password (or TESSERA_CONFORMANCE_PASSWORD)');
      let report;
      try {
        report = await runConformance({ gatewayUrl, merchant, login: ctx.options.login ? { username: ctx.options.login, password: password! } : undefined });
      } catch (e) {
        throw new UsageError((e as Error).message);
      }
      print(ctx, report, () => formatReport(report));
      if (!report.passed) throw new CliError(`${gatewayUrl} does not conform for ${merchant}`);
    },
  },
];
