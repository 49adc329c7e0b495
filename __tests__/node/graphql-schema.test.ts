/** @jest-environment node */
import { parse, print, type ObjectTypeDefinitionNode } from "graphql"
import { cmsConfig } from "../../src/cms/setup/cms-config"
import type { DecapField } from "../../src/cms/setup/decap-fields"
import { contentJsonSchema } from "../../src/cms/setup/json-schema"
import { checkContent } from "../../src/node/content-check/check-content"
import { formatProblem } from "../../src/node/content-check/content-problem"
import { contentTypeDefs } from "../../src/node/graphql-schema"
import { copyContent } from "../content/content-fixture"

// A team member's nickname, added to the content schema alone (and given the editor's words for it).
jest.mock("../../src/node/content-schema", () => {
  const actual = jest.requireActual("../../src/node/content-schema")
  const { noted, shared, text } = jest.requireActual("../../src/node/content-fields")
  return {
    ...actual,
    schemasFor: (...args: unknown[]) => {
      const schemas = actual.schemasFor(...args)
      const nickname = noted(shared(text).optional(), { doc: "What the team calls them." })
      return { ...schemas, teamMember: schemas.teamMember.extend({ nickname }) }
    },
  }
})
jest.mock("../../src/cms/setup/labels/field-labels", () => {
  const actual = jest.requireActual("../../src/cms/setup/labels/field-labels")
  return {
    ...actual,
    labelFor: (path: string) =>
      path === "teamMember.nickname" ? { label: "Nickname", hint: "What the team calls them" } : actual.labelFor(path),
  }
})

/** A field of the generated SDL as it reads there: its type, directives and doc string. */
function graphqlField(type: string, field: string): string | undefined {
  const definition = parse(contentTypeDefs).definitions.find(
    (node): node is ObjectTypeDefinitionNode => node.kind === "ObjectTypeDefinition" && node.name.value === type,
  )
  const found = definition?.fields?.find(candidate => candidate.name.value === field)
  return found && [print(found.type), ...(found.directives ?? []).map(print), found.description?.value ?? ""].join(" ")
}

describe("the GraphQL types, made from the content schema", () => {
  test("a field added to the schema alone reaches GraphQL, the content check and the editor", () => {
    expect(graphqlField("TeamJson", "nickname")).toBe("String What the team calls them.")

    const content = copyContent()
    content.edit("team/ankita-parmar.json", data => (data.en.nickname = "Anu"))
    expect(checkContent(content.dir).map(formatProblem)).toEqual([])
    content.edit("team/ankita-parmar.json", data => (data.en.nickname = " "))
    expect(checkContent(content.dir).map(formatProblem)).toEqual([
      'content/team/ankita-parmar.json: "en.nickname" must not be empty',
    ])

    const team = (config => config.collections[2] as unknown as { fields: DecapField[] })(
      cmsConfig({ repo: "owner/site", siteUrl: "https://www.example.in" }),
    )
    expect(team.fields.find(field => field.name === "nickname")).toMatchObject({
      label: "Nickname",
      widget: "string",
      required: false,
    })
    expect(contentJsonSchema("teamMember")).toMatchObject({
      properties: { en: { properties: { nickname: { type: "string", minLength: 1 } } } },
    })
  })

  test("makes a required field non-null and an optional one nullable, lists as they are", () => {
    expect(graphqlField("ProductsJson", "primaryTitle")).toBe("String! ")
    expect(graphqlField("ProductsJson", "secondaryTitle")).toBe("String The card's brand line.")
    expect(graphqlField("ProductsJson", "overview")).toBe("[String!]! ")
    expect(graphqlField("ProductsJson", "keyFigures")).toBe("[ProductsJsonKeyFigure!] ")
  })

  test("types a whole number as Int and any other as Float, by the schema's checks", () => {
    expect(graphqlField("ProductsJson", "order")).toBe("Int! ")
    expect(graphqlField("SiteJsonGeo", "latitude")).toBe("Float! ")
    expect(graphqlField("SizingBattery", "peukertExponent")).toBe("Float! ")
    expect(graphqlField("BackupSizingJson", "times")).toBe("[Int!]! ")
  })

  test("gives an image as its file, and a list of brands by file name as the brands", () => {
    expect(graphqlField("BrandsJson", "logo")).toBe("File! @fileByRelativePath ")
    expect(graphqlField("ProductsJson", "image")).toBe("File @fileByRelativePath ")
    expect(graphqlField("ProductsJson", "brands")).toMatch(/^\[BrandsJson!\]! /)
    expect(graphqlField("HomeJsonBrandStrip", "logos")).toBe("[BrandsJson!]! ")
    // The service page's product lines stay file names: the page links to them by path.
    expect(graphqlField("ServiceLine", "line")).toBe("String! ")
  })

  test("names a group's type after its path, or as noted where the site's fragments name it otherwise", () => {
    expect(graphqlField("SiteJson", "address")).toBe("SiteJsonAddress! ")
    expect(graphqlField("ProductsJson", "supplies")).toBe("[ProductsJsonSupply!]! ")
    expect(graphqlField("BrandsJson", "photos")).toMatch(/^\[ContentPhoto!\] /)
    expect(graphqlField("PagesJson", "team")).toBe("PagesJsonBannerPage! ")
    expect(graphqlField("ServiceJson", "safety")).toBe("ServiceSafety! ")
  })

  test("adds the fields the build makes: each entry's language, a collection entry's file name", () => {
    expect(graphqlField("HomeJson", "language")).toMatch(/^String! Which language/)
    expect(graphqlField("TeamJson", "fields")).toBe("JsonFields! ")
    expect(graphqlField("HomeJson", "fields")).toBeUndefined()
    expect(graphqlField("SiteJsonHours", "utcOffsetMinutes")).toMatch(/^Int! Minutes ahead of UTC/)
  })
})
