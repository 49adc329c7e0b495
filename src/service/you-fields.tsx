import { FormField } from "../enquiry/form-field"
import { SERVICE_LIMITS } from "./service-fields"
import type { ServiceFieldsProps } from "./service-form-parts"
import * as styles from "./service-form.module.css"

export interface YouFieldsProps extends ServiceFieldsProps {
  phoneHint: string
}

/** Who to call back: the name, an Indian mobile number (checked as the enquiry checks it) and, optionally, an e-mail. */
export function YouFields({ words, errorText, errorPrefix, phoneHint }: YouFieldsProps) {
  const common = { errorPrefix }
  return (
    <fieldset className={styles.group}>
      <legend>{words.youLegend}</legend>
      <FormField
        {...common}
        name="user_name"
        label={words.nameLabel}
        error={errorText("user_name")}
        maxLength={SERVICE_LIMITS.user_name}
        autoComplete="name"
        required
      />
      <FormField
        {...common}
        name="user_phone"
        label={words.phoneLabel}
        hint={phoneHint}
        error={errorText("user_phone")}
        maxLength={SERVICE_LIMITS.user_phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
      />
      <FormField
        {...common}
        name="user_email"
        label={words.emailLabel}
        error={errorText("user_email")}
        maxLength={SERVICE_LIMITS.user_email}
        type="email"
        inputMode="email"
        autoComplete="email"
      />
    </fieldset>
  )
}
