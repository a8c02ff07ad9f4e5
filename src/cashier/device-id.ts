import { sha256 } from './pkce';

/** The audio step gives up after this long (spec: "Audio fingerprint time-out 1000 ms"). */
export const AUDIO_FINGERPRINT_TIMEOUT_MS = 1000;

/** Run `fire` after `ms`; a test hands in a fake clock. */
export type Timer = (fire: () => void, ms: number) => void;

export interface DeviceIdOptions {
  /** The audio trait; by default a short offline rendering of an oscillator. */
  audio?: () => Promise<string>;
  timer?: Timer;
}

/**
 * How this browser's audio stack renders a fixed signal: stable on one machine, different
 * across hardware and browsers. Empty where offline audio is missing.
 */
async function audioTrait(): Promise<string> {
  const Context = globalThis.OfflineAudioContext;
  if (!Context) return '';
  const context = new Context(1, 5000, 44100);
  const oscillator = context.createOscillator();
  oscillator.type = 'triangle';
  oscillator.frequency.value = 10000;
  const compressor = context.createDynamicsCompressor();
  oscillator.connect(compressor);
  compressor.connect(context.destination);
  oscillator.start(0);
  const samples = (await context.startRendering()).getChannelData(0);
  let sum = 0;
  for (let i = 4500; i < samples.length; i++) sum += Math.abs(samples[i]!);
  return sum.toString();
}

/** The audio trait, or '' when it fails or takes longer than the time-out: the id is made either way. */
function audioWithin(audio: () => Promise<string>, timer: Timer): Promise<string> {
  return new Promise((resolve) => {
    timer(() => resolve(''), AUDIO_FINGERPRINT_TIMEOUT_MS);
    audio().then(resolve, () => resolve(''));
  });
}

/**
 * A device id from a few stable traits of the browser, hashed: the same browser on the same
 * machine gives the same id, and nothing readable about the player leaves the page. No
 * fingerprinting library: the payment provider only needs a stable, opaque value.
 */
export async function deviceId({
  audio = audioTrait,
  timer = (fire, ms) => void setTimeout(fire, ms),
}: DeviceIdOptions = {}): Promise<string> {
  const { navigator: nav, screen } = globalThis;
  const traits = [
    nav.userAgent,
    nav.language,
    (nav.languages ?? []).join(','),
    nav.hardwareConcurrency,
    (nav as Navigator & { deviceMemory?: number }).deviceMemory,
    nav.maxTouchPoints,
    screen ? `${screen.width}x${screen.height}x${screen.colorDepth}` : '',
    Intl.DateTimeFormat().resolvedOptions().timeZone,
    await audioWithin(audio, timer),
  ];
  const bytes = new Uint8Array(await sha256(traits.join('|')));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
