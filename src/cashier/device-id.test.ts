import { expect } from '@open-wc/testing';
import { AUDIO_FINGERPRINT_TIMEOUT_MS, deviceId, type Timer } from './device-id';

/** A fake clock: timers fire only when the test moves time on. */
function fakeClock() {
  let now = 0;
  const pending: { at: number; fire: () => void }[] = [];
  const timer: Timer = (fire, ms) => void pending.push({ at: now + ms, fire });
  const advance = async (ms: number) => {
    now += ms;
    for (const t of pending.filter((p) => p.at <= now)) {
      pending.splice(pending.indexOf(t), 1);
      t.fire();
    }
    // Let the id's hashing run on.
    for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0));
  };
  return { timer, advance };
}

describe('device id', () => {
  it('the audio fingerprint step gives up after 1000 ms and the id is still made', async () => {
    expect(AUDIO_FINGERPRINT_TIMEOUT_MS).to.equal(1000);
    const clock = fakeClock();
    let id: string | null = null;
    void deviceId({ audio: () => new Promise<string>(() => undefined), timer: clock.timer }).then((made) => (id = made));
    await clock.advance(999);
    expect(id).to.equal(null);
    await clock.advance(1);
    expect(id).to.match(/^[0-9a-f]{64}$/);
    // Without the audio trait it is the id of a browser whose audio gives nothing.
    expect(id).to.equal(await deviceId({ audio: async () => '', timer: clock.timer }));
  });

  it('a failing audio step is skipped; a working one is part of the id, which is stable', async () => {
    const clock = fakeClock();
    const withoutAudio = await deviceId({ audio: () => Promise.reject(new Error('no audio')), timer: clock.timer });
    const withAudio = await deviceId({ audio: async () => '123.45', timer: clock.timer });
    expect(withAudio).not.to.equal(withoutAudio);
    expect(await deviceId({ audio: async () => '123.45', timer: clock.timer })).to.equal(withAudio);
  });

  it("with the browser's own audio step and timer, the id is made", async () => {
    expect(await deviceId()).to.match(/^[0-9a-f]{64}$/);
  });
});
