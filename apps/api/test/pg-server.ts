import { execFile as execFileCb, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const execFile = promisify(execFileCb);

/**
 * A private PostgreSQL server for tests that must stop and start the database (the shared one on 5432 is never
 * touched): initdb into a temporary folder, its own port and socket folder. Run as the `postgres` user when
 * the tests run as root (PostgreSQL refuses to run as root).
 */
export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database?: string): string;
  start(): Promise<void>;
  /** `pg_ctl stop -m fast`: open connections are terminated (57P01) and new ones refused until start(). */
  stop(): Promise<void>;
  /** Stops the server for good and deletes its folder; safe to call twice and after a failed start. */
  destroy(): Promise<void>;
  /** The server's log, for a failure message. */
  log(): string;
}

/** The folder holding initdb and pg_ctl: PG_BIN, `pg_config --bindir`, the newest /usr/lib/postgresql/<n>/bin, PATH. */
export function findPostgresBin(): string | null {
  const has = (dir: string) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'));
  if (process.env.PG_BIN) return has(process.env.PG_BIN) ? process.env.PG_BIN : null;
  try {
    const dir = execFileSync('pg_config', ['--bindir'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (has(dir)) return dir;
  } catch {
    // no pg_config on PATH
  }
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const v of versions) if (has(path.join(debian, v, 'bin'))) return path.join(debian, v, 'bin');
  }
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) if (dir && has(dir)) return dir;
  return null;
}

/** Why the private server cannot run here (no binaries, root without a `postgres` user), or null. */
export function privatePostgresUnavailable(): string | null {
  if (!findPostgresBin())
    return 'no PostgreSQL binaries (initdb, pg_ctl) found: set PG_BIN or install PostgreSQL (apt-get install postgresql)';
  if (process.getuid?.() === 0 && !postgresUser())
    return 'running as root and there is no `postgres` user to run PostgreSQL as';
  return null;
}

function postgresUser(): { uid: number; gid: number } | null {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : null;
  } catch {
    return null;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = findPostgresBin();
  if (!bin) throw new Error(privatePostgresUnavailable()!);
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? postgresUser() : null;
  if (asRoot && !owner) throw new Error(privatePostgresUnavailable()!);

  const dir = mkdtempSync(path.join(os.tmpdir(), 'phlox-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const port = await freePort();
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFile('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], { timeout: 60_000 })
      : execFile(path.join(bin, tool), args, { timeout: 60_000 });
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=50`;

  const stopArgs = ['stop', '-w', '-t', '30', '-m', 'immediate', '-D', dataDir];
  // Last resort when the test process ends without destroy() (a hook timed out, the worker was torn down).
  const onExit = () => {
    try {
      if (existsSync(path.join(dataDir, 'postmaster.pid')))
        execFileSync(
          asRoot ? 'runuser' : path.join(bin, 'pg_ctl'),
          asRoot ? ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), ...stopArgs] : stopArgs,
          { stdio: 'ignore', timeout: 30_000 },
        );
    } catch {
      // nothing more to do at exit
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', onExit);

  let destroyed = false;
  const server: PrivatePostgres = {
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: async () => {
      await run('pg_ctl', ['start', '-w', '-t', '30', '-D', dataDir, '-l', logFile, '-o', options]);
    },
    stop: async () => {
      await run('pg_ctl', ['stop', '-w', '-t', '30', '-m', 'fast', '-D', dataDir]);
    },
    destroy: async () => {
      if (destroyed) return;
      destroyed = true;
      process.off('exit', onExit);
      if (existsSync(path.join(dataDir, 'postmaster.pid'))) await run('pg_ctl', stopArgs).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
    log: () => {
      try {
        return readFileSync(logFile, 'utf8');
      } catch {
        return '';
      }
    },
  };
  try {
    await run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
    await server.start();
  } catch (err) {
    const log = server.log();
    await server.destroy();
    throw new Error(`could not start a private PostgreSQL: ${(err as Error).message}\n${log}`);
  }
  return server;
}
