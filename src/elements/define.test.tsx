import { expect } from '@open-wc/testing';
import { waitUntil } from '../../test/wait';
import { isLoaded } from '../stores/i18n';
import { useElement } from '../react/ui/ElementRoot';
import { defineElement } from './define';

/** A view that shows its attribute in the element's language (the `account` strings' menu label). */
function Greeting({ name }: { name?: string }) {
  const { LL } = useElement();
  return <p>{`${LL.account.menu.label()}: ${name ?? ''}`}</p>;
}

defineElement<{ name?: string }>('betr-test-greeting', Greeting, { attributes: { name: 'string' }, stylesheet: '', namespaces: ['account'] });

const mounted = (el: Element) => Symbol.for('r2wc.context') in el && (el as unknown as Record<symbol, unknown>)[Symbol.for('r2wc.context')] !== undefined;

describe('defineElement: React mounts when the element can show something', () => {
  it('an element whose strings are on their way mounts no React root until they are here (no commit of nothing), then shows the attribute set meanwhile', async () => {
    expect(isLoaded('fi', ['common', 'account']), 'the Finnish account strings are loaded already').to.equal(false);
    const el = document.createElement('betr-test-greeting');
    el.setAttribute('lang', 'fi');
    document.body.append(el);
    el.setAttribute('name', 'Ann');
    expect(mounted(el)).to.equal(false);
    expect(el.shadowRoot!.childNodes.length).to.equal(0);
    await waitUntil(() => el.shadowRoot!.textContent?.endsWith(': Ann'), `shows "${el.shadowRoot!.textContent}"`);
    expect(isLoaded('fi', ['common', 'account'])).to.equal(true);
    el.remove();
  });

  it('an element removed while it waits never mounts', async () => {
    const el = document.createElement('betr-test-greeting');
    el.setAttribute('lang', 'sv');
    document.body.append(el);
    el.remove();
    await waitUntil(() => isLoaded('sv', ['common', 'account']), 'the Swedish strings never came');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mounted(el)).to.equal(false);
    expect(el.shadowRoot!.childNodes.length).to.equal(0);
  });

  it('an element whose strings are here mounts at once', async () => {
    const el = document.createElement('betr-test-greeting');
    el.setAttribute('lang', 'fi');
    el.setAttribute('name', 'Bo');
    document.body.append(el);
    expect(mounted(el)).to.equal(true);
    await waitUntil(() => el.shadowRoot!.textContent?.endsWith(': Bo'), `shows "${el.shadowRoot!.textContent}"`);
    el.remove();
  });
});

describe('defineElement: tags on the page before their element is defined', () => {
  it('mount inside define(), each rendered once with its attributes, rather than in a later task after a frame without them', async () => {
    await waitUntil(() => isLoaded('fi', ['common', 'account']), 'the Finnish account strings never came');
    const renders: string[] = [];
    function Counted({ name }: { name?: string }) {
      renders.push(name ?? '');
      return <Greeting name={name} />;
    }
    const first = document.createElement('betr-test-early');
    first.setAttribute('lang', 'fi');
    first.setAttribute('name', 'Ann');
    first.setAttribute('inline', '');
    const second = document.createElement('betr-test-early');
    second.setAttribute('lang', 'fi');
    second.setAttribute('name', 'Bo');
    document.body.append(first, second);
    defineElement<{ name?: string }>('betr-test-early', Counted, { attributes: { name: 'string' }, stylesheet: '', namespaces: ['account'] });
    expect(first.shadowRoot!.textContent).to.match(/: Ann$/);
    expect(second.shadowRoot!.textContent).to.match(/: Bo$/);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(renders).to.deep.equal(['Ann', 'Bo']);
    first.remove();
    second.remove();
  });
});
