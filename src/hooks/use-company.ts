import { graphql, useStaticQuery } from "gatsby"

export function useCompany(): Queries.CompanyFactsFragment {
  const data = useStaticQuery<Queries.UseCompanyQuery>(graphql`
    query UseCompany {
      company {
        ...CompanyFacts
      }
    }
  `)
  if (!data.company) throw new Error("content/company.yaml is missing")
  return data.company
}

export const companyFactsFragment = graphql`
  fragment CompanyFacts on Company {
    name
    legalName
    legalForm {
      de
      en
    }
    street
    postalCode
    city
    canton
    country
    countryName {
      de
      en
    }
    phone
    phoneDisplay
    whatsapp
    whatsappDisplay
    email
    bookingEmail
    jobsEmail
    uid
    vatNumber
    commercialRegister {
      de
      en
    }
    registerNumber
    managingDirector
    foundedYear
    geo {
      latitude
      longitude
    }
    openingHours
    officeHours {
      de
      en
    }
    areaServed
    bookingLeadTimeHours
  }
`
