import { z } from "zod"
import { ICON_MAX_BYTES } from "../lib/app-icons"
import {
  fixedTimeZone,
  hexColour,
  imageFieldFor,
  LOGO_EXTENSIONS,
  phone,
  shared,
  sitePath,
  text,
  time,
  type ImageCheck,
} from "./content-fields"

/** schema.org types of local business that fit a shop selling and servicing power and IT equipment. */
export const LOCAL_BUSINESS_TYPES = ["ElectronicsStore", "ComputerStore", "Store", "LocalBusiness"] as const

/** The schema of content/site.json: the company's details, and the words of every page's header and footer. */
export function siteSchemaFor(checkImage: ImageCheck) {
  const image = imageFieldFor(checkImage)
  return z
    .object({
      name: shared(text),
      shortName: shared(text).pipe(
        z.string().max(12, "should be at most 12 characters, to fit under a home-screen icon"),
      ),
      legalName: shared(text),
      businessType: z.enum(LOCAL_BUSINESS_TYPES, {
        errorMap: () => ({ message: `should be one of ${LOCAL_BUSINESS_TYPES.join(", ")}` }),
      }),
      url: z.string().url("should be the full address of the site, such as https://www.example.in"),
      description: text,
      blurb: text,
      logo: image(LOGO_EXTENSIONS),
      logoLight: image(LOGO_EXTENSIONS),
      // Every page's favicon, and every PNG icon is drawn from it.
      icon: image([".svg"], { maxBytes: ICON_MAX_BYTES }),
      themeColor: hexColour,
      backgroundColor: hexColour,
      address: z
        .object({
          street: text,
          city: text,
          region: text,
          postalCode: z.string().regex(/^\d{6}$/, "should be a 6-digit PIN code"),
          country: text,
          countryCode: z.string().regex(/^[A-Z]{2}$/, 'should be a two-letter country code such as "IN"'),
        })
        .strict(),
      geo: z
        .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
        .strict()
        .optional(),
      areaServed: z.array(text).min(1, "needs at least one city or region"),
      priceRange: shared(text.pipe(z.string().max(20, 'should be short, such as "₹₹"'))),
      phones: z.array(phone).min(1, "needs at least one phone number"),
      emails: z.array(z.string().email("should be an e-mail address")).min(1, "needs at least one e-mail address"),
      whatsapp: phone,
      hours: z
        .object({
          label: text,
          days: z.array(z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])).min(1),
          opens: time,
          closes: time,
          timeZone: fixedTimeZone,
        })
        .strict(),
      social: z.array(
        z
          .object({ network: z.enum(["LinkedIn", "Facebook", "Instagram", "YouTube", "X"]), url: z.string().url() })
          .strict(),
      ),
      navigation: z.array(z.object({ path: sitePath, header: text, footer: text }).strict()).min(1),
      labels: z
        .object({
          skipToContent: text,
          openMenu: text,
          closeMenu: text,
          mainNavigation: text,
          breadcrumb: text,
          home: text,
          quickLinks: text,
          contactDetails: text,
          map: text,
          followUs: text,
          rightsReserved: text,
          whatsapp: shared(text),
          openNow: text,
          closedNow: text,
        })
        .strict(),
      contactBlock: z
        .object({ title: text, text, callLabel: text, enquiryLabel: text, enquiryPath: sitePath })
        .strict(),
    })
    .strict()
}
