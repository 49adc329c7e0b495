import * as styles from "./icon.module.css"

/**
 * The site's small inline icons, decorative unless the element around them gives a label. They sit
 * below both the components and the enquiry feature (src/enquiry/), which both draw them.
 */
const paths = {
  menu: "M4 6h16M4 12h16M4 18h16",
  close: "M6 6l12 12M18 6L6 18",
  phone: "M5 4h3l2 5-2.5 1.5a11 11 0 0 0 5 5L14 13l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2",
  mail: "M3 6h18v12H3zM3 7l9 6 9-6",
  pin: "M12 21s-7-6.1-7-11a7 7 0 0 1 14 0c0 4.9-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
  clock: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2",
  whatsapp: "M4 20l1.3-4A8 8 0 1 1 8 18.7zM9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 1a5 5 0 0 1-3-3l1-1-1-2z",
  arrow: "M5 12h14M13 6l6 6-6 6",
  leaf: "M5 19c0-9 6-14 15-14 0 9-5 15-14 15M5 19l8-8",
  check: "M5 12.5l4.5 4.5L19 7",
  alert: "M12 4l9 16H3zM12 10v4M12 17v.01",
  LinkedIn:
    "M4 9h3.5v11H4zM5.8 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 9h3.3v1.6c.5-.9 1.7-1.9 3.5-1.9 3.6 0 4.2 2.3 4.2 5.4V20h-3.5v-5.2c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V20H10z",
  Facebook: "M14 8.5V7c0-.8.2-1.3 1.4-1.3H17V3h-2.5C11.8 3 11 4.6 11 7v1.5H9V11h2v10h3V11h2.5l.4-2.5z",
  Instagram:
    "M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM17.5 6.5v.01",
  YouTube:
    "M21 8.5s-.2-1.6-.9-2.3c-.8-.9-1.8-.9-2.2-1C15 5 12 5 12 5s-3 0-5.9.2c-.4.1-1.4.1-2.2 1-.7.7-.9 2.3-.9 2.3S3 10.3 3 12.2v1.6c0 1.9.2 3.7.2 3.7s.2 1.6.9 2.3c.8.9 1.9.9 2.4 1 1.7.2 5.5.2 5.5.2s3 0 5.9-.2c.4-.1 1.4-.1 2.2-1 .7-.7.9-2.3.9-2.3s.2-1.8.2-3.7v-1.6c0-1.9-.2-3.7-.2-3.7zM10 15V9l5 3z",
  X: "M4 4l16 16M20 4L4 20",
} as const

export type IconName = keyof typeof paths

export interface IconProps {
  name: IconName
  size?: number
  className?: string
}

/**
 * An icon is drawn as lines, or filled (the social networks' marks), as its stylesheet says. (No
 * `focusable="false"`: only Internet Explorer put an SVG in the tab order.)
 */
export function Icon({ name, size = 20, className }: IconProps) {
  const filled = ["LinkedIn", "Facebook", "YouTube"].includes(name)
  return (
    <svg
      className={[filled ? styles.filled : styles.lines, className].filter(Boolean).join(" ")}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
    >
      <path d={paths[name]} />
    </svg>
  )
}
