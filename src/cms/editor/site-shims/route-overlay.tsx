/**
 * The site's route overlay plays when a visitor goes from page to page, which never happens in a
 * preview; the real one would bring framer-motion (its scroll spring) into the editor's script.
 */
export function RouteOverlay() {
  return null
}
