import type { GatsbyBrowser } from "gatsby"
import { Layout } from "./src/components/layout/layout"
import "./src/styles/global.css"

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
)

/** The route overlay scrolls to the top with the specification's spring; with reduced motion, Gatsby does it at once. */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = () =>
  window.matchMedia("(prefers-reduced-motion: reduce)").matches
