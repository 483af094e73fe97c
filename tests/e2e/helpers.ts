import { languages, localizePath } from "../../src/lib/languages"
import { routes } from "../../src/routes"

/** Every address of the route table in both languages, with what it is. */
export const allAddresses = routes.flatMap((route) =>
  languages.map((language) => ({ route, language, path: localizePath(route.path, language) })),
)
