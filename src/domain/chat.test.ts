import { expect } from '@open-wc/testing';
import { CHAT_READY_ATTEMPTS, nextChatLook } from './chat';

describe('chat service readiness', () => {
  it('Chat widget retry: 500 ms between looks for the chat service', () => {
    expect(nextChatLook(1)).to.equal(500);
    expect(nextChatLook(CHAT_READY_ATTEMPTS - 1)).to.equal(500);
  });

  it('gives up after 20 looks (10 s), so the player is told rather than left waiting', () => {
    expect(CHAT_READY_ATTEMPTS).to.equal(20);
    expect(nextChatLook(CHAT_READY_ATTEMPTS)).to.equal(null);
  });
});
