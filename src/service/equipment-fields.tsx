import { FormField } from "../enquiry/form-field"
import { SelectField } from "../enquiry/select-field"
import { NOT_SURE, SERVICE_LIMITS } from "./service-fields"
import type { ServiceFieldsProps } from "./service-form-parts"
import * as enquiryStyles from "../enquiry/enquiry-form.module.css"
import * as styles from "./service-form.module.css"

export interface EquipmentFieldsProps extends ServiceFieldsProps {
  lines: readonly { id: string; name: string }[]
  brands: readonly { id: string; name: string }[]
  years: readonly number[]
  batteries: readonly { id: string; name: string }[]
  /** Whether the chosen product has batteries: then their kind is asked. */
  hasBatteries: boolean
  /** "These batteries are 6 years old…", when they are. */
  batteryDue?: string
}

/** The product, its brand, model and serial number, the year it was installed, and its batteries. */
export function EquipmentFields({
  words,
  errorText,
  errorPrefix,
  lines,
  brands,
  years,
  batteries,
  hasBatteries,
  batteryDue,
}: EquipmentFieldsProps) {
  const choose = { value: "", label: words.chooseLabel }
  const notSure = { value: NOT_SURE, label: words.notSureLabel }
  const common = { errorPrefix }
  return (
    <fieldset className={styles.group}>
      <legend>{words.equipmentLegend}</legend>
      <SelectField
        {...common}
        name="product_line"
        label={words.lineLabel}
        error={errorText("product_line")}
        options={[choose, ...lines.map(line => ({ value: line.id, label: line.name })), notSure]}
      />
      <SelectField
        {...common}
        name="brand"
        label={words.brandLabel}
        options={[choose, ...brands.map(brand => ({ value: brand.id, label: brand.name })), notSure]}
      />
      <FormField
        {...common}
        name="model"
        label={words.modelLabel}
        hint={words.nameplateHint}
        error={errorText("model")}
        maxLength={SERVICE_LIMITS.model}
      />
      <FormField
        {...common}
        name="serial_number"
        label={words.serialLabel}
        error={errorText("serial_number")}
        maxLength={SERVICE_LIMITS.serial_number}
      />
      <div className={styles.pair}>
        <SelectField
          {...common}
          name="installed_year"
          label={words.yearLabel}
          options={[choose, ...years.map(year => ({ value: String(year), label: String(year) })), notSure]}
        />
        <SelectField
          {...common}
          name="battery_kind"
          label={words.batteryLabel}
          hidden={!hasBatteries}
          options={[choose, ...batteries.map(battery => ({ value: battery.id, label: battery.name })), notSure]}
        />
      </div>
      {/* Announced as it appears: it follows the year and the kind of battery. */}
      <p className={enquiryStyles.notice} role="status">
        {batteryDue}
      </p>
    </fieldset>
  )
}
