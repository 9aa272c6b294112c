import { existsSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { serverWithEarlyAnswers } from './early-answers';
import { createReminderPass, startReminderScheduler } from './features/reminders';
import { createLogger } from './logger';
import { createServices } from './services';
import { startupMessage } from './startup-message';

/** Safety net: a drain that takes longer (a stuck request, a client that never reads) ends here. */
const SHUTDOWN_GRACE_MS = 10_000;
/**
 * While draining, a keep-alive socket is closed once it has been idle this long, not at once:
 * "idle" to Node means no request parsed yet, and under load a client's next request often sits
 * unread in the socket already; closing it then resets a request the client has sent. Within this
 * time such a request is read and answered with `Connection: close` instead.
 */
const SHUTDOWN_IDLE_MS = 500;

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

  const server = serve(
    {
      fetch: app.fetch,
      port: config.port,
      hostname: config.host,
      // Kept reads are answered before the app where they can be (early-answers.ts).
      createServer: serverWithEarlyAnswers(app.answerEarly),
    },
    (info) => {
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
      // A person at a terminal gets plain sentences; a process manager reads the JSON line above.
      if (process.stdout.isTTY) process.stdout.write(`\n${startupMessage(config).join('\n')}\n\n`);
    },
  );

  const drain = drainer(server as Server, lifecycle);

  // Deadline reminders: once now (those that fell due while the server was down), then on schedule.
  const reminderScheduler = config.reminders.scheduled
    ? startReminderScheduler(
        createReminderPass({
          db: services.database.db,
          mailer: services.mailer,
          logger,
          baseUrl: config.baseUrl,
          authSecret: config.authSecret,
        }),
        config.reminders.intervalMinutes,
        logger,
      )
    : undefined;

  // On SIGTERM: health turns 503, no new connections, keep-alive clients are told to let go,
  // in-flight requests finish, the database closes, then the process exits.
  const shutdown = (signal: string) => {
    if (lifecycle.shuttingDown) return;
    lifecycle.shuttingDown = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    // No new reminder pass; the one under way stops after the mail it is sending.
    const remindersStopped = reminderScheduler?.stop();
    drain(async () => {
      await remindersStopped;
      await services.close();
      logger.info('stopped');
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/**
 * Follows the server's sockets and responses, and answers the function that drains them: from
 * then on every response says `Connection: close`, so clients stop reusing their sockets, and
 * sockets left idle are closed; `done` runs when the last socket has closed.
 */
function drainer(server: Server, lifecycle: { shuttingDown: boolean }) {
  const sockets = new Set<Socket>();
  const inFlight = new Set<ServerResponse>();
  const requestsOn = new Map<Socket, number>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  // Prepended so the header is set before the app's handler can write the response.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    inFlight.add(res);
    requestsOn.set(socket, (requestsOn.get(socket) ?? 0) + 1);
    res.once('close', () => {
      inFlight.delete(res);
      const left = (requestsOn.get(socket) ?? 1) - 1;
      if (left > 0) requestsOn.set(socket, left);
      else requestsOn.delete(socket);
    });
    if (!lifecycle.shuttingDown) return;
    closeAfter(res);
    // The idle timer a socket got when draining began must not cut the request it now carries.
    socket.setTimeout(server.timeout);
  });
  const closeIfIdle = (socket: Socket) => {
    if (!requestsOn.has(socket)) socket.destroy();
  };

  return (done: () => void) => {
    for (const res of inFlight) closeAfter(res);
    // Sockets whose response had promised keep-alive before draining began get the short timer
    // when that response finishes; the ones idle now get it at once.
    server.keepAliveTimeout = SHUTDOWN_IDLE_MS;
    // Node would destroy a timed-out socket at once, even when a starved event loop has not yet
    // read the request that arrived meanwhile; one turn later that request has been read.
    server.on('timeout', (socket: Socket) => setImmediate(() => closeIfIdle(socket)));
    for (const socket of sockets) if (!requestsOn.has(socket)) socket.setTimeout(SHUTDOWN_IDLE_MS);
    // http.Server#close would also destroy every socket Node deems idle right away (see
    // SHUTDOWN_IDLE_MS); the net.Server one only stops accepting and waits for the sockets.
    NetServer.prototype.close.call(server, () => done());
  };
}

/** The socket closes after this response, and the client is told so. */
function closeAfter(res: ServerResponse) {
  if (!res.headersSent) res.setHeader('Connection', 'close');
}

main().catch((error) => {
  console.error('Someday failed to start:', error);
  process.exit(1);
});
