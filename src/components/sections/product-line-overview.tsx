import { graphql } from "gatsby"
import { Reveal } from "../../motion/reveal"
import * as styles from "./product-line-overview.module.css"

export interface ProductLineOverviewProps {
  line: Queries.ProductLineOverviewFragment
  title: string
  keyFiguresTitle: string
}

/** What the line is and how the company works with it, beside its key figures when it has some. */
export function ProductLineOverview({ line, title, keyFiguresTitle }: ProductLineOverviewProps) {
  const figures = line.keyFigures ?? []
  return (
    <section className={styles.overview} aria-labelledby="overview-title">
      <div className={styles.inner} data-figures={figures.length > 0}>
        <Reveal className={styles.text}>
          <h2 id="overview-title">{title}</h2>
          {line.overview.map(paragraph => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </Reveal>
        {figures.length > 0 && (
          <Reveal as="div" kind="card" className={styles.figures}>
            <h3>{keyFiguresTitle}</h3>
            <dl>
              {figures.map(figure => (
                <div key={figure.label}>
                  <dt>{figure.label}</dt>
                  <dd>{figure.value}</dd>
                </div>
              ))}
            </dl>
          </Reveal>
        )}
      </div>
    </section>
  )
}

export const query = graphql`
  fragment ProductLineOverview on ProductsJson {
    overview
    keyFigures {
      label
      value
    }
  }
`
