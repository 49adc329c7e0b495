import { graphql } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Breadcrumb } from "./breadcrumb"
import { Picture } from "./picture"
import * as styles from "./page-banner.module.css"

export interface PageBannerProps {
  title: string
  intro: string
  /** Without one, the banner is the forest green alone (and the page's largest paint is its words). */
  image?: IGatsbyImageData
}

/** The top of every inner page: a wide forest banner with the page title, intro and breadcrumb. */
export function PageBanner({ title, intro, image }: PageBannerProps) {
  return (
    <header className={styles.banner}>
      {image && <Picture image={image} alt="" eager sizes="100vw" className={styles.image} />}
      <div className={styles.content}>
        <Breadcrumb current={title} />
        <h1>{title}</h1>
        <p>{intro}</p>
      </div>
    </header>
  )
}

export const query = graphql`
  fragment BannerImage on File {
    childImageSharp {
      gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 800, 1200, 1600, 2000], aspectRatio: 2.857)
    }
  }
`
