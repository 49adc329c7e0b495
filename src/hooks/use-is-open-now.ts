import { useEffect, useState } from "react"
import { isOpenAt, type WeeklyHours } from "../lib/opening-hours"

/**
 * Whether the business is open right now, or null until the browser has read its clock:
 * the server cannot know when the page will be read, and hydration must match its HTML.
 * Checked again every minute, so a page left open turns to closed at closing time.
 */
export function useIsOpenNow(hours: WeeklyHours): boolean | null {
  const [open, setOpen] = useState<boolean | null>(null)
  useEffect(() => {
    const check = () => setOpen(isOpenAt(hours, new Date()))
    check()
    const timer = window.setInterval(check, 60_000)
    return () => window.clearInterval(timer)
  }, [hours])
  return open
}
