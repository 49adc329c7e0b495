import { useRef } from "react"
import { Link } from "../ui/link"
import { useLanguage } from "../../hooks/use-language"
import { useSite } from "../../hooks/use-site"
import { Icon } from "../../icons/icon"
import { LANGUAGE_CODES, LANGUAGES } from "../../lib/languages"
import * as styles from "./header.module.css"

const MENU_ID = "site-menu"

/**
 * Sticky header: logo home, the six main links, and a menu button below the large breakpoint.
 * The menu is a native popover, so it opens and closes (Escape, a tap outside) before the page's
 * scripts have started and without them; its button says whether it is open (its name and icon
 * follow the popover in CSS, its expanded state comes from the browser). A link followed inside
 * it changes the page under the header, which stays, so the link closes the menu. After the links, the
 * same page in the other language, named in that language ("ગુજરાતી" on an English page).
 */
export interface HeaderProps {
  /** The page the language switch leads to in the other language: this one (the not-found screen's, home). */
  pathname: string
}

export function Header({ pathname }: HeaderProps) {
  const { name, logo, navigation, labels } = useSite()
  const language = useLanguage()
  const menu = useRef<HTMLElement>(null)
  const closeMenu = () => menu.current?.togglePopover?.(false)

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.logo} onClick={closeMenu}>
          {/* Asked for after the page's main image (see src/node/main-image-preload.ts), which a phone waits on longer. */}
          <img
            src={logo.publicURL ?? ""}
            alt={`${name}, ${labels.home}`}
            width={220}
            height={56}
            {...{ fetchpriority: "low" }}
          />
        </Link>
        <button type="button" className={styles.menuButton} popovertarget={MENU_ID}>
          <Icon name="menu" size={26} className={styles.whenClosed} />
          <Icon name="close" size={26} className={styles.whenOpen} />
          <span className={`visually-hidden ${styles.whenClosed}`}>{labels.openMenu}</span>
          <span className={`visually-hidden ${styles.whenOpen}`}>{labels.closeMenu}</span>
        </button>
        <nav id={MENU_ID} ref={menu} popover="auto" aria-label={labels.mainNavigation} className={styles.nav}>
          <ul className={styles.list}>
            {navigation.map(item => (
              <li key={item.path}>
                <Link to={item.path} className={styles.link} onClick={closeMenu}>
                  {item.header}
                </Link>
              </li>
            ))}
          </ul>
          {LANGUAGE_CODES.filter(code => code !== language).map(code => (
            <Link
              key={code}
              to={pathname}
              language={code}
              lang={LANGUAGES[code].htmlLang}
              hrefLang={LANGUAGES[code].htmlLang}
              className={styles.language}
              onClick={closeMenu}
            >
              {LANGUAGES[code].name}
            </Link>
          ))}
        </nav>
      </div>
    </header>
  )
}
