import type { AppInstance } from '../../app-types.js';

/** Not built yet: filled in by its feature (see docs/decisions). */
export async function serviceRoutes(_app: AppInstance): Promise<void> {}
