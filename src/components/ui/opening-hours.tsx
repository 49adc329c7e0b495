import { useSite } from "../../hooks/use-site"
import { useIsOpenNow } from "../../hooks/use-is-open-now"
import * as styles from "./opening-hours.module.css"

/**
 * The opening hours as plain text, and below them, once the browser knows the time in the
 * business's time zone, whether it is open now. The line is reserved from the start, so
 * nothing moves when it appears.
 */
export function OpeningHours() {
  const { hours, labels } = useSite()
  const open = useIsOpenNow(hours)
  return (
    <span className={styles.hours}>
      <span>{hours.label}</span>
      <span className={styles.status} data-open={open ?? undefined}>
        {open === null ? "" : open ? labels.openNow : labels.closedNow}
      </span>
    </span>
  )
}
