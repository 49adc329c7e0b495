import type React from "react"

export interface NumberInputProps {
  label: React.ReactNode
  name: string
  value: string
  /** Its width, in digits. */
  size: number
  /** Takes a decimal point (a power factor), not only digits. */
  decimal?: boolean
  onChange(value: string): void
}

/**
 * A labelled box for a number: a text field with the phone's number keypad, as the GOV.UK Design System
 * advises, so "1,200" or a slip of the finger is read rather than refused, and no wheel or arrow changes it.
 */
export function NumberInput({ label, name, value, size, decimal = false, onChange }: NumberInputProps) {
  return (
    <label>
      <span>{label}</span>
      <input
        name={name}
        inputMode={decimal ? "decimal" : "numeric"}
        autoComplete="off"
        size={size}
        value={value}
        onChange={event => onChange(event.currentTarget.value)}
      />
    </label>
  )
}
