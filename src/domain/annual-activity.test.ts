import { expect } from '@open-wc/testing';
import { annualActivityLabel, annualActivityRanges } from './annual-activity';

describe('annual activity', () => {
  it('Annual activity ranges, SEK and NOK: 0-170000, 180000-290000, 300000-590000, 600000-860000, 860000+', () => {
    const labels = ['0-170000', '180000-290000', '300000-590000', '600000-860000', '860000+'];
    expect(annualActivityRanges('SEK').map((r) => r.label)).to.deep.equal(labels);
    expect(annualActivityRanges('nok').map((r) => r.label)).to.deep.equal(labels);
  });

  it('Other currencies: 0-15000, 16000-25000, 26000-50000, 51000-75000, 75000+ (DESIGN.md: 0-15000)', () => {
    const labels = ['0-15000', '16000-25000', '26000-50000', '51000-75000', '75000+'];
    expect(annualActivityRanges('EUR').map((r) => r.label)).to.deep.equal(labels);
    expect(annualActivityRanges('USD').map((r) => r.label)).to.deep.equal(labels);
  });

  it("The annualActivity is chosen as a range minimum and sent as the range's label text", () => {
    expect(annualActivityLabel('EUR', '16000')).to.equal('16000-25000');
    expect(annualActivityLabel('SEK', 860000)).to.equal('860000+');
    expect(annualActivityLabel('EUR', '180000')).to.equal(null);
  });
});
