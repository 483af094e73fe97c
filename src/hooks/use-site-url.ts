import { graphql, useStaticQuery } from "gatsby"

export function useSiteUrl(): string {
  const data = useStaticQuery<Queries.UseSiteUrlQuery>(graphql`
    query UseSiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `)
  return data.site?.siteMetadata?.siteUrl ?? ""
}
