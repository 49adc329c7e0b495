import { FormField } from "../enquiry/form-field"
import { SelectField } from "../enquiry/select-field"
import { ANY_TIME, SERVICE_LIMITS } from "./service-fields"
import type { ServiceFieldsProps } from "./service-form-parts"
import * as styles from "./service-form.module.css"

export interface VisitFieldsProps extends ServiceFieldsProps {
  /** Whether the request is urgent: then any day and hour may be asked for. */
  urgent: boolean
  /** Today on the company's clock (YYYY-MM-DD), once the page's scripts know it: the earliest day offered. */
  today?: string
}

/** Where and when the engineer should come: the area, the address, a day and a time of day. */
export function VisitFields({ words, errorText, errorPrefix, urgent, today }: VisitFieldsProps) {
  const common = { errorPrefix }
  return (
    <fieldset className={styles.group}>
      <legend>{words.visitLegend}</legend>
      <FormField
        {...common}
        name="area"
        label={words.areaLabel}
        hint={words.areaHint}
        error={errorText("area")}
        maxLength={SERVICE_LIMITS.area}
        autoComplete="address-level3"
        required
      />
      <FormField
        {...common}
        name="address"
        label={words.addressLabel}
        error={errorText("address")}
        maxLength={SERVICE_LIMITS.address}
        multiline
        rows={3}
        autoComplete="street-address"
        required
      />
      <div className={styles.pair}>
        <FormField
          {...common}
          name="preferred_date"
          type="date"
          label={words.dateLabel}
          hint={words.dateHint}
          error={errorText("preferred_date")}
          min={today}
          required={!urgent}
        />
        <SelectField
          {...common}
          name="preferred_time"
          label={words.timeLabel}
          error={errorText("preferred_time")}
          options={[
            { value: "", label: words.chooseLabel },
            ...words.times.map(time => ({ value: time.id, label: time.label })),
            { value: ANY_TIME, label: words.anyTimeLabel, hidden: !urgent },
          ]}
        />
      </div>
    </fieldset>
  )
}
