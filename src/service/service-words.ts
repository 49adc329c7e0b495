import { graphql } from "gatsby"

/** The page's words and lists the form needs (content/service.json). */
export const query = graphql`
  fragment ServiceFormWords on ServiceForm {
    heading
    subject
    referencePrefix
    kindLegend
    equipmentLegend
    lineLabel
    brandLabel
    notSureLabel
    chooseLabel
    modelLabel
    serialLabel
    nameplateHint
    yearLabel
    batteryLabel
    batteryDueNote
    problemLegend
    symptomsHint
    dangerNotice
    descriptionLabel
    descriptionHint
    siteDownLegend
    siteDownYes
    siteDownNo
    visitLegend
    areaLabel
    areaHint
    addressLabel
    dateLabel
    dateHint
    timeLabel
    times {
      id
      label
    }
    anyTimeLabel
    youLegend
    nameLabel
    phoneLabel
    emailLabel
    submitLabel
    successMessage
    referenceLabel
    errorSummaryTitle
    errors {
      kindRequired
      lineRequired
      problemRequired
      siteDownRequired
      areaRequired
      addressRequired
      dateRequired
      datePast
      dateClosed
      timeRequired
      tooLong
    }
  }

  fragment ServiceFormContent on ServiceJson {
    breakdownPhone
    callLabel
    safety {
      ...SafetySteps
    }
    kinds {
      id
      label
      hint
      urgent
      asksSymptoms
    }
    dangerousSymptoms {
      id
      label
    }
    lines {
      line
      hasBatteries
      symptoms {
        id
        label
        dangerous
      }
    }
    batteries {
      id
      name
      years
    }
    form {
      ...ServiceFormWords
    }
  }
`
