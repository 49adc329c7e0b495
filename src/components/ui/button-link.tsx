import type React from "react"
import { Link } from "./link"
import * as styles from "./button-link.module.css"

export interface ButtonLinkProps {
  to: string
  children: React.ReactNode
  /** Words read only by screen readers, so "Read More" says what it is about. */
  context?: string
  variant?: "solid" | "outline" | "light"
}

/** A link that looks like a button. Internal paths use Gatsby's Link; anything else a plain anchor. */
export function ButtonLink({ to, children, context, variant = "solid" }: ButtonLinkProps) {
  const content = (
    <>
      {children}
      {context && <span className="visually-hidden">{` ${context}`}</span>}
    </>
  )
  if (to.startsWith("/")) {
    return (
      <Link to={to} className={styles.button} data-variant={variant}>
        {content}
      </Link>
    )
  }
  return (
    <a href={to} className={styles.button} data-variant={variant}>
      {content}
    </a>
  )
}
