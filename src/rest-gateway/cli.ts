// `betr-rest-gateway`: the signing gateway as a small HTTP server, configured by environment
// variables (see options-from-env.ts, and PORT, default 8080, and HOST, default 0.0.0.0).
// BETR_API_SECRET_FILE names a file that holds the secret (a container secret) instead of
// BETR_API_SECRET.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
// From the package's module, so dist/rest-gateway-cli.js imports dist/rest-gateway.js.
import { createNodeHandler, gatewayOptionsFromEnv } from './index';

function main(): void {
  const env = { ...process.env };
  if (!env.BETR_API_SECRET && env.BETR_API_SECRET_FILE) env.BETR_API_SECRET = readFileSync(env.BETR_API_SECRET_FILE, 'utf8').trim();
  let options;
  try {
    options = gatewayOptionsFromEnv(env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const handler = createNodeHandler(options);
  const server = createServer((req, res) => {
    handler(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ Code: 'UnknownError', Message: 'An unknown error occurred' }));
    });
  });
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '0.0.0.0';
  server.listen(port, host, () => {
    const { port: bound } = server.address() as AddressInfo;
    console.log(
      `betr-rest-gateway: http://${host}:${bound}${options.basePath} → ${new URL(options.platformUrl).origin} (API id ${options.apiId})`,
    );
  });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main();
