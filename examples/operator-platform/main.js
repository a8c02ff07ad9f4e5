// @ts-check
// The page's own adapter, registered under a name of the page's choosing and selected with
// its own option (the platform's RPC address) beside betr's, declared in options.d.ts.
import { configure, registerAdapter } from 'betr-widgets';
import { createOperatorProvider } from './adapter.js';

registerAdapter('operator', createOperatorProvider);
configure({ adapter: 'operator', rpcUrl: '/rpc' });
