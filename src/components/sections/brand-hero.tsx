import { graphql } from "gatsby"
import { withBrandName } from "../../lib/brand-text"
import { enquiryPath } from "../../lib/enquiry-path"
import { Breadcrumb, type Crumb } from "../ui/breadcrumb"
import { ButtonLink } from "../ui/button-link"
import { Icon } from "../../icons/icon"
import * as styles from "./brand-hero.module.css"

export interface BrandHeroProps {
  brand: Queries.BrandHeroFragment
  /** The pages above the brand in its breadcrumb: Our Brands. */
  parents: readonly Crumb[]
  /** content/pages.json's texts of a brand's call to action, with {brand} for the brand's name. */
  enquiryLabel: string
  enquiryMessage: string
}

/** The top of a brand's page: breadcrumb, logo, name, the company's standing, about, and an enquiry naming the brand. */
export function BrandHero({ brand, parents, enquiryLabel, enquiryMessage }: BrandHeroProps) {
  const [summary, ...more] = brand.about
  return (
    <header className={styles.hero}>
      <div className={styles.inner}>
        <div className={styles.crumb}>
          <Breadcrumb current={brand.title} parents={parents} />
        </div>
        <div className={styles.logo}>
          {/* The page's main image: asked for first, with the page's head, and what its starter waits for. */}
          <img
            src={brand.logo.publicURL ?? ""}
            alt={brand.title}
            width={240}
            height={96}
            decoding="async"
            {...{ fetchpriority: "high" }}
          />
        </div>
        <div className={styles.text}>
          <h1>{brand.title}</h1>
          {brand.standing && (
            <p className={styles.standing}>
              <Icon name="check" size={16} className={styles.tick} />
              {brand.standing}
            </p>
          )}
          <p className={styles.lead}>{summary}</p>
          {more.map(paragraph => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
          <ButtonLink to={enquiryPath(withBrandName(enquiryMessage, brand.title))} variant="light">
            {withBrandName(enquiryLabel, brand.title)}
          </ButtonLink>
        </div>
      </div>
    </header>
  )
}

export const query = graphql`
  fragment BrandHero on BrandsJson {
    title
    about
    standing
    logo {
      publicURL
    }
  }
`
