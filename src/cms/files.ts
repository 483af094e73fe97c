/** Every content file the CMS edits, with the fields it is edited with. */
import fs from "fs"
import path from "path"
import { languages } from "../lib/language/languages"
import type { Collection } from "./collections"
import type { Field } from "./fields"

export function editedFiles(root: string, collections: Collection[]): { file: string; fields: Field[] }[] {
  return collections.flatMap((collection) => {
    if (collection.files) return collection.files.map(({ file, fields }) => ({ file, fields }))
    return (collection.i18n ? languages : [""]).flatMap((language) => {
      const dir = path.join(root, collection.folder!, language)
      return (
        fs.existsSync(dir)
          ? fs
              .readdirSync(dir)
              .filter((f) => f.endsWith(".yaml"))
              .sort()
          : []
      ).map((name) => ({
        file: path.posix.join(collection.folder!, language, name),
        fields: collection.fields!,
      }))
    })
  })
}
