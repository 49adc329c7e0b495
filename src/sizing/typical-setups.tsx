import { graphql } from "gatsby"
import { Section } from "../components/ui/section"
import { sizeBackup } from "../lib/backup-sizing"
import { answerLines, formatDuration, loadLine, type SizingWords } from "./sizing-words"
import * as styles from "./typical-setups.module.css"

export interface TypicalSetupsProps {
  words: SizingWords
  setups: Queries.TypicalSetupsFragment
}

/**
 * Common needs sized with the company's own assumptions, by the same arithmetic as the helper: it
 * is in the page's HTML, so it helps a visitor whose browser runs no script, and it shows anyone
 * what the helper's answers look like.
 */
export function TypicalSetups({ words, setups }: TypicalSetupsProps) {
  const loads = new Map(words.groups.flatMap(group => group.loads.map(load => [load.id, load])))
  const rows = setups.items.map(setup => {
    const named = setup.loads.flatMap(({ load: id, count }) => {
      const load = loads.get(id)
      return load ? [{ ...load, motor: !!load.motor, online: !!load.online, count }] : []
    })
    const answer = sizeBackup({ loads: named, minutes: setup.minutes }, words, words.assumptions)
    return { setup, named, lines: answer && answerLines(answer, words) }
  })
  return (
    <Section id="typical-setups" title={setups.title} intro={setups.intro} tone="tint">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a box that scrolls must take the focus,
          so a keyboard can scroll it (axe's scrollable-region-focusable) */}
      <div className={styles.scroller} role="region" aria-labelledby="typical-setups-title" tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{setups.setupHeading}</th>
              <th scope="col">{setups.timeHeading}</th>
              <th scope="col">{setups.loadHeading}</th>
              <th scope="col">{setups.unitHeading}</th>
              <th scope="col">{setups.bankHeading}</th>
              <th scope="col">{setups.backupHeading}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ setup, named, lines }) => (
              <tr key={setup.name}>
                <th scope="row">
                  {setup.name}
                  <span className={styles.loads}>
                    {named.map(load => loadLine(load.count, load.name, load.watts)).join(", ")}
                  </span>
                </th>
                <td>{formatDuration(setup.minutes, words.units)}</td>
                <td>{lines?.load}</td>
                <td>{lines?.unit ?? lines?.warnings.at(-1)}</td>
                <td>{lines?.bank}</td>
                <td>{lines?.backup}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  )
}

export const query = graphql`
  fragment TypicalSetups on SizingSetups {
    title
    intro
    setupHeading
    timeHeading
    loadHeading
    unitHeading
    bankHeading
    backupHeading
    items {
      name
      minutes
      loads {
        load
        count
      }
    }
  }
`
