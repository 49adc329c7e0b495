import { useEffect, useState } from "react"
import { Link } from "gatsby"
import { useSite } from "../../hooks/use-site"
import { Icon } from "../../icons/icon"
import * as styles from "./header.module.css"

const MENU_ID = "site-menu"

/** Sticky header: logo home, the six main links, and a menu button below the large breakpoint. */
export function Header() {
  const { name, logo, navigation, labels } = useSite()
  const [open, setOpen] = useState(false)

  useEffect(() => {
    if (!open) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false)
    }
    document.addEventListener("keydown", closeOnEscape)
    return () => document.removeEventListener("keydown", closeOnEscape)
  }, [open])

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.logo} onClick={() => setOpen(false)}>
          <img src={logo.publicURL ?? ""} alt={`${name}, home`} width={220} height={56} />
        </Link>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls={MENU_ID}
          aria-label={open ? labels.closeMenu : labels.openMenu}
          onClick={() => setOpen(!open)}
        >
          <Icon name={open ? "close" : "menu"} size={26} />
        </button>
        <nav id={MENU_ID} aria-label={labels.mainNavigation} className={styles.nav} data-open={open}>
          <ul className={styles.list}>
            {navigation.map(item => (
              <li key={item.path}>
                <Link to={item.path} className={styles.link} onClick={() => setOpen(false)}>
                  {item.header}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  )
}
