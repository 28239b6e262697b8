/** How many pages `count` rows make at `size` a page; at least 1, so an empty list still has its page 1. */
export const pageCount = (count: number, size: number) => Math.max(1, Math.ceil(count / size));

/** The rows to skip before page `page` (1-based) at `size` a page. */
export const pageOffset = (page: number, size: number) => (page - 1) * size;
