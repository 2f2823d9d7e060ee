/**
 * The commands' arguments (`qdocs build|start|serve|import`): Node's `parseArgs`, with `--help` answered and a
 * mistake (an unknown option, a missing value, one folder too many) told in one line with the command's usage,
 * never as a stack trace. Options Docusaurus's command of the same name takes but this one cannot honour are
 * accepted with a warning naming them, so a team's scripts (`docusaurus build --no-minify`) keep working.
 */
import { parseArgs } from 'node:util';

type OptionSpec = { type: 'string' | 'boolean'; short?: string; default?: string | boolean };

export interface CommandSpec {
  /** The command's name: `build`. */
  name: string;
  /** What follows the name in its usage line: `[siteDir] [--out-dir <dir>]`. */
  usage: string;
  /** One line saying what it does. */
  summary: string;
  options: Record<string, OptionSpec>;
  /** How many folders may follow the command (its positionals). */
  positionals: number;
  /** Docusaurus's options this command does not honour, each with the reason shown in its warning. */
  ignored?: Record<string, { type: 'string' | 'boolean'; reason: string }>;
}

export interface ParsedCommand {
  values: Record<string, string | boolean | undefined>;
  positionals: string[];
}

function usageOf(spec: CommandSpec): string {
  return `Usage: qdocs ${spec.name} ${spec.usage}\n  ${spec.summary}`;
}

/** Exits after printing, as a CLI does: 0 for --help, 2 for a mistake. */
function leave(code: number, text: string): never {
  (code === 0 ? console.log : console.error)(text);
  process.exit(code);
}

/** The command's options and folders from `argv`; `--help` prints the usage and exits, a mistake exits with 2. */
export function parseCommand(spec: CommandSpec, argv: string[] = process.argv.slice(2)): ParsedCommand {
  if (argv.includes('--help') || argv.includes('-h')) leave(0, usageOf(spec));
  const ignored = spec.ignored ?? {};
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: argv,
      options: { ...spec.options, ...Object.fromEntries(Object.entries(ignored).map(([name, { type }]) => [name, { type }])) },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    // parseArgs's messages name the option ("Unknown option '--foo'", "Option '--port <value>' argument missing").
    leave(2, `qdocs ${spec.name}: ${(error as Error).message.split('\n')[0].replace(/\. To specify a positional argument.*$/, '')}.\n${usageOf(spec)}`);
  }
  if (parsed.positionals.length > spec.positionals) {
    const extra = parsed.positionals.slice(spec.positionals);
    leave(2, `qdocs ${spec.name}: unexpected argument${extra.length > 1 ? 's' : ''} ${extra.map((a) => `"${a}"`).join(', ')}.\n${usageOf(spec)}`);
  }
  for (const name of Object.keys(ignored)) {
    if (parsed.values[name] !== undefined) console.warn(`warning: qdocs ${spec.name}: --${name} (Docusaurus's option) is ignored: ${ignored[name].reason}.`);
  }
  return { values: parsed.values as ParsedCommand['values'], positionals: parsed.positionals };
}
