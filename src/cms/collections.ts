/**
 * What the office edits in Decap CMS at /admin/, collection by collection, in the order of the files' keys.
 * Labels and hints are German: the office works in German. Every id an editor could mistype is a select or a
 * relation; every number has its minimum; neutral facts (order, capacities, images) are entered once and
 * copied to the English file. The content check (src/cms/validate.ts) reads the same definitions.
 */
import {
  inLanguages,
  lines,
  longText,
  sameInBothLanguages,
  select,
  slugField,
  slugPattern,
  text,
  wholeNumber,
  type Field,
} from "./fields"
import { segmentKinds, type SegmentKind } from "../lib/domain/roads"

export type CmsContext = {
  /** Vehicle class slugs in class order (cheapest first) */
  classes: string[]
  /** The German name of each class, by slug: the label of its price fields */
  classNames: Record<string, string>
  /** Keys of the bundled icons */
  icons: string[]
  /** Keys of the illustrations in content/artwork */
  artwork: string[]
}

/** Photos go where the image pipeline reads them; the value stored is the file's path in the repository. */
export const mediaFolder = "content/images"
export const photoTypes = ["jpg", "jpeg", "png", "webp"]
export const maxPhotoBytes = 5 * 1024 * 1024

export type Collection = {
  name: string
  label: string
  label_singular: string
  description: string
  folder?: string
  files?: { name: string; label: string; file: string; description: string; fields: Field[] }[]
  i18n?: true
  identifier_field?: string
  slug?: string
  summary?: string
  sortable_fields?: string[]
  view_filters?: { label: string; field: string; pattern: string | boolean }[]
  create: boolean
  delete: boolean
  format: "yaml"
  extension: "yaml"
  fields?: Field[]
}

const seoFields: Field[] = [
  text(
    "metaTitle",
    "Titel für Suchmaschinen",
    "Erscheint im Browser-Tab und bei Google; höchstens etwa 60 Zeichen. Fehlt der Firmenname, wird er mit « | » angehängt.",
  ),
  longText(
    "metaDescription",
    "Beschreibung für Suchmaschinen",
    "Der Text unter dem Titel bei Google; etwa 120–160 Zeichen.",
  ),
]

/** The page's heading and what search engines show, in this order in every page-like entry. */
const headingFields: Field[] = [text("title", "Überschrift", "Die grosse Überschrift der Seite."), ...seoFields]

const paragraphs = (name: string, label: string) =>
  lines(name, label, "Absatz", "Jeder Eintrag ist ein Absatz.", { collapsed: false })

/** The illustration key, and an optional uploaded photo that replaces it (src/node/content-model/schema.ts resolveImage). */
/** The first paragraph and the paragraphs after it (services and vehicle classes). */
const leadAndBody = (): Field[] => [
  longText("lead", "Einleitung", "Der erste Absatz unter der Überschrift."),
  paragraphs("body", "Text"),
]

const imageFields = (artwork: string[], extra: Partial<Field> = {}): Field[] => [
  sameInBothLanguages(
    select("image", "Illustration", artwork, "Die Zeichnung zur Seite. Ein Foto im Feld «Foto» ersetzt sie.", extra),
  ),
  photo("Optional: ersetzt die Illustration, auf der Seite und beim Teilen in sozialen Medien."),
]

export const photo = (hint: string): Field =>
  sameInBothLanguages({
    name: "photo",
    label: "Foto",
    widget: "image",
    required: false,
    choose_url: false,
    media_library: { max_file_size: maxPhotoBytes },
    hint: `${hint} JPG, PNG oder WebP, höchstens 5 MB; die Website erzeugt daraus alle Bildgrössen.`,
  })

const order = (hint: string) => sameInBothLanguages(wholeNumber("order", "Reihenfolge", 1, hint))

const folderCollection = (
  name: string,
  label: string,
  labelSingular: string,
  description: string,
  fields: Field[],
  options: { create: boolean; summary?: string } = { create: false },
): Collection => ({
  name,
  label,
  label_singular: labelSingular,
  description,
  folder: `content/${name}`,
  i18n: true,
  identifier_field: "slug",
  slug: "{{fields.slug}}",
  summary: options.summary ?? "{{title}}",
  create: options.create,
  delete: options.create,
  format: "yaml",
  extension: "yaml",
  fields: inLanguages(fields),
})

function services({ icons, artwork }: CmsContext): Collection {
  return folderCollection(
    "services",
    "Leistungen",
    "Leistung",
    "Die sieben Leistungsseiten. Neue Leistungen braucht eine Entwicklerin (Adresse und Menü).",
    [
      sameInBothLanguages(slugField("Teil der Adresse (/services/…); nicht ändern.")),
      order("Position im Menü und in den Übersichten."),
      sameInBothLanguages(select("icon", "Symbol", icons, "Das Symbol auf Karten und im Menü.")),
      ...imageFields(artwork),
      text("navTitle", "Name im Menü", "Kurz, zwei bis drei Wörter."),
      ...headingFields,
      longText("summary", "Kurzbeschreibung", "Ein Satz für die Karten auf der Startseite und in der Übersicht."),
      ...leadAndBody(),
      lines("included", "Inbegriffen", "Leistung", "Eine Zeile pro inbegriffener Leistung."),
      text("routesTitle", "Überschrift der typischen Strecken", "Zum Beispiel «Typische Strecken»."),
      {
        name: "routes",
        label: "Typische Strecken",
        label_singular: "Strecke",
        widget: "list",
        summary: "{{fields.from}} → {{fields.to}}",
        collapsed: true,
        hint: "Start und Ziel müssen Orte des Tarifs sein (Name oder Alias, z. B. «Flughafen Zürich»): die Seite zeigt den Festpreis ab der günstigsten Klasse. Die Prüfung vor dem Veröffentlichen meldet Strecken ohne Preis.",
        fields: [
          text("from", "Von", "Ort des Tarifs, so geschrieben wie auf der Seite."),
          text("to", "Nach", "Ort des Tarifs, so geschrieben wie auf der Seite."),
          text("duration", "Fahrzeit", "Zum Beispiel «ca. 3 h 30 min»."),
          text("note", "Hinweis", "Optional, z. B. die Route.", { required: false }),
        ],
      },
      longText("waitingTime", "Wartezeit", "Was an Wartezeit inbegriffen ist und was sie danach kostet."),
      longText("cancellation", "Stornierung", "Die Stornierungsbedingungen dieser Leistung."),
      {
        name: "faq",
        label: "Häufige Fragen",
        widget: "list",
        summary: "{{fields.question}}",
        collapsed: true,
        hint: "Erscheinen auf der Seite und als FAQ bei Google.",
        fields: [
          text("question", "Frage", "Als Frage formuliert."),
          longText("answer", "Antwort", "Zwei bis vier Sätze."),
        ],
      },
      text("ctaTitle", "Aufruf: Überschrift", "Die Überschrift des Kastens am Seitenende."),
      longText("ctaText", "Aufruf: Text", "Ein bis zwei Sätze über der Schaltfläche «Fahrt anfragen»."),
    ],
  )
}

function fleet({ artwork }: CmsContext): Collection {
  return folderCollection(
    "fleet",
    "Fahrzeugklassen",
    "Fahrzeugklasse",
    "Die fünf Fahrzeugklassen. Preise stehen im Tarif, nicht hier.",
    [
      sameInBothLanguages(slugField("Teil der Adresse und Schlüssel der Preise im Tarif; nicht ändern.")),
      order("1 = günstigste Klasse. Eine höhere Klasse darf im Tarif nie günstiger sein als eine tiefere."),
      ...imageFields(artwork),
      sameInBothLanguages(wholeNumber("passengers", "Fahrgäste", 1, "Höchstens so viele Personen.")),
      sameInBothLanguages(wholeNumber("suitcases", "Koffer", 0, "Grosse Koffer im Kofferraum.")),
      sameInBothLanguages(wholeNumber("handLuggage", "Handgepäck", 0, "Handgepäckstücke zusätzlich zu den Koffern.")),
      {
        name: "carries",
        label: "Sperriges Gepäck (höchstens)",
        widget: "object",
        // Decap takes a boolean on an object; its parts are copied to the English side one by one.
        i18n: true,
        hint: "So viele Stück nimmt die Klasse neben den Koffern mit; das Buchungsformular schlägt danach die Klasse vor. 0: nicht in dieser Klasse.",
        fields: [
          sameInBothLanguages(wholeNumber("skis", "Paar Skis oder Snowboards", 0, "Im Skisack oder auf dem Dach.")),
          sameInBothLanguages(wholeNumber("golfBags", "Golfbags", 0, "Ganze Golfbags.")),
          sameInBothLanguages(wholeNumber("bicycles", "Velos", 0, "Im Fahrzeug oder auf dem Träger.")),
          sameInBothLanguages(
            wholeNumber("pets", "Haustiere", 0, "Hunde oder Katzen, klein in der Box oder gross im Kofferraum."),
          ),
        ],
      },
      text("name", "Name der Klasse", "Zum Beispiel «Premium»."),
      text("tagline", "Untertitel", "Wofür die Klasse gemacht ist, in wenigen Wörtern."),
      ...headingFields,
      longText("summary", "Kurzbeschreibung", "Ein Satz für Karten und Übersichten."),
      ...leadAndBody(),
      lines("exampleVehicles", "Beispielfahrzeuge", "Fahrzeug", "Modelle, die in dieser Klasse fahren."),
      lines("amenities", "Ausstattung", "Ausstattung", "Eine Zeile pro Ausstattungsmerkmal."),
      lines("bestFor", "Ideal für", "Zielgruppe", "Für wen die Klasse gemacht ist."),
    ],
    { create: false, summary: "{{name}}" },
  )
}

function pages({ icons, artwork }: CmsContext): Collection {
  return folderCollection(
    "pages",
    "Seiten",
    "Seite",
    "Startseite, Über uns, Karriere, Kontakt, Bestätigung und die rechtlichen Seiten.",
    [
      sameInBothLanguages(slugField("Verknüpft die Datei mit ihrer Adresse; nicht ändern.")),
      ...headingFields,
      text("eyebrow", "Dachzeile", "Kurze Zeile über der Überschrift; optional.", { required: false }),
      longText("lead", "Einleitung", "Der erste Absatz unter der Überschrift."),
      ...imageFields(artwork, { required: false }),
      sameInBothLanguages({
        name: "updated",
        label: "Stand",
        widget: "datetime",
        date_format: "DD.MM.YYYY",
        time_format: false,
        format: "YYYY-MM-DD",
        required: false,
        hint: "Nur rechtliche Seiten: das Datum der letzten Änderung.",
      }),
      {
        name: "sections",
        label: "Abschnitte",
        label_singular: "Abschnitt",
        widget: "list",
        summary: "{{fields.title}}",
        collapsed: true,
        hint: "Die Abschnitte der Seite in ihrer Reihenfolge.",
        fields: [
          sameInBothLanguages(
            text(
              "id",
              "Kennung",
              "Sprungmarke (#…) und Schlüssel für die Vorlage; bei bestehenden Abschnitten nicht ändern.",
              {
                pattern: ["^[a-z0-9]+(-[a-z0-9]+)*$", "Nur Kleinbuchstaben, Ziffern und Bindestriche"],
              },
            ),
          ),
          text("title", "Titel", "Die Zwischenüberschrift."),
          longText("lead", "Einleitung", "Optional.", { required: false }),
          lines("paragraphs", "Absätze", "Absatz", "Optional; jeder Eintrag ist ein Absatz.", { required: false }),
          {
            name: "items",
            label: "Punkte",
            label_singular: "Punkt",
            widget: "list",
            required: false,
            summary: "{{fields.title}}",
            hint: "Optional: Karten oder Aufzählungspunkte mit Titel und Text.",
            fields: [
              text("title", "Titel", "Kurz."),
              longText("text", "Text", "Ein bis drei Sätze."),
              sameInBothLanguages(select("icon", "Symbol", icons, "Optional.", { required: false })),
            ],
          },
        ],
      },
      {
        name: "cta",
        label: "Aufruf am Seitenende",
        widget: "object",
        required: false,
        hint: "Optional: Kasten mit Überschrift, Text und der Schaltfläche «Fahrt anfragen».",
        fields: [text("title", "Überschrift", "Kurz."), longText("text", "Text", "Ein bis zwei Sätze.")],
      },
    ],
  )
}

function careers(): Collection {
  return folderCollection(
    "careers",
    "Stellen",
    "Stelle",
    "Offene Stellen auf der Karriereseite. Eine besetzte Stelle löschen Sie hier.",
    [
      sameInBothLanguages(slugField("Kurz und eindeutig, z. B. chauffeur-basel.")),
      order("Position in der Liste der Stellen (1 = zuoberst)."),
      text("title", "Stellentitel", "Mit Pensum, z. B. «Chauffeur/Chauffeuse 100 %»."),
      text("location", "Arbeitsort", "Zum Beispiel «Glattbrugg (Flughafen Zürich)»."),
      text("workload", "Pensum", "Zum Beispiel «80–100 %»."),
      text("start", "Stellenantritt", "Zum Beispiel «nach Vereinbarung»."),
      longText("summary", "Kurzbeschreibung", "Zwei bis drei Sätze über die Stelle."),
      lines("responsibilities", "Aufgaben", "Aufgabe", "Eine Zeile pro Aufgabe."),
      lines("requirements", "Anforderungen", "Anforderung", "Eine Zeile pro Anforderung."),
      lines("offer", "Wir bieten", "Angebot", "Eine Zeile pro Punkt."),
      photo("Optional: ein Bild zur Stelle (z. B. Arbeitsort oder Fahrzeug)."),
    ],
    // Two positions may share a title ("Chauffeur/Chauffeuse 80–100 %"): the place tells them apart in the list.
    { create: true, summary: "{{title}} – {{location}}" },
  )
}

function testimonials(): Collection {
  return folderCollection(
    "testimonials",
    "Kundenstimmen",
    "Kundenstimme",
    "Zitate von Fahrgästen auf der Startseite, mit deren Einverständnis.",
    [
      sameInBothLanguages(slugField("Zum Beispiel der Name: anna-brunner.")),
      order("Position auf der Startseite (1 = zuerst)."),
      sameInBothLanguages(text("name", "Name", "Vorname und Name, wie die Person genannt werden möchte.")),
      text("role", "Beschreibung", "Beruf und Ort, z. B. «Lehrerin, Winterthur»."),
      sameInBothLanguages({
        name: "service",
        label: "Leistung",
        widget: "relation",
        collection: "services",
        value_field: "{{slug}}",
        search_fields: ["navTitle"],
        display_fields: ["navTitle"],
        hint: "Welche Leistung die Person genutzt hat.",
      }),
      sameInBothLanguages(wholeNumber("rating", "Bewertung (Sterne)", 1, "1 bis 5 Sterne.", { max: 5 })),
      longText("quote", "Zitat", "Die Worte der Person, zwei bis vier Sätze."),
    ],
    { create: true, summary: "{{name}}" },
  )
}

const localized = (name: string, label: string, hint: string, widget: "string" | "text" = "string"): Field => ({
  name,
  label,
  widget: "object",
  hint,
  fields: [
    { name: "de", label: "Deutsch", widget },
    { name: "en", label: "Englisch", widget },
  ],
})

/**
 * The terms beside the price and the ways to pay (content/booking.yaml): the booking form, the confirmation and the
 * calendar file read them; the numbers are tokens the terms page and the service pages name.
 */
const booking = (): NonNullable<Collection["files"]>[number] => ({
  name: "booking",
  label: "Buchung: Bedingungen und Zahlung",
  file: "content/booking.yaml",
  description:
    "Die Bedingungen unter dem Preis im Buchungsformular, auf der Bestätigung und in der Kalenderdatei, und die Zahlungsarten. Die Zahlen gelten überall: in den Texten hier, in den AGB und auf den Service-Seiten als {{airportWaitMinutes}}, {{waitMinutes}} und {{freeCancellationHours}}.",
  fields: [
    text("termsVersion", "Version der Bedingungen", "Zum Beispiel 2026-11; wird mit jeder Anfrage gesendet.", {
      pattern: ["^[0-9]{4}-[0-9]{2}$", "Jahr und Monat, z. B. 2026-11"],
    }),
    wholeNumber("airportWaitMinutes", "Wartezeit am Flughafen (Minuten)", 0, "Kostenlos, ab der Landung."),
    wholeNumber("waitMinutes", "Wartezeit anderswo (Minuten)", 0, "Kostenlos, ab der vereinbarten Abholzeit."),
    wholeNumber("freeCancellationHours", "Kostenlos stornieren bis (Stunden vorher)", 0, "Vor der Abholzeit."),
    {
      name: "terms",
      label: "Bedingungen unter dem Preis",
      label_singular: "Bedingung",
      widget: "list",
      summary: "{{fields.id}}",
      hint: "Kurze Sätze in beiden Sprachen; Zahlen als {{airportWaitMinutes}}, {{waitMinutes}}, {{freeCancellationHours}}.",
      fields: [
        text("id", "Kennung", "Zum Beispiel waiting.", { pattern: slugPattern }),
        localized("text", "Text", "Ein Satz.", "text"),
      ],
    },
    {
      name: "payment",
      label: "Zahlungsarten",
      label_singular: "Zahlungsart",
      widget: "list",
      summary: "{{fields.id}}",
      hint: "In dieser Reihenfolge im Formular; eine Zahlungsart «nur für Firmen» sehen Privatkunden nicht.",
      fields: [
        text("id", "Kennung", "Zum Beispiel card, twint, cash, invoice; wird mit der Anfrage gesendet.", {
          pattern: slugPattern,
        }),
        { name: "companyOnly", label: "Nur für Firmen", widget: "boolean", hint: "Zum Beispiel die Rechnung." },
        localized("label", "Bezeichnung", "Wie sie im Formular steht."),
      ],
    },
  ],
})

function company(): Collection {
  return {
    name: "settings",
    label: "Firma und Tarif",
    label_singular: "Einstellung",
    description: "Firmendaten und Festpreise: gelten für beide Sprachen.",
    create: false,
    delete: false,
    format: "yaml",
    extension: "yaml",
    files: [
      {
        name: "company",
        label: "Firmendaten",
        file: "content/company.yaml",
        description:
          "Name, Adresse, Telefon, E-Mail und Registerangaben: erscheinen auf jeder Seite, im Impressum und bei Google.",
        fields: [
          text("name", "Markenname", "Kurzer Name, z. B. im Logo."),
          text("legalName", "Firmenname", "Wie im Handelsregister."),
          localized(
            "legalForm",
            "Rechtsform",
            "Zum Beispiel «Aktiengesellschaft (AG)», englisch «Company limited by shares (AG)».",
          ),
          text("street", "Strasse und Nummer", "Geschäftsadresse."),
          text("postalCode", "PLZ", "Vierstellig.", { pattern: ["^[0-9]{4}$", "Vier Ziffern"] }),
          text("city", "Ort", "Geschäftsadresse."),
          text("canton", "Kanton", "Zum Beispiel «Zürich»."),
          select("country", "Land", ["CH", "LI"], "Ländercode des Firmensitzes."),
          localized("countryName", "Ländername", "Wie er in der Adresse steht."),
          text("phone", "Telefon (international)", "Nur Ziffern mit +41, z. B. +41445551234: für Anruf-Links.", {
            pattern: ["^\\+[0-9]{8,15}$", "+ und 8 bis 15 Ziffern, ohne Leerzeichen"],
          }),
          text("phoneDisplay", "Telefon (Anzeige)", "So wie es auf der Seite steht, z. B. +41 44 555 12 34."),
          text("whatsapp", "WhatsApp (international)", "Nur Ziffern mit +41.", {
            pattern: ["^\\+[0-9]{8,15}$", "+ und 8 bis 15 Ziffern, ohne Leerzeichen"],
          }),
          text("whatsappDisplay", "WhatsApp (Anzeige)", "So wie es auf der Seite steht."),
          ...(
            [
              ["email", "E-Mail allgemein"],
              ["bookingEmail", "E-Mail Buchungen"],
              ["jobsEmail", "E-Mail Bewerbungen"],
              ["privacyEmail", "E-Mail Datenschutz"],
            ] as const
          ).map(([name, label]) =>
            text(name, label, "Eine E-Mail-Adresse.", {
              pattern: ["^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$", "Eine gültige E-Mail-Adresse"],
            }),
          ),
          text("uid", "UID", "Unternehmens-Identifikationsnummer, z. B. CHE-109.482.736.", {
            pattern: ["^CHE-[0-9]{3}\\.[0-9]{3}\\.[0-9]{3}$", "Im Format CHE-123.456.789"],
          }),
          text("vatNumber", "MWST-Nummer", "Zum Beispiel «CHE-109.482.736 MWST»."),
          localized(
            "commercialRegister",
            "Handelsregister",
            "Zum Beispiel «Handelsregister des Kantons Zürich», englisch «Commercial Register of the Canton of Zurich».",
          ),
          text("registerNumber", "Registernummer", "Firmennummer im Handelsregister."),
          text("managingDirector", "Geschäftsführung", "Name der verantwortlichen Person (Impressum)."),
          wholeNumber("foundedYear", "Gründungsjahr", 1900, "Vierstellig."),
          {
            name: "geo",
            label: "Standort (Koordinaten)",
            widget: "object",
            hint: "Für Google Maps und die Suche; aus einer Karte kopieren.",
            fields: [
              {
                name: "latitude",
                label: "Breitengrad",
                widget: "number",
                value_type: "float",
                min: 45,
                max: 48,
                hint: "Zum Beispiel 47.4421.",
              },
              {
                name: "longitude",
                label: "Längengrad",
                widget: "number",
                value_type: "float",
                min: 5,
                max: 11,
                hint: "Zum Beispiel 8.5632.",
              },
            ],
          },
          text("openingHours", "Öffnungszeiten (maschinenlesbar)", "Für Google, z. B. «Mo-Su 00:00-23:59»."),
          localized("officeHours", "Bürozeiten", "So wie sie auf der Seite stehen."),
          wholeNumber(
            "bookingLeadTimeHours",
            "Vorlaufzeit Online-Anfragen (Stunden)",
            1,
            "So viele Stunden vor der Abholung muss eine Online-Anfrage mindestens eingehen; kurzfristiger per Telefon.",
          ),
          lines("areaServed", "Einsatzgebiet (Deutsch)", "Gebiet", "Für Google; gleiche Reihenfolge wie auf Englisch."),
          lines("areaServedEn", "Einsatzgebiet (Englisch)", "Gebiet", "Die gleichen Gebiete auf Englisch."),
        ],
      },
    ],
  }
}

const coordinate = (name: string, label: string, hint: string, optional = true): Field => ({
  name,
  label,
  widget: "number",
  value_type: "float",
  min: -180,
  max: 180,
  step: 0.0001,
  ...(optional ? { required: false as const } : {}),
  hint,
})

const decimal = (name: string, label: string, min: number, hint: string): Field => ({
  name,
  label,
  widget: "number",
  value_type: "float",
  min,
  step: 0.05,
  hint,
})

/** An object with one field per vehicle class, in fleet order; `field` gets the class's slug and its name. */
const perClass = (
  { classes, classNames }: CmsContext,
  name: string,
  label: string,
  hint: string,
  field: (slug: string, className: string) => Field,
): Field => ({
  name,
  label,
  widget: "object",
  hint,
  fields: classes.map((slug) => field(slug, classNames[slug] ?? slug)),
})

/** One group of the same fields per class, labelled with the class's name. */
const perClassGroup = (context: CmsContext, name: string, label: string, hint: string, fields: Field[]) =>
  perClass(context, name, label, hint, (slug, className) => ({
    name: slug,
    label: className,
    widget: "object",
    fields,
  }))

/** The price of any two Swiss places by distance (src/lib/domain/tariff-rule.ts); the check holds it to the routes. */
function distanceRule(context: CmsContext) {
  return {
    name: "distanceRule",
    label: "Preis nach Distanz",
    widget: "object",
    collapsed: true,
    hint: "Für Fahrten ohne Strecke in der Liste: Grundpreis + Preis pro km × km entlang des Strassennetzes im Monat der Abholung (in diesem Monat gesperrte Pässe werden umfahren, der Tarif eines Autoverlads kommt dazu), mindestens der Mindestpreis, aufgerundet. Eine Strecke der Liste geht immer vor. Die Prüfung verlangt, dass die Regel bei mindestens 90 von 100 Strecken höchstens 20 % vom Listenpreis abweicht.",
    fields: [
      decimal(
        "roadFactor",
        "Umwegfaktor für den Weg zum Strassennetz",
        1,
        "Strassen-km pro km Luftlinie, nur für den Weg zwischen einem Ort und dem Knoten des Strassennetzes, an den er anschliesst; der Rest der Fahrt folgt den Strassen. Zum Beispiel 1.3: ein Dorf 4 km Luftlinie vom nächsten Knoten zählt 5.2 km.",
      ),
      wholeNumber("roundTo", "Aufrunden auf (CHF)", 1, "Zum Beispiel 5: CHF 212 wird CHF 215."),
      wholeNumber(
        "maxKm",
        "Längste Fahrt mit Sofortpreis (Strassen-km)",
        1,
        "Zum Beispiel 400; längere Fahrten erhalten den Festpreis per E-Mail.",
      ),
      perClassGroup(
        context,
        "classes",
        "Preise pro Klasse",
        "Eine höhere Klasse braucht überall mindestens die Zahlen der tieferen.",
        [
          wholeNumber("base", "Grundpreis (CHF)", 1, "Zum Beispiel 80: der Preis vor dem ersten Kilometer."),
          decimal("perKm", "Preis pro Strassen-km (CHF)", 0.05, "Zum Beispiel 2.70."),
          wholeNumber("minimum", "Mindestpreis (CHF)", 1, "Zum Beispiel 90: auch die kürzeste Fahrt kostet so viel."),
        ],
      ),
    ],
  } satisfies Field
}

/**
 * The listed routes, one file each (content/tariff/routes/<from>--<to>.yaml): the office finds a route by typing
 * a place's name, and the file names its places by German name so the list and the file read the same.
 */
function routes(context: CmsContext): Collection {
  const place = (name: "from" | "to", label: string): Field => ({
    name,
    label,
    widget: "relation",
    collection: "places",
    value_field: "name.de",
    search_fields: ["name.de", "name.en", "id"],
    display_fields: ["name.de"],
    options_length: 100,
    hint: "Ort eintippen und aus der Liste wählen (Orte unter «Orte (Tarif)»).",
  })
  return {
    name: "routes",
    label: "Strecken (Festpreise)",
    label_singular: "Strecke",
    description:
      "Ein Eintrag pro Ortspaar, gilt in beide Richtungen; der Preis einer Strecke geht dem Preis nach Distanz immer vor. Eine höhere Klasse darf nie günstiger sein als eine tiefere: die Prüfung vor dem Veröffentlichen meldet es.",
    folder: "content/tariff/routes",
    identifier_field: "from",
    slug: "{{fields.from}}--{{fields.to}}",
    // Plain field names, not {{fields.…}}: Decap's search looks in the fields its summary names, so typing a place's
    // name finds every route to or from it.
    summary: "{{from}} ↔ {{to}}",
    sortable_fields: ["from", "to", "popular", "order"],
    view_filters: [{ label: "Beliebte Strecken", field: "popular", pattern: true }],
    create: true,
    delete: true,
    format: "yaml",
    extension: "yaml",
    fields: [
      place("from", "Von"),
      place("to", "Nach"),
      {
        name: "popular",
        label: "Beliebte Strecke",
        widget: "boolean",
        required: false,
        hint: "Erscheint auf der Startseite und den Seiten der Fahrzeugklassen (etwa 8 Strecken).",
      },
      wholeNumber(
        "order",
        "Reihenfolge unter den beliebten Strecken",
        1,
        "Nur für beliebte Strecken: 1 steht zuoberst, 2 darunter usw. Strecken ohne Zahl folgen alphabetisch.",
        { required: false },
      ),
      perClass(
        context,
        "prices",
        "Preise (CHF)",
        "Ganze Franken inkl. MWST, pro Fahrzeug und Weg.",
        (slug, className) => wholeNumber(slug, className, 1, "Ganze Franken."),
      ),
    ],
  }
}

/**
 * The tariff's places, one file each (content/tariff/places/<id>.yaml): the office finds a place by its name; the
 * listed routes pick their places from here. A place without a listed route is priced by the distance rule (the
 * tariff's preview is the calculator).
 */
function places(): Collection {
  return {
    name: "places",
    label: "Orte (Tarif)",
    label_singular: "Ort",
    description:
      "Orte, zwischen denen es Festpreise gibt, ein Eintrag pro Ort. Eingaben im Buchungsformular werden über Namen und Schreibweisen erkannt (Gross/klein, Akzente und Satzzeichen zählen nicht; der längste passende Name gewinnt). Zwischen Orten ohne Strecke gilt der Preis nach Distanz: Firma und Tarif › Tarif zeigt ihn im Rechner.",
    folder: "content/tariff/places",
    identifier_field: "id",
    slug: "{{fields.id}}",
    // A plain field name: Decap's search looks in the fields the summary names, so a place is found by its name.
    summary: "{{name.de}}",
    sortable_fields: ["id", "kind"],
    view_filters: placeKinds.map(({ label, value }) => ({ label, field: "kind", pattern: `^${value}$` })),
    create: true,
    delete: true,
    format: "yaml",
    extension: "yaml",
    fields: [
      text(
        "id",
        "Kennung",
        "Kurz und eindeutig, z. B. zrh-airport; bestehende Kennungen nicht ändern (Strecken verweisen darauf).",
        {
          pattern: ["^[a-z0-9]+(-[a-z0-9]+)*$", "Nur Kleinbuchstaben, Ziffern und Bindestriche"],
        },
      ),
      select("kind", "Art", placeKinds, "Wofür der Ort steht."),
      localized(
        "name",
        "Name",
        "So erscheint der Ort auf der Website. Strecken nennen den Ort mit dem deutschen Namen: nach einer Änderung die Strecken anpassen (die Prüfung meldet sie).",
      ),
      coordinate("lat", "Breitengrad", "Zum Beispiel 47.4502 (Flughafen Zürich); aus einer Karte, Dezimalgrad."),
      coordinate("lon", "Längengrad", "Zum Beispiel 8.5618 (Flughafen Zürich); aus einer Karte, Dezimalgrad."),
      select(
        "country",
        "Land (nur ausserhalb der Schweiz)",
        ["DE", "FR", "IT", "AT"],
        "Leer für die Schweiz. Orte im Ausland haben nur die Preise ihrer Strecken, keinen Preis nach Distanz.",
        { required: false },
      ),
      {
        name: "via",
        label: "Autofrei: Preis bis",
        widget: "object",
        required: false,
        collapsed: true,
        hint: "Nur für autofreie Orte: wohin das Auto fährt, z. B. Zermatt → Täsch (46.0684, 7.7777). Der Preis nach Distanz gilt bis dort, und das Formular sagt es.",
        fields: [
          text("name", "Ort", "Zum Beispiel «Täsch»."),
          coordinate("lat", "Breitengrad", "Zum Beispiel 46.0684."),
          coordinate("lon", "Längengrad", "Zum Beispiel 7.7777."),
        ],
      },
      lines(
        "aliases",
        "Andere Schreibweisen",
        "Schreibweise",
        "Was Fahrgäste eintippen, z. B. «ZRH», «Kloten», «Zürich Flughafen».",
        {
          field: { name: "alias", label: "Schreibweise", widget: "string" },
          required: false,
        },
      ),
    ],
  }
}

/** How the office names each kind of segment; keyed by kind so a new kind cannot go without a label. */
const segmentKindLabels: Record<SegmentKind, string> = {
  motorway: "Autobahn",
  road: "Hauptstrasse",
  pass: "Passstrasse",
  tunnel: "Strassentunnel",
  "car-train": "Autoverlad",
}

const weekdays = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"].map(
  (label, index) => ({ label, value: index + 1 }),
)

/**
 * The road network the distance rule measures along, one segment per file
 * (content/tariff/roads/<from>--<to>.yaml). Its ends are free text because they may name a junction, a tariff
 * place or any Swiss locality; the build check (src/node/content-model/road-network.ts) resolves them and names the file of
 * an unknown one.
 */
function roads(): Collection {
  const end = (name: "from" | "to", label: string): Field =>
    text(
      name,
      label,
      "Ein Knoten (Firma und Tarif › Knoten des Strassennetzes), der deutsche Name eines Orts im Tarif oder ein Schweizer Ort, so geschrieben wie bei GeoNames; teilen sich mehrere Orte den Namen, mit Kanton, z. B. «Buchs SG». Die Prüfung meldet unbekannte Namen.",
    )
  return {
    name: "roads",
    label: "Strassennetz",
    label_singular: "Strassenabschnitt",
    description:
      "Ein Eintrag pro Strassenabschnitt zwischen zwei Orten; er gilt in beide Richtungen. Die Länge zählt entlang der Strasse. Die Prüfung vor dem Veröffentlichen weist eine Länge zurück, die kürzer als die Luftlinie oder unplausibel länger ist, ebenso einen unbekannten Ort oder Tag. Der Preis folgt dem schnellsten Weg nach den Geschwindigkeiten (Firma und Tarif › Geschwindigkeiten); ausserhalb der Saison eines Passes führt er um den Pass herum; der Tarif eines Autoverlads am Tag der Abholung wird zum Preis addiert.",
    folder: "content/tariff/roads",
    identifier_field: "from",
    slug: "{{fields.from}}--{{fields.to}}",
    // Plain field names, as for the routes: Decap searches the fields its summary names.
    summary: "{{from}} – {{to}} ({{kind}}, {{km}} km)",
    sortable_fields: ["from", "to", "kind", "km"],
    view_filters: [
      { label: "Pässe", field: "kind", pattern: "^pass$" },
      { label: "Autoverlad", field: "kind", pattern: "^car-train$" },
      { label: "Tunnel", field: "kind", pattern: "^tunnel$" },
    ],
    create: true,
    delete: true,
    format: "yaml",
    extension: "yaml",
    fields: [
      end("from", "Von"),
      end("to", "Nach"),
      decimal(
        "km",
        "Länge (km)",
        0.1,
        "Kilometer entlang der Strasse, nicht Luftlinie, z. B. 46 für Innertkirchen – Wassen über den Susten.",
      ),
      select(
        "kind",
        "Art",
        segmentKinds.map((value) => ({ label: segmentKindLabels[value], value })),
        "Bestimmt die Fahrzeit; Pässe, Tunnel und Autoverlad erscheinen mit Namen in der Route unter dem Preis.",
      ),
      {
        name: "name",
        label: "Name",
        widget: "object",
        required: false,
        collapsed: true,
        hint: "Nur für Pässe, Tunnel und Autoverlad: so nennt die Route unter dem Preis den Abschnitt, z. B. «Sustenpass», englisch «Susten Pass».",
        // Decap checks the parts of an object even when the object itself is optional: required parts would
        // block saving every motorway.
        fields: [
          { name: "de", label: "Deutsch", widget: "string", required: false },
          { name: "en", label: "Englisch", widget: "string", required: false },
        ],
      },
      text(
        "source",
        "Quelle",
        "Woher Länge, Saison oder Tarif stammen, z. B. «Strassenkarte, Hauptstrasse 10 Bern – Worb» oder «BLS, Preise am Schalter».",
        { required: false },
      ),
      {
        name: "season",
        label: "Saison (nur Pässe mit Wintersperre)",
        widget: "object",
        required: false,
        collapsed: true,
        hint: "Jeden Frühling nachführen, Tage als TT.MM., z. B. 15.06. Vor «sicher offen ab» und nach «sicher offen bis» rechnet der Preis um den Pass herum und sagt es unter dem Preis; ausserhalb der Saison ist der Pass gesperrt. Leer, wenn ganzjährig offen.",
        fields: [
          text("earliestOpening", "Öffnet frühestens", "Der früheste übliche Öffnungstag, z. B. 01.06.", {
            required: false,
          }),
          text(
            "surelyOpenFrom",
            "Sicher offen ab",
            "Ab diesem Tag ist der Pass in den meisten Jahren offen, z. B. 30.06.",
            {
              required: false,
            },
          ),
          text(
            "surelyOpenUntil",
            "Sicher offen bis",
            "Bis zu diesem Tag bleibt er in den meisten Jahren offen, z. B. 10.10.",
            {
              required: false,
            },
          ),
          text("latestClosing", "Schliesst spätestens", "Der späteste übliche Tag der Wintersperre, z. B. 31.10.", {
            required: false,
          }),
        ],
      },
      {
        name: "fares",
        label: "Tarife Autoverlad (CHF)",
        label_singular: "Tarif",
        widget: "list",
        required: false,
        collapsed: false,
        summary: "CHF {{fields.chf}}",
        hint: "Nur für Autoverlad: der Preis für ein Auto, wie die Bahn ihn veröffentlicht. Es gilt der erste Tarif, der zum Wochentag und Datum der Abholung passt; er wird zum Fahrpreis addiert.",
        fields: [
          decimal("chf", "Preis (CHF)", 0, "Für ein Auto, z. B. 28."),
          {
            name: "weekdays",
            label: "Wochentage",
            label_singular: "Wochentag",
            widget: "list",
            required: false,
            hint: "Leer: alle Tage.",
            field: select("day", "Tag", weekdays, "Ein Wochentag, an dem dieser Tarif gilt."),
          },
          text("from", "Gültig ab", "Tag als TT.MM., z. B. 01.12.; leer: ab Jahresbeginn.", { required: false }),
          text("to", "Gültig bis", "Tag als TT.MM., z. B. 30.04. (über Neujahr möglich); leer: bis Jahresende.", {
            required: false,
          }),
        ],
      },
      text(
        "checked",
        "Geprüft am",
        "Nur für Autoverlad: der Tag, an dem die Tarife zuletzt bei der Bahn geprüft wurden, z. B. 2026-12-05.",
        {
          required: false,
          pattern: ["^[0-9]{4}-[0-9]{2}-[0-9]{2}$", "Jahr-Monat-Tag, z. B. 2026-12-05"],
        },
      ),
      wholeNumber(
        "minutes",
        "Dauer Autoverlad (Minuten)",
        1,
        "Nur für Autoverlad: Überfahrt mit Ein- und Ausladen, z. B. 15.",
        { required: false },
      ),
    ],
  }
}

export const placeKinds = [
  { label: "Flughafen", value: "airport" },
  { label: "Stadt", value: "city" },
  { label: "Ferienort", value: "resort" },
  { label: "Veranstaltungsort", value: "venue" },
  { label: "Autobahn (Pannenhilfe)", value: "roadside" },
]

function tariff(context: CmsContext): Collection["files"] {
  return [
    {
      name: "tariff",
      label: "Tarif (Festpreise)",
      file: "content/tariff.yaml",
      description:
        "Festpreise in ganzen Franken inkl. 8,1 % MWST pro Fahrzeug und Weg: Vignette, Maut, Treibstoff und Flughafenparkplatz inbegriffen, kein Zuschlag für Nacht, Wochenende oder Feiertag. Jede Strecke gilt in beide Richtungen.",
      fields: [
        text(
          "version",
          "Tarifversion",
          "Zum Beispiel 2026-11; wird mit jeder Anfrage gesendet. Bei neuen Preisen erhöhen.",
          {
            pattern: ["^[0-9]{4}-[0-9]{2}$", "Jahr und Monat, z. B. 2026-11"],
          },
        ),
        select("currency", "Währung", ["CHF"], "Alle Preise in Schweizer Franken."),
        { name: "vatIncluded", label: "MWST inbegriffen", widget: "boolean", hint: "Die Preise enthalten die MWST." },
        perClassGroup(
          context,
          "hourly",
          "Stundenmiete",
          "Für Stadtfahrten und Anlässe: Preis pro Stunde und die mindestens verrechneten Stunden.",
          [
            wholeNumber("rate", "Preis pro Stunde (CHF)", 1, "Ganze Franken inkl. MWST."),
            wholeNumber("minimumHours", "Mindestdauer (Stunden)", 1, "So viele Stunden werden mindestens verrechnet."),
          ],
        ),
        wholeNumber(
          "stopCharge",
          "Zuschlag pro Zwischenhalt (CHF)",
          0,
          "Zum Beispiel 20: eine Fahrt mit zwei Zwischenhalten kostet den Preis des Weges über die Halte plus CHF 40.",
        ),
        wholeNumber(
          "hourlyAreaKm",
          "Stundenmiete: Endort ohne Aufpreis bis (Strassen-km)",
          0,
          "Zum Beispiel 25: endet die Stundenmiete weiter als 25 km vom Startort, kommt der Preis nach Distanz vom Startort zum Endort dazu. 0: nie.",
        ),
        distanceRule(context),
      ],
    },
    {
      name: "speeds",
      label: "Geschwindigkeiten",
      file: "content/tariff/speeds.yaml",
      description:
        "Durchschnittliche Geschwindigkeit nach Strassenart, mit Ortsdurchfahrten und Verkehr: danach wählt das Buchungsformular den schnellsten Weg und zeigt die Fahrzeit unter dem Preis. Die Fahrzeit eines Autoverlads steht bei seinem Abschnitt.",
      fields: [
        wholeNumber("motorway", "Autobahn (km/h)", 10, "Zum Beispiel 95.", { max: 130 }),
        wholeNumber(
          "road",
          "Hauptstrasse (km/h)",
          10,
          "Zum Beispiel 55; gilt auch für die Strassen zwischen Dörfern.",
          { max: 130 },
        ),
        wholeNumber("pass", "Passstrasse (km/h)", 10, "Zum Beispiel 45.", { max: 130 }),
        wholeNumber("tunnel", "Tunnel (km/h)", 10, "Zum Beispiel 80.", { max: 130 }),
      ],
    },
    {
      name: "barriers",
      label: "Seen und Bergketten",
      file: "content/tariff/barriers.yaml",
      description:
        "Linien, über die keine Strasse führt: die Achse eines Sees, der Grat einer Bergkette. Kein Ort wird über eine solche Linie ans Strassennetz angeschlossen, und zwischen zwei Orten beidseits führt der Weg um sie herum. Die Prüfung des Strassennetzes erklärt damit lange Umwege.",
      fields: [
        {
          name: "barriers",
          label: "Linien",
          label_singular: "Linie",
          widget: "list",
          summary: "{{fields.name}}",
          collapsed: true,
          hint: "Eine Linie pro See oder Bergkette; einmal gezeichnet, erklärt sie jeden Umweg zwischen Orten beidseits.",
          fields: [
            text("name", "Name", "Deutsch, z. B. «Zürichsee» oder «Churfirsten»."),
            text("en", "Englischer Name", "Nur wenn er vom deutschen abweicht.", { required: false }),
            select(
              "kind",
              "Art",
              [
                { label: "See", value: "lake" },
                { label: "Bergkette ohne Strasse", value: "ridge" },
              ],
              "See oder Grat.",
            ),
            text("note", "Verlauf", "Wo die Linie verläuft, z. B. «Grat vom Gross Schärhorn zum Tödi».", {
              required: false,
            }),
            {
              name: "line",
              label: "Punkte",
              label_singular: "Punkt",
              widget: "list",
              collapsed: true,
              summary: "{{fields.lat}}, {{fields.lon}}",
              hint: "Mindestens zwei Punkte, in der Reihenfolge der Linie.",
              fields: [
                coordinate("lat", "Breitengrad", "Dezimalgrad, z. B. 47.2650.", false),
                coordinate("lon", "Längengrad", "Dezimalgrad, z. B. 8.6900.", false),
              ],
            },
          ],
        },
      ],
    },
    {
      name: "roadAudit",
      label: "Prüfung des Strassennetzes: Ausnahmen",
      file: "content/tariff/road-audit.yaml",
      description:
        "Die Prüfung vergleicht den Weg zwischen je zwei Orten bis 40 km Luftlinie mit der Luftlinie. Ist er mehr als doppelt so lang und liegt kein See und keine Bergkette dazwischen, braucht es eine Strasse im Netz oder hier eine geprüfte Begründung.",
      fields: [
        {
          name: "places",
          label: "Orte",
          label_singular: "Ort",
          widget: "list",
          required: false,
          summary: "{{fields.place}}",
          hint: "Orte, bei denen jeder lange Umweg erklärt ist, z. B. autofreie Dörfer.",
          fields: [
            text("place", "Ort", "Der Name des Orts, wie ihn das Buchungsformular vorschlägt."),
            text("reason", "Begründung", "Zum Beispiel «autofrei, Standseilbahn ab Linthal»."),
          ],
        },
        {
          name: "pairs",
          label: "Ortspaare",
          label_singular: "Ortspaar",
          widget: "list",
          required: false,
          summary: "{{fields.from}} – {{fields.to}}",
          hint: "Einzelne Paare, deren Umweg auf der Karte geprüft ist.",
          fields: [
            text("from", "Von", "Ein Ort."),
            text("to", "Nach", "Der andere Ort."),
            text("reason", "Begründung", "Warum keine Strasse kürzer ist."),
          ],
        },
      ],
    },
    {
      name: "junctions",
      label: "Knoten des Strassennetzes",
      file: "content/tariff/junctions.yaml",
      description:
        "Orte, an denen sich Strassen treffen und die weder Tarif-Orte noch Schweizer Ortschaften sind, z. B. Passhöhen, Verladebahnhöfe oder Orte im Ausland. Abschnitte des Strassennetzes nennen sie mit diesem Namen.",
      fields: [
        {
          name: "junctions",
          label: "Knoten",
          label_singular: "Knoten",
          widget: "list",
          summary: "{{fields.name}}",
          collapsed: true,
          hint: "Ein Eintrag pro Knoten; der Name muss eindeutig sein. Ein umbenannter Knoten braucht die neuen Namen auch in seinen Abschnitten (die Prüfung meldet sie).",
          fields: [
            text("name", "Name", "Deutsch, so wie ihn die Abschnitte nennen, z. B. «Göschenen»."),
            text("en", "Englischer Name", "Nur wenn er vom deutschen abweicht, z. B. «Geneva» für «Genf».", {
              required: false,
            }),
            coordinate("lat", "Breitengrad", "Zum Beispiel 46.6676; aus einer Karte, Dezimalgrad.", false),
            coordinate("lon", "Längengrad", "Zum Beispiel 8.587; aus einer Karte, Dezimalgrad.", false),
            select(
              "country",
              "Land (nur ausserhalb der Schweiz)",
              ["DE", "FR", "IT", "AT"],
              "Leer für die Schweiz und Liechtenstein.",
              { required: false },
            ),
          ],
        },
      ],
    },
  ]
}

export function cmsCollections(context: CmsContext): Collection[] {
  const settings = company()
  settings.files!.push(...tariff(context)!, booking())
  return [
    services(context),
    fleet(context),
    pages(context),
    careers(),
    testimonials(),
    places(),
    routes(context),
    roads(),
    settings,
  ]
}
