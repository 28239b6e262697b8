import { NOTIFICATION_SOUND_VOLUME } from '@estate/shared';

/** localStorage key prefix of the chime (which notification last chimed, shared by the open tabs). */
export const CHAT_SOUND_STORAGE_KEY = 'estate.chat.sound';

let interacted = false;
let watching = false;
let context: AudioContext | null = null;

/** Browsers (and people) expect no sound before the first interaction with the page. */
export function watchFirstInteraction(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  const mark = () => {
    interacted = true;
    window.removeEventListener('pointerdown', mark, true);
    window.removeEventListener('keydown', mark, true);
  };
  window.addEventListener('pointerdown', mark, true);
  window.addEventListener('keydown', mark, true);
}

/** The signed-in user's saved setting (profile `message_sound`); the bell keeps it in step. */
let enabled = true;

export function soundEnabled(): boolean {
  return enabled;
}

export function setSoundEnabled(on: boolean): void {
  enabled = on;
}

/** Several open tabs hear the same notification: only the first to claim it chimes. */
function claim(key: string): boolean {
  try {
    if (localStorage.getItem(`${CHAT_SOUND_STORAGE_KEY}.last`) === key) return false;
    localStorage.setItem(`${CHAT_SOUND_STORAGE_KEY}.last`, key);
  } catch {
    // No storage: every tab chimes.
  }
  return true;
}

/** A soft two-tone chime made with the Web Audio API at NOTIFICATION_SOUND_VOLUME (no audio file). */
export function playChime(key: string): void {
  if (!interacted || !soundEnabled() || typeof window === 'undefined' || !window.AudioContext) return;
  if (!claim(key)) return;
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
    const start = context.currentTime + 0.01;
    [880, 1318.5].forEach((frequency, i) => {
      const at = start + i * 0.12;
      const osc = context!.createOscillator();
      const gain = context!.createGain();
      osc.type = 'sine';
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0, at);
      gain.gain.linearRampToValueAtTime(NOTIFICATION_SOUND_VOLUME, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.001, at + 0.35);
      osc.connect(gain).connect(context!.destination);
      osc.start(at);
      osc.stop(at + 0.4);
    });
  } catch (error) {
    console.warn('Notification sound unavailable', error);
  }
}
