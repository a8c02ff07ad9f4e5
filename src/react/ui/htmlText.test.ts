import { expect } from '@open-wc/testing';
import { htmlText } from './htmlText';

describe('htmlText', () => {
  it('is the text a reader sees: no script or style text, blocks kept apart', () => {
    expect(htmlText('<p>One <b>two</b></p><p>three</p><script>alert(1)</script><style>p{}</style>')).to.equal('One two three');
  });

  it('runs nothing and loads nothing', async () => {
    const w = window as unknown as { parsed?: number };
    expect(htmlText('<img src="/never-loaded.png" onerror="window.parsed=1">ok')).to.equal('ok');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(w.parsed).to.equal(undefined);
  });
});
