import type { ErrorCode } from '@estate/shared';
import type { AnyUploadKind } from '@estate/shared';
import { AppError } from '../../lib/app-error.js';
import { englishMessage } from '../../lib/english-message.js';

/**
 * Upload errors. Codes are stable (the web client maps them to translated alerts); the English
 * messages are the catalog texts of `listing_alerts` / `listing_rules`.
 */
const alert = (key: string) => englishMessage(`listing_alerts.${key}`);

const TOO_LARGE: Record<AnyUploadKind, string> = {
  gallery: 'files_too_large',
  profile_picture: 'file_too_large_5mb',
  cover_photo: 'files_too_large',
  award_image: 'file_too_large_5mb',
  ad_image: 'file_too_large_5mb',
  blog_image: 'file_too_large_5mb',
  service_photo: 'files_too_large',
  permit_qr: 'file_too_large_5mb',
  report_evidence: 'file_too_large_5mb',
  featured: 'file_too_large_5mb',
  floor_plan: 'file_too_large_5mb',
  // One video may use the whole 30MB total.
  video: 'video_total_exceeded',
};

const WRONG_TYPE: Record<AnyUploadKind, string> = {
  gallery: 'image_error',
  profile_picture: 'image_error',
  cover_photo: 'image_error',
  award_image: 'image_error',
  ad_image: 'image_error',
  blog_image: 'image_error',
  service_photo: 'image_error',
  permit_qr: 'image_error',
  report_evidence: 'image_error',
  featured: 'image_error',
  floor_plan: 'invalid_floor_plan_type',
  video: 'invalid_video_type',
};

/** Over the total bytes of a kind: [code, catalog key]. */
export const TOTAL_EXCEEDED: Record<AnyUploadKind, [ErrorCode, string]> = {
  gallery: ['total_size_exceeded', 'listing_alerts.total_size_exceeded'],
  profile_picture: ['file_too_large', 'listing_alerts.file_too_large_5mb'],
  cover_photo: ['file_too_large', 'listing_alerts.files_too_large'],
  award_image: ['file_too_large', 'listing_alerts.file_too_large_5mb'],
  ad_image: ['file_too_large', 'listing_alerts.file_too_large_5mb'],
  blog_image: ['file_too_large', 'listing_alerts.file_too_large_5mb'],
  service_photo: ['total_size_exceeded', 'listing_alerts.total_size_exceeded'],
  permit_qr: ['file_too_large', 'listing_alerts.file_too_large_5mb'],
  report_evidence: ['file_too_large', 'listing_alerts.file_too_large_5mb'],
  featured: ['file_too_large', 'listing_alerts.file_too_large_5mb'],
  video: ['video_total_exceeded', 'listing_alerts.video_total_exceeded'],
  floor_plan: ['floor_plan_total_exceeded', 'listing_alerts.floor_plan_total_exceeded'],
};

/** Over the count of a kind: [code, catalog key]. */
const TOO_MANY: Partial<Record<AnyUploadKind, [ErrorCode, string]>> = {
  gallery: ['too_many_images', 'listing_alerts.too_many_images'],
  service_photo: ['too_many_images', 'listing_alerts.too_many_images'],
  video: ['too_many_videos', 'listing_rules.too_many_videos'],
  floor_plan: ['too_many_floor_plans', 'listing_rules.too_many_floor_plans'],
};

export const fileTooLarge = (kind: AnyUploadKind) => new AppError(413, 'file_too_large', alert(TOO_LARGE[kind]));

export const invalidFileType = (kind: AnyUploadKind) => new AppError(415, 'invalid_file_type', alert(WRONG_TYPE[kind]));

export const imageError = () => new AppError(415, 'invalid_file_type', alert('image_error'));
/** An image past the pixel limit, refused before it is decoded (issue 38, S8). */
export const imageTooLarge = () =>
  new AppError(422, 'image_too_large', alert('image_too_large'), { file: 'listing_alerts.image_too_large' });

export function totalExceeded(kind: AnyUploadKind) {
  const [code, key] = TOTAL_EXCEEDED[kind];
  return new AppError(400, code, englishMessage(key));
}

export function tooMany(kind: AnyUploadKind) {
  const [code, key] = TOO_MANY[kind] ?? ['too_many_images', 'listing_alerts.too_many_images'];
  return new AppError(400, code, englishMessage(key));
}

export const uploadFailed = () => new AppError(400, 'upload_failed', alert('upload_failed'));

export const uploadNotFound = () => new AppError(404, 'not_found', 'No such upload.');
