/**
 * A card's photo (issue 43, docs/decisions/0077): the one rendition a card loads, with what its
 * `<img srcset>` needs of the others. Every listing image has three WebP renditions (thumb 320,
 * card 640, full 1600 px wide, never upscaled) whose addresses differ only by the rendition's name
 * (`…/uploads/featured/<id>/card.webp`, the demo's `…/photos/7-card.webp`), so the card's address
 * and the others' widths say it all: a third of what the three renditions in full took.
 * (No zod here: the card imports these functions, and a schema's module would bring zod into the
 * search pages' first load; the schema is `cardImageSchema` in listing.types.ts.)
 */
export interface CardImage {
  /** The card rendition: the image's `src`. */
  url: string;
  /** The card rendition's [width, height]: the image's size before it loads. */
  size: [number, number];
  /**
   * The widths of the thumb and full renditions, whose addresses are the card's with `thumb` and
   * `full` in place of `card`. Absent when an image's renditions are not named so: the card
   * rendition is then the only one offered.
   */
  widths?: [number, number];
}

/** What a card image is made from: the three renditions of a listing image (ResponsiveImage). */
interface Renditions {
  thumb: { url: string; width: number; height: number };
  card: { url: string; width: number; height: number };
  full: { url: string; width: number; height: number };
}

const CARD_NAME = /card(\.webp)$/;

/** The address of another rendition of the image whose card rendition is at `cardUrl`. */
function renditionUrl(cardUrl: string, name: 'thumb' | 'full'): string | undefined {
  return CARD_NAME.test(cardUrl) ? cardUrl.replace(CARD_NAME, `${name}$1`) : undefined;
}

/** A listing image as a card shows it; the widths only when the addresses follow the naming. */
export function cardImageOf(image: Renditions): CardImage {
  const { thumb, card, full } = image;
  const named = renditionUrl(card.url, 'thumb') === thumb.url && renditionUrl(card.url, 'full') === full.url;
  return {
    url: card.url,
    size: [card.width, card.height],
    ...(named ? { widths: [thumb.width, full.width] as [number, number] } : {}),
  };
}

/** The `srcset` of a card image (thumb, card, full), or undefined when it offers the card alone. */
export function cardImageSrcSet(image: CardImage): string | undefined {
  const thumb = renditionUrl(image.url, 'thumb');
  const full = renditionUrl(image.url, 'full');
  if (!image.widths || !thumb || !full) return undefined;
  const [thumbWidth, fullWidth] = image.widths;
  return `${thumb} ${thumbWidth}w, ${image.url} ${image.size[0]}w, ${full} ${fullWidth}w`;
}
