// The REST platform as an operator runs it: the platform (the stand-in, under /platform/rest,
// which takes only signed calls) and, in front of it, the signing gateway betr ships
// (src/rest-gateway) at /api/rest, where pages call. A page's call goes page → gateway → stand-in
// over real sockets, signed with the demo's API id and secret.
//
// What only the demo adds in front of the gateway, not in it: CORS for loopback origins (the
// contract suite runs on web-test-runner's own origin), the test casino of the betr-casino
// cookie passed on as the X-Betr-Casino header (the only extra header this gateway forwards),
// and a rate limit high enough for test suites that sign in hundreds of times from 127.0.0.1.
import type { Route, RouteHandler } from '../server.ts';
import { createNodeHandler } from '../../src/rest-gateway/index.ts';
import { casinoName, type DemoCasinos } from './demo-controls.ts';
import { REST_PREFIX, restApi } from './rest.ts';
import { answerCors } from './rest/http.ts';
import { DEMO_API, requireSignature, signatureChecker } from './rest/signature.ts';

/** Where pages call the REST platform (the demo page's and the tests' api-url). */
export const GATEWAY_PREFIX = '/api/rest';

/** The stand-in and the gateway; `origin` is this server's own (known once it listens). */
export function restPlatformRoutes(casinos: DemoCasinos, origin: () => string): Route[] {
  let gateway: ReturnType<typeof createNodeHandler> | null = null;
  const viaGateway: RouteHandler = async (req, res) => {
    if (answerCors(req, res)) return;
    const casino = casinoName(req);
    if (casino) req.headers['x-betr-casino'] = casino;
    gateway ??= createNodeHandler({
      platformUrl: `${origin()}${REST_PREFIX}`,
      apiId: DEMO_API.id,
      apiSecret: DEMO_API.secret,
      basePath: GATEWAY_PREFIX,
      forwardHeaders: ['X-Betr-Casino'],
      rateLimit: { max: 1000, windowMs: 60_000 },
    });
    await gateway(req, res);
  };
  return [
    { method: '*', prefix: REST_PREFIX, handler: requireSignature(signatureChecker({ [DEMO_API.id]: DEMO_API.secret }), restApi(casinos)) },
    { method: '*', prefix: GATEWAY_PREFIX, handler: viaGateway },
  ];
}
