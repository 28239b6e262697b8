import { knownErrorCode, UPLOAD_RULES, type ErrorCode, type UploadKind } from '@estate/shared';
import type { UploadItem } from './wizard-types';

/**
 * Checks in the browser before anything is sent, with the same numbers as the server
 * (UPLOAD_RULES); the server still decides. Every refusal is one of the spec's listing alerts.
 */
const EXTENSIONS: Record<UploadKind, readonly string[]> = {
  gallery: ['jpg', 'jpeg', 'png', 'webp'],
  featured: ['jpg', 'jpeg', 'png', 'webp'],
  video: ['mp4', 'mov', 'avi'],
  floor_plan: ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png'],
};

/** Browsers name some types differently from the detected ones the server lists. */
const BROWSER_TYPE_ALIASES: Record<string, string> = {
  'video/x-msvideo': 'video/vnd.avi',
  'video/avi': 'video/vnd.avi',
  'image/jpg': 'image/jpeg',
};

const SIZE_ALERT: Record<UploadKind, string> = {
  gallery: 'listing_alerts.files_too_large',
  featured: 'listing_alerts.file_too_large_5mb',
  floor_plan: 'listing_alerts.file_too_large_5mb',
  video: 'listing_alerts.video_total_exceeded',
};

const TYPE_ALERT: Record<UploadKind, string> = {
  gallery: 'listing_alerts.image_error',
  featured: 'listing_alerts.image_error',
  floor_plan: 'listing_alerts.invalid_floor_plan_type',
  video: 'listing_alerts.invalid_video_type',
};

const TOTAL_ALERT: Record<UploadKind, string> = {
  gallery: 'listing_alerts.total_size_exceeded',
  featured: 'listing_alerts.file_too_large_5mb',
  floor_plan: 'listing_alerts.floor_plan_total_exceeded',
  video: 'listing_alerts.video_total_exceeded',
};

const COUNT_ALERT: Record<UploadKind, string> = {
  gallery: 'listing_alerts.too_many_images',
  featured: 'listing_alerts.too_many_images',
  floor_plan: 'listing_rules.too_many_floor_plans',
  video: 'listing_rules.too_many_videos',
};

/** Server error codes that name their own alert. */
const CODE_ALERT: Partial<Record<ErrorCode, string>> = {
  total_size_exceeded: 'listing_alerts.total_size_exceeded',
  too_many_images: 'listing_alerts.too_many_images',
  video_total_exceeded: 'listing_alerts.video_total_exceeded',
  floor_plan_total_exceeded: 'listing_alerts.floor_plan_total_exceeded',
  too_many_videos: 'listing_rules.too_many_videos',
  too_many_floor_plans: 'listing_rules.too_many_floor_plans',
  storage_full: 'errors.storage_full',
  image_too_large: 'listing_alerts.image_too_large',
};

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** A hint only (the server checks the content): the claimed type or the extension. */
export function looksAllowed(kind: UploadKind, file: Pick<File, 'name' | 'type'>): boolean {
  const type = BROWSER_TYPE_ALIASES[file.type] ?? file.type;
  if (type && UPLOAD_RULES[kind].types.includes(type)) return true;
  return EXTENSIONS[kind].includes(extensionOf(file.name));
}

export interface Preflight {
  accepted: File[];
  /** Catalog keys of the alerts to show, each once. */
  alerts: string[];
}

/** Which of the chosen files may be sent, given what this listing already holds. */
export function preflight(kind: UploadKind, files: readonly File[], existing: readonly UploadItem[]): Preflight {
  const rule = UPLOAD_RULES[kind];
  const alerts = new Set<string>();
  const held = kind === 'featured' ? [] : existing.filter((item) => item.status !== 'failed');
  let count = held.length;
  let total = held.reduce((sum, item) => sum + item.size, 0);
  const accepted: File[] = [];
  const candidates = kind === 'featured' ? files.slice(0, 1) : files;
  for (const file of candidates) {
    if (!looksAllowed(kind, file)) {
      alerts.add(TYPE_ALERT[kind]);
      continue;
    }
    if (file.size > rule.maxFileBytes) {
      alerts.add(SIZE_ALERT[kind]);
      continue;
    }
    if (count + 1 > rule.maxCount) {
      alerts.add(COUNT_ALERT[kind]);
      continue;
    }
    if (total + file.size > rule.maxTotalBytes) {
      alerts.add(TOTAL_ALERT[kind]);
      continue;
    }
    count += 1;
    total += file.size;
    accepted.push(file);
  }
  return { accepted, alerts: [...alerts] };
}

/** The alert for a refused upload, from the server's status and error code. */
export function alertForUploadError(kind: UploadKind, status: number, answerCode: string | undefined): string {
  const code = knownErrorCode(answerCode);
  const alert = code && CODE_ALERT[code];
  if (alert) return alert;
  if (status === 413 || code === 'file_too_large') return SIZE_ALERT[kind];
  if (status === 415 || code === 'invalid_file_type') return TYPE_ALERT[kind];
  return 'listing_alerts.upload_failed';
}
