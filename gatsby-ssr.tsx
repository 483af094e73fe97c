import React from "react"
import type { GatsbySSR } from "gatsby"
import { languageRedirectScript } from "./src/lib/inline-scripts"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([<script key="language-redirect" dangerouslySetInnerHTML={{ __html: languageRedirectScript() }} />])
}
