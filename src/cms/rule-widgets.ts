import type { SizingFieldRule } from "../lib/sizing-rules"

/**
 * The editor's widgets that check a field against the other files of content/ before a save (src/cms/editor/
 * rule-widgets.ts registers them, wrapping Decap's own), and the field each is given to (setup/cms-config.ts).
 * Decap knows a widget by its name only, so both sides read the names from here.
 */
export const RULE_WIDGETS = {
  /** An entry's place on its page: not that of another entry of its collection. Wraps "number". */
  order: "unique-order",
  /** "Shown on the site": not switched off for a brand that a product line or the brand strip names. Wraps "boolean". */
  shown: "shown-on-site",
  /** The field a new entry's file name is made from: not the name of an entry there is. Wraps "string". */
  entryName: "entry-name",
  /**
   * Entries picked by file name (a line's brands, the brand strip, a product line the service page books): each
   * exists, is shown on the site, and is named once in its list. Wraps "relation".
   */
  relation: "entry-relation",
  /** A field of the backup sizing helper's file, checked against the rest of the file (SIZING_RULE_FIELDS). */
  sizingList: "sizing-list",
  sizingText: "sizing-text",
  sizingNumber: "sizing-number",
} as const

/**
 * The fields of content/backup-sizing.json that the rules of src/lib/sizing-rules.ts check against the rest of the
 * file, by path, and which rule: the editor gives each its sizing widget, with the rule as its `sizing_rule`.
 */
export const SIZING_RULE_FIELDS: Record<string, SizingFieldRule> = {
  "backupSizing.groups.loads.id": "loadId",
  "backupSizing.batteries.id": "batteryId",
  "backupSizing.jobs.ups.battery": "battery",
  "backupSizing.jobs.inverter.battery": "battery",
  "backupSizing.setups.items.loads.load": "load",
  "backupSizing.defaultMinutes": "time",
  "backupSizing.times": "ascending",
  "backupSizing.batteries.sizes": "ascending",
  "backupSizing.jobs.ups.ratings": "ratings",
  "backupSizing.jobs.inverter.ratings": "ratings",
}
