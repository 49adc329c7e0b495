import { useMemo } from "react"
import { graphql } from "gatsby"
import { useSite, useSiteContent } from "../hooks/use-site"
import { assumptionsFor, jobFor, sizeBackup } from "../lib/backup-sizing"
import { BACKUP_SIZING_PATH } from "../lib/catalogue-paths"
import { whatsappHref } from "../lib/contact-links"
import { enquiryPath } from "../lib/enquiry-path"
import type { SizingRules } from "../lib/sizing-request"
import { ButtonLink } from "../components/ui/button-link"
import { Icon } from "../icons/icon"
import { AnswerBar } from "./answer-bar"
import { BackupTimeSelect } from "./backup-time-select"
import { BatteryPicker } from "./battery-picker"
import { LoadPicker } from "./load-picker"
import { OtherLoads } from "./other-loads"
import { SizingAnswerPanel } from "./sizing-answer-panel"
import { SizingAssumptions } from "./sizing-assumptions"
import { sizingRequest, START_SCRIPTS_FOR_STATE, type SizingState } from "./sizing-state"
import { answerLines, enquiryMessage, loadLine, type SizingWords } from "./sizing-words"
import { useSizingState } from "./use-sizing-state"
import * as styles from "./sizing-form.module.css"

export const SIZING_FORM_ID = "sizing-helper"

export interface SizingHelperProps {
  words: SizingWords
}

/**
 * The backup sizing helper: the loads, the backup time and the battery on one side, the answer and
 * its assumptions on the other, the answer following every change. Its state is in the page's
 * address, so the page can be shared or come back to as it was; the enquiry and the WhatsApp
 * message it writes carry the same summary.
 */
export function SizingHelper({ words }: SizingHelperProps) {
  const site = useSite()
  const siteUrl = useSiteContent().site?.siteMetadata?.siteUrl ?? site.url
  const choices = useMemo(() => words.groups.flatMap(group => group.loads), [words])
  const { state, setState, address } = useSizingState(SIZING_FORM_ID, choices, words)

  const rules: SizingRules = words
  const request = sizingRequest(state, choices, words.otherTitle)
  const answer = sizeBackup(request, rules, words.assumptions)
  const lines = answer && answerLines(answer, words)
  const battery =
    words.batteries.find(type => type.id === (state.battery || rules.jobs[jobFor(request, rules).job].battery)) ??
    words.batteries[0]
  const used = answer?.assumptions ?? assumptionsFor(battery, words.assumptions, request.assumptions)

  const message =
    lines &&
    enquiryMessage(words, {
      loads: request.loads
        .filter(load => load.count > 0 && load.watts > 0)
        .map(load => loadLine(load.count, load.name, load.watts)),
      minutes: state.minutes,
      lines,
      link: `${siteUrl}${BACKUP_SIZING_PATH}${address}`,
    })

  const update = (change: Partial<SizingState>) => setState(current => ({ ...current, ...change }))
  return (
    <form id={SIZING_FORM_ID} className={styles.helper} onSubmit={event => event.preventDefault()}>
      <div className={styles.questions}>
        <h2 className={styles.question}>{words.loadsTitle}</h2>
        <p className={styles.hint}>{words.loadsHint}</p>
        <LoadPicker
          groups={words.groups}
          countLabel={words.countLabel}
          wattsLabel={words.wattsLabel}
          loads={state.loads}
          onTick={(id, ticked) =>
            setState(current => {
              const loads = { ...current.loads }
              const choice = choices.find(candidate => candidate.id === id)!
              if (ticked) loads[id] = { count: String(choice.count), watts: String(choice.watts) }
              else delete loads[id]
              return { ...current, loads }
            })
          }
          onChange={(id, field, value) =>
            setState(current => ({
              ...current,
              loads: { ...current.loads, [id]: { ...current.loads[id], [field]: value } },
            }))
          }
        />
        <OtherLoads words={words} others={state.others} onChange={others => update({ others })} />

        <BackupTimeSelect words={words} value={state.minutes} onChange={minutes => update({ minutes })} />
        <BatteryPicker
          words={words}
          battery={state.battery}
          onChoose={battery =>
            setState(current => {
              // The battery's own depth of discharge and exponent replace those of the one before.
              const assumptions = { ...current.assumptions }
              delete assumptions.depthOfDischargePercent
              delete assumptions.peukertExponent
              return { ...current, battery, assumptions }
            })
          }
        />
        {lines && <AnswerBar unit={lines.unit ?? lines.load} label={words.answer.showLabel} />}
      </div>

      <div className={styles.answer}>
        <SizingAnswerPanel words={words} lines={lines}>
          {message && (
            <p className={styles.actions}>
              <ButtonLink to={enquiryPath(message)} variant="light">
                {words.quoteLabel}
              </ButtonLink>
              <a className={styles.whatsapp} href={whatsappHref(site.whatsapp, message)}>
                <Icon name="whatsapp" /> {words.whatsappLabel}
              </a>
            </p>
          )}
        </SizingAnswerPanel>
        <SizingAssumptions
          words={words}
          used={used}
          changed={state.assumptions}
          onChange={assumptions => update({ assumptions })}
        />
      </div>
      <script dangerouslySetInnerHTML={{ __html: START_SCRIPTS_FOR_STATE }} suppressHydrationWarning />
    </form>
  )
}

export const query = graphql`
  fragment SizingWords on BackupSizingJson {
    estimateNote
    loadsTitle
    loadsHint
    countLabel
    wattsLabel
    groups {
      title
      loads {
        id
        name
        watts
        count
        motor
        online
      }
    }
    otherTitle
    otherHint
    otherNameLabel
    addOtherLabel
    removeOtherLabel
    timeTitle
    times
    defaultMinutes
    units {
      hours
      minutes
    }
    batteryTitle
    batteryHint
    batteryAnyLabel
    batteries {
      id
      name
      depthOfDischargePercent
      peukertExponent
      ratedHours
      sizes
    }
    jobs {
      ups {
        ...SizingJob
      }
      inverter {
        ...SizingJob
      }
    }
    upsUpToMinutes
    smallLoadPercent
    assumptions {
      powerFactor
      inverterEfficiencyPercent
      headroomPercent
      agedCapacityPercent
    }
    answer {
      title
      empty
      showLabel
      jobReasons {
        minutes
        hours
        online
      }
      loadLabel
      unitLabel
      bankLabel
      bank
      strings
      backupLabel
      backup
      warnings {
        motor
        smallLoad
        beyondRatings
        beyondBank
      }
    }
    assumptionsTitle
    assumptionsHint
    assumptionLabels {
      powerFactor
      inverterEfficiencyPercent
      headroomPercent
      agedCapacityPercent
      depthOfDischargePercent
      peukertExponent
    }
    resetLabel
    quoteLabel
    whatsappLabel
    message
  }

  fragment SizingJob on SizingJob {
    battery
    ratings {
      name
      va
      watts
      batteryVolts
      online
    }
  }
`
