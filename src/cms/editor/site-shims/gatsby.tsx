import type React from "react"

/**
 * What the site's components take from "gatsby", for the preview bundle: a link is a plain link
 * (the preview has no router), and GraphQL fragments are only read by Gatsby's build.
 */
export function Link({ to, children, ...props }: { to: string } & React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a href={to} {...props}>
      {children}
    </a>
  )
}

export const graphql = (strings: TemplateStringsArray) => strings.join("")
