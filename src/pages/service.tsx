import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { PageBanner } from "../components/ui/page-banner"
import { ContactBlock } from "../components/sections/contact-block"
import { ServiceJsonLd } from "../components/structured-data/service-json-ld"
import { AmcPlans } from "../service/amc-plans"
import { BatteryLives } from "../service/battery-lives"
import { BreakdownBand } from "../service/breakdown-band"
import { SafetySection } from "../service/safety-section"
import { ServiceFormSection } from "../service/service-form-section"
import { installationYears } from "../service/battery-age"

export default function ServicePage({ data }: PageProps<Queries.ServicePageQuery>) {
  const service = data.serviceJson!
  const byName = (nodes: readonly { fields: { slug: string }; name: string }[]) =>
    nodes.map(({ fields, name }) => ({ id: fields.slug, name }))
  return (
    <>
      <PageBanner title={service.title} intro={service.intro} />
      <BreakdownBand text={service.breakdownText} phone={service.breakdownPhone} callLabel={service.callLabel} />
      <SafetySection safety={service.safety} phone={service.breakdownPhone} callLabel={service.callLabel} />
      <ServiceFormSection
        heading={service.form.heading}
        content={service}
        enquiry={data.contactJson!.form}
        productNames={byName(data.allProductsJson.nodes)}
        brands={byName(data.allBrandsJson.nodes)}
        years={installationYears(Number(data.siteBuildMetadata!.buildTime))}
      />
      <AmcPlans service={service} />
      <BatteryLives service={service} />
      <ContactBlock />
    </>
  )
}

export const Head = ({ data, location }: HeadProps<Queries.ServicePageQuery>) => (
  <Seo title={data.serviceJson!.title} description={data.serviceJson!.description} pathname={location.pathname}>
    <ServiceJsonLd
      service={data.serviceJson!}
      lineNames={data.serviceJson!.lines.flatMap(
        ({ line }) => data.allProductsJson.nodes.find(product => product.fields.slug === line)?.name ?? [],
      )}
    />
  </Seo>
)

export const query = graphql`
  query ServicePage($language: String!) {
    serviceJson(language: { eq: $language }) {
      title
      description
      intro
      breakdownText
      ...ServiceFormContent
      ...AmcPlans
      ...BatteryLives
      ...ServiceJsonLd
    }
    contactJson(language: { eq: $language }) {
      form {
        ...EnquiryFormCopy
      }
    }
    allProductsJson(filter: { shown: { eq: true }, language: { eq: $language } }, sort: { order: ASC }) {
      nodes {
        fields {
          slug
        }
        name: primaryTitle
      }
    }
    allBrandsJson(filter: { shown: { eq: true }, language: { eq: $language } }, sort: { order: ASC }) {
      nodes {
        fields {
          slug
        }
        name: title
      }
    }
    siteBuildMetadata {
      buildTime(formatString: "YYYY")
    }
  }
`
