/**
 * configure() and <betr-config>'s typed form refuse an option nobody declared, and accept
 * the options a page's own adapter declares by declaration merging. Checked by `tsc --noEmit`:
 * a line marked @ts-expect-error fails the check when it stops being an error.
 */
import { configure, type BetrIntrinsicElements } from '../../src/index';

declare module '../../src/index' {
  interface AdapterOptions {
    /** A registered adapter's own option. */
    typesTestEndpoint?: string;
  }
}

configure({ adapter: 'rest', apiUrl: 'https://casino.example/api' });
configure({ adapter: 'own', typesTestEndpoint: '/rpc' });
// @ts-expect-error a misspelt option: `adaptor` is no setting
configure({ adaptor: 'rest' });
// @ts-expect-error a declared option keeps its type
configure({ typesTestEndpoint: 42 });
// @ts-expect-error an option no adapter declared
configure({ typesTestEndpont: '/rpc' });

const attributes: BetrIntrinsicElements['betr-config'] = { adapter: 'rest', 'api-url': '/api' };
// @ts-expect-error <betr-config> has no `adaptor` attribute
const misspelt: BetrIntrinsicElements['betr-config'] = { adaptor: 'rest' };
void [attributes, misspelt];
