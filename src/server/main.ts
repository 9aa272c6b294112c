import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { createServices } from './services';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // The logger is not configured yet; these lines are for the operator reading the console.
    for (const problem of error.problems) console.error(`config: ${problem}`);
    process.exit(1);
  }
  const logger = createLogger(config.logLevel);
  const started = performance.now();
  const services = await createServices(config, logger);
  const webDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'web');
  const lifecycle = { shuttingDown: false };
  const app = createApp({
    config,
    logger,
    lifecycle,
    ...services,
    webDir: existsSync(join(webDir, 'index.html')) ? webDir : undefined,
  });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(
      {
        url: config.baseUrl,
        port: info.port,
        mode: config.mode,
        engine: services.database.engine,
        startupMs: Math.round(performance.now() - started),
      },
      `Someday is listening on http://${config.host}:${info.port}`,
    );
  });

  // On SIGTERM: health turns 503, in-flight requests finish, then the process exits.
  const shutdown = (signal: string) => {
    if (lifecycle.shuttingDown) return;
    lifecycle.shuttingDown = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      await services.close();
      logger.info('stopped');
      process.exit(0);
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  console.error('Someday failed to start:', error);
  process.exit(1);
});
