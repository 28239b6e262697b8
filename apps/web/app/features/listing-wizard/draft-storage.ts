import { UPLOAD_KINDS, type UploadedFile, type UploadKind } from '@estate/shared';
import type { WizardDraft, WizardValues } from './wizard-types';

/** One draft per user (and per listing being edited), so people sharing a browser never mix. */
export function draftKey(userId: number | string, editId?: string | null): string {
  return editId ? `estate.listing-draft.${userId}.edit.${editId}` : `estate.listing-draft.${userId}`;
}

export function loadDraft(key: string, base: WizardValues): WizardDraft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<WizardDraft>;
    if (parsed.version !== 1 || !parsed.values || typeof parsed.values !== 'object') return null;
    // Keep only fields the form knows, with the types it expects.
    const values = { ...base };
    for (const name of Object.keys(base) as (keyof WizardValues)[]) {
      const value = (parsed.values as unknown as Record<string, unknown>)[name];
      if (Array.isArray(base[name])) {
        if (Array.isArray(value))
          (values as Record<string, unknown>)[name] = value.filter((v) => typeof v === 'string');
      } else if (typeof value === 'string') {
        (values as Record<string, unknown>)[name] = value;
      }
    }
    const media = Object.fromEntries(
      UPLOAD_KINDS.map((kind) => {
        const list = parsed.media?.[kind];
        return [kind, Array.isArray(list) ? list.filter(isUploadedFile) : []];
      }),
    ) as Record<UploadKind, UploadedFile[]>;
    const step = Number.isInteger(parsed.step) ? (parsed.step as number) : 0;
    return { version: 1, values, media, step, savedAt: String(parsed.savedAt ?? '') };
  } catch {
    return null;
  }
}

function isUploadedFile(value: unknown): value is UploadedFile {
  const file = value as UploadedFile | null;
  return !!file && typeof file.id === 'string' && typeof file.name === 'string' && typeof file.url === 'string';
}

export function saveDraft(key: string, draft: WizardDraft): void {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or disabled (private mode): the wizard still works, without a saved draft.
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
