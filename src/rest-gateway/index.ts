/**
 * `betr-widgets/rest-gateway`: the server part an operator deploys beside the page when the
 * widgets use the REST platform. The platform signs every call with the operator's API
 * secret, which a browser cannot hold; the gateway holds it, forwards only the widgets' calls
 * and signs them. Server code only: no page ever loads this module.
 */
export { createFetchHandler, type FetchHandler, type FetchHandlerOptions } from './fetch-handler';
export { createNodeHandler, type NodeHandler, type NodeRequest, type NodeResponse } from './node-handler';
export { DEFAULTS, GATEWAY_ERRORS, type Gateway, type GatewayErrorCode, type GatewayOptions } from './gateway';
export { gatewayOptionsFromEnv } from './options-from-env';
export { authorization, createSigner, signatureToken, signedText, type SignedCall, type Signer } from './sign';
export type { TrustedProxies } from './client-ip';
export type { RateLimit } from './rate-limit';
export type { RestRoute } from '../adapters/rest/routes';
