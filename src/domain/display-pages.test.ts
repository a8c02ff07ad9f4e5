import { expect } from '@open-wc/testing';
import type { DisplayPage } from './model';
import { requiredPopups } from './display-pages';

describe('required post-login display pages', () => {
  it('display pages: source-of-wealth, responsible-gaming-test, terms-and-conditions, deposit-limits, provide-documents', () => {
    const pages: DisplayPage[] = [
      { page: 'source-of-wealth', forced: false },
      { page: 'responsible-gaming-test', forced: false },
      { page: 'terms-and-conditions', forced: false },
      { page: 'deposit-limits', forced: false },
      { page: 'provide-documents', forced: false },
    ];
    expect(requiredPopups(pages).map((p) => [p.type, p.attributes])).to.deep.equal([
      ['source-of-wealth', {}],
      ['responsible-gaming-test', {}],
      ['terms-and-conditions', { required: '' }],
      ['account', { view: 'responsible-gaming' }],
      ['account', { view: 'verify' }],
    ]);
  });

  it('provide-documents (forced flag): a forced page cannot be dismissed', () => {
    const [forced, free] = requiredPopups([
      { page: 'provide-documents', forced: true },
      { page: 'source-of-wealth', forced: false },
    ]);
    expect(forced?.dismissible).to.equal(false);
    expect(free?.dismissible).to.equal(true);
  });

  it('a page already shown another way, an unknown page or a repeat is skipped', () => {
    const pages = [
      { page: 'terms-and-conditions', forced: false },
      { page: 'nope', forced: false },
      { page: 'source-of-wealth', forced: false },
      { page: 'source-of-wealth', forced: true },
    ] as DisplayPage[];
    expect(requiredPopups(pages, ['terms-and-conditions']).map((p) => p.type)).to.deep.equal(['source-of-wealth']);
  });
});
