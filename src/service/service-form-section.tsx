import { ServiceForm, type ServiceFormProps } from "./service-form"
import * as styles from "./service-form-section.module.css"

export interface ServiceFormSectionProps extends ServiceFormProps {
  heading: string
}

/** The request form under its heading, on the page's light ground. */
export function ServiceFormSection({ heading, ...form }: ServiceFormSectionProps) {
  return (
    <section id="request" className={styles.section} aria-labelledby="request-title">
      <div className={styles.inner}>
        <h2 id="request-title">{heading}</h2>
        <ServiceForm {...form} />
      </div>
    </section>
  )
}
