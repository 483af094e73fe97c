import React from "react"
import type { GatsbySSR } from "gatsby"
import { languageRedirectScript } from "./src/lib/inline-scripts"
import { consentDefaultScript, gtmId } from "./src/lib/analytics"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    // Consent Mode defaults must come before anything else; only when analytics is configured at all.
    ...(gtmId() ? [<script key="consent-default" dangerouslySetInnerHTML={{ __html: consentDefaultScript() }} />] : []),
    <script key="language-redirect" dangerouslySetInnerHTML={{ __html: languageRedirectScript() }} />,
  ])
}
