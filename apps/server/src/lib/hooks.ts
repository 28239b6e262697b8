/**
 * Cross-feature events inside one process, so a feature can react to another without the two
 * importing each other (for example demands matching a newly published listing).
 * Listeners run after the change is committed; a failing listener is logged, never re-thrown.
 */
export interface ListingPublished {
  id: number;
  ownerId: number;
  title: string;
  slug: string;
  purpose: string;
  propertyType: string;
  country: string;
  city: string;
  price: number;
  currency: string;
  bedrooms: number;
}

export interface AppHooks {
  /** A listing became publicly visible (created live, approved, or moved back to a public status). */
  listingPublished: ((listing: ListingPublished) => Promise<void>)[];
}

export function createHooks(log: (error: unknown) => void = () => {}) {
  const hooks: AppHooks = { listingPublished: [] };
  return {
    on<K extends keyof AppHooks>(event: K, listener: AppHooks[K][number]): void {
      hooks[event].push(listener);
    },
    async emit<K extends keyof AppHooks>(event: K, payload: Parameters<AppHooks[K][number]>[0]): Promise<void> {
      for (const listener of hooks[event]) {
        try {
          await listener(payload);
        } catch (error) {
          log(error);
        }
      }
    },
  };
}
export type Hooks = ReturnType<typeof createHooks>;
