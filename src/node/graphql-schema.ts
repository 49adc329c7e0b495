import { collectionTypeDefs } from "./graphql-collections"
import { privacyTypeDefs } from "./graphql-privacy"
import { singletonTypeDefs } from "./graphql-singletons"
import { serviceTypeDefs } from "./graphql-service"
import { sizingTypeDefs } from "./graphql-sizing"

/**
 * The content model as GraphQL types, declared so optional fields stay optional and required ones
 * are never null in the generated types. content-schema.ts validates the same shape. The fields the
 * build resolves itself are in graphql-resolvers.ts.
 */
export const contentTypeDefs = [
  collectionTypeDefs,
  singletonTypeDefs,
  sizingTypeDefs,
  serviceTypeDefs,
  privacyTypeDefs,
].join("")
