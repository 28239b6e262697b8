import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export type Listed = { id: number; slug: string };
type File = { name: string; mimeType: string; buffer: Buffer };

/** Setup through the API: a live listing of the signed-in member with these photos (cover first). */
export async function listed(
  page: Page,
  [cover, ...gallery]: File[],
  fields: Record<string, unknown>,
): Promise<Listed> {
  const upload = async (kind: 'featured' | 'gallery', file: File) => {
    const answer = await page.request.post(`/api/uploads/${kind}/`, { multipart: { file } });
    expect(answer.ok(), await answer.text()).toBe(true);
    return ((await answer.json()) as { id: string }).id;
  };
  const created = await page.request.post('/api/properties/', {
    data: {
      purpose: 'sale',
      area_type: 'residential',
      property_type: 'house',
      description: 'A quiet street near the park.',
      currency: 'PKR',
      bathrooms: 4,
      country: 'PK',
      city: 'Lahore',
      address: 'Street 7, DHA Phase 5',
      longitude: 74.4065,
      area_unit: 'marla',
      area_size: 10,
      ...fields,
      featured_image: await upload('featured', cover!),
      gallery_images: await Promise.all(gallery.map((file) => upload('gallery', file))),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { property: Listed }).property;
}
