import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Reveal } from "../../motion/reveal"
import { Picture } from "./picture"
import * as styles from "./card.module.css"

export interface CardProps {
  title: string
  description: string
  image: IGatsbyImageData
  imageAlt: string
}

/** An image, a title and a description on a green gradient, springing in when it scrolls into view. */
export function Card({ title, description, image, imageAlt }: CardProps) {
  return (
    <Reveal as="article" kind="card" className={styles.card}>
      <Picture
        image={image}
        alt={imageAlt}
        sizes="(min-width: 1024px) 22rem, (min-width: 768px) 45vw, 92vw"
        className={styles.image}
      />
      <div className={styles.body}>
        <h3>{title}</h3>
        <p>{description}</p>
      </div>
    </Reveal>
  )
}
