import { expect } from '@open-wc/testing';
import { atom } from 'nanostores';
import { useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { slowRow } from '../../../test/slow-row';
import { waitUntil } from '../../../test/wait';
import { useStoreInTransition } from './useStoreInTransition';

describe('useStoreInTransition: a store change that is no answer to the player re-renders in slices', () => {
  it("renders the change in slices: the page's task runs before the last row, never after one long task", async () => {
    const $rows = atom<number[]>([]);
    const order: string[] = [];
    const Row = slowRow(order);
    function Rows() {
      return useStoreInTransition($rows).map((i) => <Row key={i} i={i} />);
    }
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    flushSync(() => root.render(<Rows />));
    $rows.set(Array.from({ length: 20 }, (_, i) => i));
    await waitUntil(() => host.querySelectorAll('p').length === 20, 'the rows never all rendered');
    expect(order.indexOf('the page'), order.join(', ')).to.be.within(0, order.lastIndexOf('row 19') - 1);
    root.unmount();
    host.remove();
  });

  it('shows the value at its first render, a change made before it listens, and each change after', async () => {
    const $word = atom('first');
    function Word() {
      return <output>{useStoreInTransition($word)}</output>;
    }
    // A layout effect runs in the commit, before the view's own effect listens to the store.
    function ChangeInCommit() {
      useLayoutEffect(() => $word.set('second'), []);
      return null;
    }
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const firstRender: string[] = [];
    flushSync(() =>
      root.render(
        <>
          <Word />
          <Probe into={firstRender} />
          <ChangeInCommit />
        </>,
      ),
    );
    expect(firstRender).to.deep.equal(['first']);
    await waitUntil(() => host.textContent === 'second', `shown: ${host.textContent}`);
    $word.set('third');
    await waitUntil(() => host.textContent === 'third', `shown: ${host.textContent}`);
    root.unmount();
    host.remove();

    /** Reads the shown word as the view commits. */
    function Probe({ into }: { into: string[] }) {
      useLayoutEffect(() => void into.push(host.textContent ?? ''), [into]);
      return null;
    }
  });

  it("shows another store's value in the render that first reads it, never the last store's", () => {
    const $english = atom('one');
    const $swedish = atom('ett');
    const rendered: string[] = [];
    function Word({ store }: { store: typeof $english }) {
      const word = useStoreInTransition(store);
      rendered.push(word);
      return <output>{word}</output>;
    }
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    flushSync(() => root.render(<Word store={$english} />));
    flushSync(() => root.render(<Word store={$swedish} />));
    expect(rendered[0]).to.equal('one');
    expect(rendered.slice(1)).to.deep.equal(rendered.slice(1).map(() => 'ett'));
    expect(host.textContent).to.equal('ett');
    root.unmount();
    host.remove();
  });
});
