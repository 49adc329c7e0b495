import { useCallback, useEffect, useMemo, useRef, useState } from "react"
import { useLanguage } from "../hooks/use-language"
import { useSite } from "../hooks/use-site"
import { DEFAULT_LANGUAGE, LANGUAGES } from "../lib/languages"
import { ChoiceGroup } from "../enquiry/choice-group"
import { emailJsConfig } from "../enquiry/enquiry-config"
import { buildFallbacks } from "../enquiry/enquiry-fallbacks"
import { FormShell } from "../enquiry/form-shell"
import { readForm } from "../enquiry/read-enquiry"
import { useFormSender } from "../enquiry/use-enquiry-sender"
import { useRestoredForm } from "../enquiry/use-restored-enquiry"
import { formatErrorMessage } from "../enquiry/validate-enquiry"
import { EquipmentFields } from "./equipment-fields"
import { ProblemFields } from "./problem-fields"
import { YouFields } from "./you-fields"
import { VisitFields } from "./visit-fields"
import { askedAnswers, batteryDueNote, describeRequest, serviceRequestText, type ServiceWords } from "./service-message"
import { SERVICE_FIELDS, SERVICE_FORM, type ServiceField, type ServiceValues } from "./service-fields"
import { companyToday, openWeekdays, serviceVariables, storedReference } from "./service-sending"
import { useSymptomsRestored } from "./use-symptoms-restored"
import { validateService, type ServiceErrors } from "./validate-service"
import * as styles from "./service-form.module.css"

export interface ServiceFormProps {
  content: Queries.ServiceFormContentFragment
  /** The enquiry's words that a service request shares: the mobile number's hint and errors, sending, fallbacks. */
  enquiry: Queries.EnquiryFormCopyFragment
  /** Every product line's and brand's name in the page's language, by file name. */
  productNames: readonly { id: string; name: string }[]
  brands: readonly { id: string; name: string }[]
  /** The years a visitor may say the equipment was installed in, latest first. */
  years: readonly number[]
}

const EMPTY = Object.fromEntries(SERVICE_FIELDS.map(field => [field, ""])) as ServiceValues

/**
 * The service request: what is needed, the equipment, what is wrong, where and when to come, and who
 * to call, asking only what the kind of request needs. It is the enquiry's machinery with its own
 * fields (src/enquiry/): a draft kept for the tab, restored at the first paint, sent once, kept on a
 * failure and offered by e-mail, WhatsApp and phone; once sent, the visitor reads its reference.
 */
export function ServiceForm({ content, enquiry, productNames, brands, years }: ServiceFormProps) {
  const words = content.form
  const site = useSite()
  const language = useLanguage()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<ServiceValues>(EMPTY)
  const [errors, setErrors] = useState<ServiceErrors>({})
  const [today, setToday] = useState<string>()
  const reference = useMemo(() => storedReference(SERVICE_FORM.draftKey), [])
  const [sentReference, setSentReference] = useState("")

  const lines = content.lines.map(line => ({
    ...line,
    id: line.line,
    name: productNames.find(product => product.id === line.line)?.name ?? line.line,
  }))
  const kind = content.kinds.find(candidate => candidate.id === values.request_kind)
  const urgent = kind?.urgent ?? false
  const line = lines.find(candidate => candidate.id === values.product_line)
  const hasBatteries = line?.hasBatteries ?? false
  const messageWords: ServiceWords = {
    form: words,
    kinds: content.kinds,
    lines,
    brands,
    symptoms: [...(line?.symptoms ?? []), ...content.dangerousSymptoms],
    batteries: content.batteries,
  }
  const year = years[0]
  // The e-mail's subject names the request and tells the desk which site the visitor wrote from. Its
  // reference is read as it is sent: the first Send makes it just before sending, after this render.
  const subjectWith = (current: string) =>
    [words.subject, current, language === DEFAULT_LANGUAGE ? "" : `(${LANGUAGES[language].englishName} site)`]
      .filter(Boolean)
      .join(" ")
  const subject = subjectWith(reference.current())

  useEffect(() => setToday(companyToday(site.hours.utcOffsetMinutes)), [site.hours.utcOffsetMinutes])
  const restored = useRestoredForm(SERVICE_FORM, formRef, setValues)
  useSymptomsRestored(formRef, restored, values.product_line, setValues)
  const variables = useCallback(
    (current: ServiceValues) =>
      serviceVariables(
        describeRequest(current, messageWords, { reference: reference.current(), year, hasBatteries }),
        messageWords,
        {
          subject: subjectWith(reference.current()),
          language,
          ownTemplate: Boolean(emailJsConfig()?.serviceTemplateId),
        },
      ),
    // Built anew with what it reads on every render; the sender reads the latest.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language, hasBatteries, values],
  )
  const onSent = useCallback(() => {
    setSentReference(reference.current())
    reference.clear()
    setValues(readForm(formRef.current!, SERVICE_FIELDS))
  }, [reference])
  const sender = useFormSender(SERVICE_FORM, formRef, {
    variables,
    config: config => ({ ...config, templateId: config.serviceTemplateId ?? config.templateId }),
    onSent,
  })

  const errorText = (field: ServiceField) => {
    const error = errors[field]
    if (!error) return undefined
    const template =
      error.code in words.errors
        ? words.errors[error.code as keyof typeof words.errors]
        : enquiry.errors[error.code as keyof typeof enquiry.errors]
    return formatErrorMessage(template, error)
  }
  const parts = { words, values, errorText, errorPrefix: enquiry.errorPrefix }
  const text = serviceRequestText(
    describeRequest(values, messageWords, { reference: reference.current(), year, hasBatteries }),
    messageWords,
  )
  const fallbacks = buildFallbacks(text, subject, {
    email: site.emails[1] ?? site.emails[0],
    whatsapp: site.whatsapp,
    phone: content.breakdownPhone,
  })

  return (
    <FormShell
      definition={SERVICE_FORM}
      formRef={formRef}
      className={styles.form}
      sender={sender}
      copy={{ ...enquiry, successMessage: words.successMessage.replace("{reference}", sentReference) }}
      submitLabel={words.submitLabel}
      errors={errors}
      summaryTitle={words.errorSummaryTitle}
      errorText={errorText}
      answers={current => askedAnswers(current, messageWords)}
      validate={current =>
        validateService(current, {
          kinds: content.kinds,
          openDays: openWeekdays(site.hours.days),
          today: companyToday(site.hours.utcOffsetMinutes),
        })
      }
      onErrors={setErrors}
      onValues={setValues}
      onValid={() => reference.make(words.referencePrefix, site.hours.utcOffsetMinutes)}
      fallbacks={fallbacks}
      phone={content.breakdownPhone}
    >
      <ChoiceGroup
        name="request_kind"
        legend={words.kindLegend}
        type="radio"
        errorPrefix={enquiry.errorPrefix}
        error={errorText("request_kind")}
        choices={content.kinds.map(({ id, label, hint }) => ({ value: id, label, hint }))}
      />
      <EquipmentFields
        {...parts}
        lines={lines}
        brands={brands}
        years={years}
        batteries={content.batteries}
        hasBatteries={hasBatteries}
        batteryDue={hasBatteries ? batteryDueNote(values, messageWords, year) : undefined}
      />
      <ProblemFields {...parts} content={content} lines={lines} asked={kind?.asksSymptoms ?? true} />
      <ChoiceGroup
        name="site_down"
        legend={words.siteDownLegend}
        type="radio"
        inline
        hidden={Boolean(kind) && !urgent}
        errorPrefix={enquiry.errorPrefix}
        error={errorText("site_down")}
        choices={[
          { value: "yes", label: words.siteDownYes },
          { value: "no", label: words.siteDownNo },
        ]}
      />
      <VisitFields {...parts} urgent={urgent} today={today} />
      <YouFields {...parts} phoneHint={enquiry.phoneHint} />
    </FormShell>
  )
}
