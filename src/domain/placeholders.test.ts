import { expect } from '@open-wc/testing';
import { keepsPlaceholders, placeholderNames } from './placeholders';

describe('placeholders of a text', () => {
  it('names plain, typed, optional, formatted and numbered placeholders, each once, sorted', () => {
    expect(placeholderNames('{product}: {amount}')).to.deep.equal(['amount', 'product']);
    expect(placeholderNames('Step {step:number} of {count:number}')).to.deep.equal(['count', 'step']);
    expect(placeholderNames('{name?} {total|currency} {0} {name}')).to.deep.equal(['0', 'name', 'total']);
  });

  it('a plural part names no argument: {{hour|hours}} follows the placeholder before it', () => {
    expect(placeholderNames('{count:number} {{hour|hours}}')).to.deep.equal(['count']);
  });

  it('a text without placeholders has none', () => {
    expect(placeholderNames('Sign in')).to.deep.equal([]);
  });
});

describe("an override keeps its key's placeholders", () => {
  it('keeps them in another order, untyped, with a plural worded anew', () => {
    expect(keepsPlaceholders('Step {step:number} of {count:number}', 'Schritt {step} von {count}')).to.equal(true);
    expect(keepsPlaceholders('{count:number} {{hour|hours}}', '{count} {{Stunde|Stunden}}')).to.equal(true);
  });

  it('refuses one that drops a placeholder', () => {
    expect(keepsPlaceholders('Please try again or {supportLink}.', 'Please try again.')).to.equal(false);
  });

  it('refuses one that misspells a placeholder', () => {
    expect(keepsPlaceholders('Wait {minutes:string} minutes', 'Wait {minuets} minutes')).to.equal(false);
  });

  it('refuses one that adds a placeholder its key does not have', () => {
    expect(keepsPlaceholders('Sign in', 'Sign in, {name}')).to.equal(false);
  });
});
