/**
 * How large a photo of content/ is stored and how small it may be, in pixels of width: read by the
 * editor's form (its hints and the width each image field asks for, src/cms/setup/) and by its
 * upload, which turns a photo upright and shrinks it before it is saved (src/cms/editor/). The widths
 * come from the layouts' gatsbyImageData arguments; __tests__/lib/photo-sizes.test.ts reads them
 * there, so a changed layout fails the test until these follow.
 */

/** The widest copy the build makes of any photo: the largest breakpoint of the full-width banners and hero. */
export const WIDEST_PHOTO = 2000

/** A stored photo stays under this size, so the repository grows by a photo's worth and no more. */
export const PHOTO_BYTES_LIMIT = 1_000_000

/**
 * The narrowest photo each place on the page can take without a screen stretching it: the widest
 * copy the build makes there (the width drawn, times the largest pixel density it is made for).
 */
export const MINIMUM_PHOTO_WIDTH = {
  /**
   * Banners and the home page's hero fill the window. 1600 covers a laptop's full-HD screen (a
   * 1536-pixel window at 125 %); a wider photo also gets the 2000-pixel copy for larger screens.
   */
  fullWidth: 1600,
  /** A product line's photo: 560 wide on its page, at up to twice the pixel density (its card is smaller). */
  productLine: 1120,
  /** The home page's About Us, Products and Service photos: 560 wide, at up to twice the density. */
  feature: 1120,
  /** The home page's Why Choose Us cards: 400 wide, at up to twice the density. */
  card: 800,
  /** A team member's portrait on Our Team: 360 wide, at up to twice the density. */
  portrait: 720,
  /**
   * A photo of the company's work: a tile of its gallery, then the whole screen in the viewer, as
   * large as it allows. 1600 fills a laptop's full-HD screen as a banner does; a wider photo also
   * gets the viewer's 2000-pixel copy.
   */
  gallery: 1600,
} as const
