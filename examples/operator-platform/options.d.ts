// The operator adapter's own option, beside betr's settings: with it declared here,
// `configure({ adapter: 'operator', rpcUrl })` type-checks and a misspelt option does not.
import 'betr-widgets';

declare module 'betr-widgets' {
  interface AdapterOptions {
    /** The platform's JSON-RPC address (default `/rpc`). */
    rpcUrl?: string;
  }
}
