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

/**
 * Single images other features keep (profile, cover, award, ad, blog, service photos). An upload of
 * one of these kinds is claimed by its feature (`owner_ref`), not by a listing.
 */
export const IMAGE_UPLOAD_KINDS = [
  'profile_picture',
  'cover_photo',
  'award_image',
  'ad_image',
  'blog_image',
  'service_photo',
  // A photo or screenshot of a DLD permit's QR code (issue 37): read by the server, then let go of.
  'permit_qr',
  // A screenshot attached to a report (issue 42): moderators see it beside the report.
  'report_evidence',
] as const;
export type ImageUploadKind = (typeof IMAGE_UPLOAD_KINDS)[number];
export const ANY_UPLOAD_KINDS = [...UPLOAD_KINDS, ...IMAGE_UPLOAD_KINDS] as const;
export type AnyUploadKind = UploadKind | ImageUploadKind;

const singleImage = (mb: number, types: readonly string[] = IMAGE_TYPES): UploadRule => ({
  maxFileBytes: mb * MB,
  maxTotalBytes: mb * MB,
  maxCount: 1,
  types,
  accept: types.join(','),
});

export const IMAGE_UPLOAD_RULES: Record<ImageUploadKind, UploadRule> = {
  profile_picture: singleImage(5),
  cover_photo: singleImage(10),
  award_image: singleImage(5),
  ad_image: singleImage(5),
  // Spec section 5: blog featured image is JPEG or PNG, 5MB (1200x630 recommended).
  blog_image: singleImage(5, ['image/jpeg', 'image/png']),
  service_photo: { ...singleImage(10), maxTotalBytes: 100 * MB, maxCount: 10 },
  permit_qr: singleImage(5),
  report_evidence: singleImage(5),
};

export function uploadRuleOf(kind: AnyUploadKind): UploadRule {
  return kind in UPLOAD_RULES ? UPLOAD_RULES[kind as UploadKind] : IMAGE_UPLOAD_RULES[kind as ImageUploadKind];
}

/** Kinds that keep one unclaimed file per user: a new upload replaces the previous one. */
export function isSingleUploadKind(kind: AnyUploadKind): boolean {
  return uploadRuleOf(kind).maxCount === 1;
}

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
