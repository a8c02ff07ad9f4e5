import { expect } from '@open-wc/testing';
import { $connectionLost, connectionChanged } from './connection';
import { $popup, closeAllPopups, openPopup } from './popup';

describe('the lost connection (websocket platform)', () => {
  afterEach(() => {
    closeAllPopups();
    $connectionLost.set(false);
  });

  it('once the retries are spent, the connection-lost message shows over the page; once the platform is back it goes', () => {
    connectionChanged(true);
    expect($connectionLost.get()).to.equal(true);
    expect($popup.get()).to.include({ type: 'message' });
    expect($popup.get()?.attributes).to.deep.equal({ type: 'connection-lost' });
    connectionChanged(false);
    expect($connectionLost.get()).to.equal(false);
    expect($popup.get()).to.equal(null);
  });

  it('never over a popup the player is working in, which is left as it is', () => {
    openPopup('deposit');
    connectionChanged(true);
    expect($popup.get()?.type).to.equal('deposit');
    connectionChanged(false);
    expect($popup.get()?.type).to.equal('deposit');
  });
});
