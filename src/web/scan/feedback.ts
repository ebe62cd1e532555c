/**
 * Feedback on every scan: a tone, a vibration and a colour flash. Everything here works on the DOM and
 * Web Audio directly, without a React render, so it is painted in the frame that handled the key.
 */
export type ScanOutcome = 'accepted' | 'rejected' | 'duplicate';

interface Tone {
  frequency: number;
  ms: number;
  wave: OscillatorType;
}

/** Distinct enough to tell apart without looking: one high chirp, two mid beeps, one low buzz. */
const tones: Record<ScanOutcome, Tone[]> = {
  accepted: [{ frequency: 1760, ms: 70, wave: 'sine' }],
  duplicate: [
    { frequency: 880, ms: 60, wave: 'triangle' },
    { frequency: 880, ms: 60, wave: 'triangle' },
  ],
  rejected: [{ frequency: 196, ms: 320, wave: 'square' }],
};

const vibrations: Record<ScanOutcome, number[]> = {
  accepted: [40],
  duplicate: [40, 60, 40],
  rejected: [250, 80, 250],
};

const colours: Record<ScanOutcome, string> = {
  accepted: 'var(--ion-color-success, #10a760)',
  duplicate: 'var(--ion-color-warning, #F2C037)',
  rejected: 'var(--ion-color-danger, #da3e33)',
};

let audio: AudioContext | null = null;

function play(outcome: ScanOutcome, volume: number): void {
  if (volume <= 0 || typeof AudioContext === 'undefined') return;
  audio ??= new AudioContext();
  if (audio.state === 'suspended') void audio.resume();
  let at = audio.currentTime;
  for (const tone of tones[outcome]) {
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.type = tone.wave;
    osc.frequency.value = tone.frequency;
    gain.gain.setValueAtTime(volume, at);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + tone.ms / 1000);
    osc.connect(gain).connect(audio.destination);
    osc.start(at);
    osc.stop(at + tone.ms / 1000);
    at += (tone.ms + 40) / 1000;
  }
}

let flashLayer: HTMLDivElement | null = null;

function flash(outcome: ScanOutcome): void {
  if (!flashLayer) {
    flashLayer = document.createElement('div');
    flashLayer.setAttribute('aria-hidden', 'true');
    flashLayer.dataset.testid = 'scan-flash';
    Object.assign(flashLayer.style, {
      position: 'fixed', inset: '0', pointerEvents: 'none', zIndex: '99999', opacity: '0',
      boxShadow: 'inset 0 0 0 12px currentColor',
    });
    document.body.append(flashLayer);
  }
  flashLayer.dataset.outcome = outcome;
  flashLayer.style.color = colours[outcome];
  flashLayer.getAnimations().forEach((a) => a.cancel());
  flashLayer.animate([{ opacity: 1 }, { opacity: 0 }], { duration: outcome === 'rejected' ? 600 : 300 });
}

export interface FeedbackSettings {
  volume: number;
  vibrate: boolean;
}

export function giveFeedback(outcome: ScanOutcome, settings: FeedbackSettings): void {
  flash(outcome);
  if (settings.vibrate && 'vibrate' in navigator) navigator.vibrate(vibrations[outcome]);
  play(outcome, settings.volume);
}
