import { Link } from "../ui/link"
import { useMapHref, usePrivacyLinkWords, useServiceLinkLabel, useSite } from "../../hooks/use-site"
import { PRIVACY_PATH, SERVICE_PATH } from "../../lib/catalogue-paths"
import { formatAddress, mailtoHref, telHref } from "../../lib/contact-links"
import { Icon, type IconName } from "../../icons/icon"
import * as styles from "./footer.module.css"

export function Footer() {
  const { name, legalName, blurb, logoLight, navigation, address, phones, emails, social, labels } = useSite()
  const mapLink = useMapHref()
  const serviceLabel = useServiceLinkLabel()
  const privacy = usePrivacyLinkWords()
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.about} aria-label={name}>
          <img
            src={logoLight.publicURL ?? ""}
            alt={name}
            width={220}
            height={56}
            loading="lazy"
            decoding="async"
            className={styles.logo}
          />
          <p>{blurb}</p>
          {social.length > 0 && (
            <ul className={styles.social} aria-label={labels.followUs}>
              {social.map(profile => (
                <li key={profile.network}>
                  <a href={profile.url} aria-label={profile.network}>
                    <Icon name={profile.network as IconName} size={20} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <nav aria-label={labels.quickLinks}>
          <h2 className={styles.heading}>{labels.quickLinks}</h2>
          <ul className={styles.links}>
            {navigation.map(item => (
              <li key={item.path}>
                <Link to={item.path}>{item.footer}</Link>
              </li>
            ))}
            <li>
              <Link to={SERVICE_PATH}>{serviceLabel}</Link>
            </li>
            <li>
              <Link to={PRIVACY_PATH}>{privacy.linkLabel}</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 className={styles.heading} id="footer-contact">
            {labels.contactDetails}
          </h2>
          <ul className={styles.contact}>
            <li>
              <Icon name="pin" />
              <a href={mapLink}>
                {formatAddress(address)}
                <span className="visually-hidden">{` (${labels.map})`}</span>
              </a>
            </li>
            {phones.map(phone => (
              <li key={phone}>
                <Icon name="phone" />
                <a href={telHref(phone)}>{phone}</a>
              </li>
            ))}
            {emails.map(email => (
              <li key={email}>
                <Icon name="mail" />
                <a href={mailtoHref(email)}>{email}</a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className={styles.legal}>{`© ${new Date().getFullYear()} ${legalName} ${labels.rightsReserved}`}</p>
    </footer>
  )
}
