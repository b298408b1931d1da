import { type Config, loadConfig } from './config.js';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { productionProblems } from './production-checks.js';

/**
 * Reads `.env` from the folder the command was started in (npm's INIT_CWD, else the working directory), when
 * present, or the file ENV_FILE names. A variable already set in the environment wins over the file, as with
 * Node's own `--env-file`. Returns the file and the names it held, so configuration can refuse names it does not
 * know: every name in our own file is meant for us.
 */
export function loadEnvFile(env: NodeJS.ProcessEnv = process.env): { file: string | null; names: string[] } {
  const file = env.ENV_FILE ? path.resolve(env.ENV_FILE) : path.join(env.INIT_CWD ?? process.cwd(), '.env');
  if (!existsSync(file)) {
    if (env.ENV_FILE) throw new Error(`Invalid configuration:\n  ENV_FILE: ${file} does not exist`);
    return { file: null, names: [] };
  }
  const values = parseEnv(readFileSync(file, 'utf8'));
  for (const [name, value] of Object.entries(values)) if (env[name] === undefined) env[name] = value;
  return { file, names: Object.keys(values) };
}

/**
 * The configuration of a process started from the command line (the server, the CLIs): the .env file, then
 * loadConfig; NODE_ENV follows APP_ENV. A mistake is the operator's to fix: its message, without a stack
 * trace, and exit code 1.
 */
export function configOrExit(overrides: NodeJS.ProcessEnv = {}, opts: { serving?: boolean } = {}): Config {
  try {
    const { names } = loadEnvFile();
    const config = loadConfig({ ...process.env, ...overrides }, names);
    // The server and the worker send mail and settle payouts; the CLIs (migrate, create-admin) do neither.
    const problems = opts.serving ? productionProblems(config) : [];
    if (problems.length) throw new Error(`Invalid configuration for production:\n${problems.join('\n')}`);
    if (config.isProduction) process.env.NODE_ENV = 'production';
    return config;
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}
