import { describe, expect, it } from 'vitest';
import { alertForUploadError, preflight } from './upload-checks';
import type { UploadItem } from './wizard-types';

const MB = 1024 * 1024;
const file = (name: string, size: number, type = '') => ({ name, size, type }) as File;
const held = (n: number, size = MB): UploadItem[] =>
  Array.from({ length: n }, (_, i) => ({ key: `k${i}`, name: `p${i}.jpg`, size, status: 'done', progress: 100 }));

describe('checks before uploading', () => {
  it('refuses gallery images over 10MB each, past 20 images and past 250MB in total', () => {
    expect(preflight('gallery', [file('big.jpg', 11 * MB, 'image/jpeg')], []).alerts).toEqual([
      'listing_alerts.files_too_large',
    ]);
    const many = preflight('gallery', [file('a.jpg', MB, 'image/jpeg'), file('b.jpg', MB, 'image/jpeg')], held(19));
    expect(many.accepted.map((f) => f.name)).toEqual(['a.jpg']);
    expect(many.alerts).toEqual(['listing_alerts.too_many_images']);
    expect(preflight('gallery', [file('c.jpg', 9 * MB, 'image/jpeg')], held(19, 13 * MB)).alerts).toEqual([
      'listing_alerts.total_size_exceeded',
    ]);
  });

  it('gives floor plans, videos and the cover their own alerts', () => {
    expect(preflight('floor_plan', [file('plan.txt', 10, 'text/plain')], []).alerts).toEqual([
      'listing_alerts.invalid_floor_plan_type',
    ]);
    expect(preflight('floor_plan', [file('plan.pdf', 6 * MB, 'application/pdf')], []).alerts).toEqual([
      'listing_alerts.file_too_large_5mb',
    ]);
    expect(preflight('floor_plan', [file('plan.pdf', 4 * MB, 'application/pdf')], held(2, 4 * MB)).alerts).toEqual([
      'listing_alerts.floor_plan_total_exceeded',
    ]);
    expect(preflight('video', [file('tour.mp4', 20 * MB, 'video/mp4')], held(1, 15 * MB)).alerts).toEqual([
      'listing_alerts.video_total_exceeded',
    ]);
    expect(preflight('video', [file('tour.mkv', MB, 'video/x-matroska')], []).alerts).toEqual([
      'listing_alerts.invalid_video_type',
    ]);
    expect(preflight('featured', [file('cover.jpg', 6 * MB, 'image/jpeg')], []).alerts).toEqual([
      'listing_alerts.file_too_large_5mb',
    ]);
    // A new cover replaces the old one, so the old one does not count.
    expect(preflight('featured', [file('cover.png', MB, 'image/png')], held(1)).accepted).toHaveLength(1);
  });

  it('trusts the extension when the browser gives no type (the server checks the content)', () => {
    expect(preflight('video', [file('tour.MOV', MB)], []).accepted).toHaveLength(1);
    expect(preflight('floor_plan', [file('plan.docx', MB)], []).accepted).toHaveLength(1);
  });

  it('maps the server answers to the alerts', () => {
    expect(alertForUploadError('gallery', 413, 'file_too_large')).toBe('listing_alerts.files_too_large');
    expect(alertForUploadError('featured', 413, 'file_too_large')).toBe('listing_alerts.file_too_large_5mb');
    expect(alertForUploadError('gallery', 415, 'invalid_file_type')).toBe('listing_alerts.image_error');
    expect(alertForUploadError('gallery', 422, 'image_too_large')).toBe('listing_alerts.image_too_large');
    expect(alertForUploadError('floor_plan', 415, 'invalid_file_type')).toBe('listing_alerts.invalid_floor_plan_type');
    expect(alertForUploadError('gallery', 400, 'too_many_images')).toBe('listing_alerts.too_many_images');
    expect(alertForUploadError('gallery', 400, 'total_size_exceeded')).toBe('listing_alerts.total_size_exceeded');
    expect(alertForUploadError('video', 400, 'video_total_exceeded')).toBe('listing_alerts.video_total_exceeded');
    expect(alertForUploadError('floor_plan', 400, 'floor_plan_total_exceeded')).toBe(
      'listing_alerts.floor_plan_total_exceeded',
    );
    expect(alertForUploadError('gallery', 0, undefined)).toBe('listing_alerts.upload_failed');
    expect(alertForUploadError('gallery', 500, 'internal')).toBe('listing_alerts.upload_failed');
    expect(alertForUploadError('gallery', 507, 'storage_full')).toBe('errors.storage_full');
  });
});
