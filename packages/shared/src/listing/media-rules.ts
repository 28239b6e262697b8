/**
 * File rules of spec section 5 "Files", in one place for the wizard and the server.
 * Types are checked on the server by content (magic bytes), never by name or claimed type.
 */
const MB = 1024 * 1024;

export const UPLOAD_KINDS = ['gallery', 'featured', 'video', 'floor_plan'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export interface UploadRule {
  /** Largest single file. */
  maxFileBytes: number;
  /** Largest sum over one listing's files of this kind. */
  maxTotalBytes: number;
  maxCount: number;
  /** Detected MIME types accepted. */
  types: readonly string[];
  /** For the file picker's `accept`, a hint only. */
  accept: string;
}

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  gallery: {
    maxFileBytes: 10 * MB,
    maxTotalBytes: 250 * MB,
    maxCount: 20,
    types: IMAGE_TYPES,
    accept: 'image/jpeg,image/png,image/webp',
  },
  featured: {
    maxFileBytes: 5 * MB,
    maxTotalBytes: 5 * MB,
    maxCount: 1,
    types: IMAGE_TYPES,
    accept: 'image/jpeg,image/png,image/webp',
  },
  // The spec caps videos by their total only; one file may use all of it.
  video: {
    maxFileBytes: 30 * MB,
    maxTotalBytes: 30 * MB,
    maxCount: 10,
    types: ['video/mp4', 'video/quicktime', 'video/vnd.avi'],
    accept: 'video/mp4,video/quicktime,video/x-msvideo,.mp4,.mov,.avi',
  },
  floor_plan: {
    maxFileBytes: 5 * MB,
    maxTotalBytes: 10 * MB,
    maxCount: 10,
    types: [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'image/jpeg',
      'image/png',
    ],
    accept: '.pdf,.doc,.docx,.jpg,.jpeg,.png',
  },
};

export const MAX_YOUTUBE_LINKS = 5;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** The video id of a YouTube video URL (watch, youtu.be, shorts, embed, live), or null. */
export function youtubeVideoId(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.|music\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else {
      const match = url.pathname.match(/^\/(?:shorts|embed|live|v)\/([^/?#]+)/);
      id = match?.[1] ?? null;
    }
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

export function isYoutubeVideoUrl(input: string): boolean {
  return youtubeVideoId(input) !== null;
}
