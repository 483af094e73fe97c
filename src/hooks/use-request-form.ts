import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { clearDraft, loadDraft, saveDraft } from "../lib/forms/draft"
import { referenceCode, rememberSummary, submitForm } from "../lib/forms/submit"
import { notify } from "../lib/runtime/toast"
import { navigateTo } from "../lib/runtime/navigate"
import { phoneCheckForSubmit } from "../lib/forms/phone"
import { typedBeforeHydration } from "../lib/forms/typed-before-hydration"
import type { Errors, PhoneNormaliser } from "../lib/forms/validation"

type Options = {
  formName: string
  initial: Record<string, string>
  validate: (values: Record<string, string>, normalisePhone: PhoneNormaliser) => Errors
  successPath: string
  /**
   * Fields the form computes from what is sent and its reference (the booking's quoted price), sent and summarised
   * with them; a `jobSheet` among them is sent first, so the host's e-mail starts with it.
   */
  sentWith?: (values: Record<string, string>, reference: string) => Record<string, string>
}

/**
 * State of a request form: values (restored from the draft), errors, submission through the host's form
 * handling, focus on the first invalid field, a retry toast on failure that keeps every value.
 */
export function useRequestForm({ formName, initial, validate, successPath, sentWith }: Options) {
  const { t } = useTranslation("forms")
  const [values, setValues] = useState<Record<string, string>>(initial)
  const [errors, setErrors] = useState<Errors>({})
  const [sending, setSending] = useState(false)
  // Between a click on submit and the check's result (the phone rules may still be loading).
  const [checking, setChecking] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const restored = useRef(false)
  // The form sits in a section that hydrates after the page shell: until this effect ran, a click is React's
  // to replay, and a controlled checkbox can flip back. Tests wait for it (data-ready on the form).
  const [ready, setReady] = useState(false)

  // Fields the visitor changed before hydration: they win over the draft (and over a booking link's route).
  const typedEarly = useRef<ReadonlySet<string>>(new Set())

  useEffect(() => {
    const typed = formRef.current ? typedBeforeHydration(formRef.current) : {}
    typedEarly.current = new Set(Object.keys(typed))
    setValues((current) => ({ ...current, ...loadDraft(formName), ...typed }))
    restored.current = true
    setReady(true)
  }, [formName])

  useEffect(() => {
    if (restored.current) saveDraft(formName, values)
  }, [formName, values])

  const set = useCallback((name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
    setErrors((current) => {
      if (!current[name]) return current
      const { [name]: _removed, ...rest } = current
      return rest
    })
  }, [])

  /** For every control: checkboxes store "yes" or "", everything else its value. */
  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const target = event.target
      set(
        target.name,
        target instanceof HTMLInputElement && target.type === "checkbox" ? (target.checked ? "yes" : "") : target.value,
      )
    },
    [set],
  )

  const send = useCallback(async () => {
    const reference = referenceCode()
    setSending(true)
    try {
      const { jobSheet, ...computed } = sentWith?.(values, reference) ?? {}
      const request = { ...(jobSheet === undefined ? {} : { jobSheet }), ...values, ...computed, reference }
      await submitForm(formName, request)
      rememberSummary({ ...request, form: formName })
      clearDraft(formName)
      await navigateTo(successPath)
    } catch (error) {
      console.error(`The ${formName} request failed`, error)
      void notify({
        title: t("toast.failed"),
        description: t("toast.failedText"),
        color: "error",
        duration: 10_000,
        actions: [{ label: t("toast.retry"), onClick: () => formRef.current?.requestSubmit() }],
      })
    } finally {
      setSending(false)
    }
  }, [formName, values, sentWith, successPath, t])

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (values["bot-field"]) return
      setChecking(true)
      const found = validate(values, await phoneCheckForSubmit())
      setChecking(false)
      setErrors(found)
      const first = Object.keys(found)
        .map((name) => formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`))
        .filter((el): el is HTMLElement => !!el)
        .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0]
      if (first) {
        // Centred, so its error text below it is in view too: a focus alone scrolls only as far as the field, and
        // in WebKit not always that far.
        first.scrollIntoView({ block: "center" })
        first.focus({ preventScroll: true })
        return
      }
      void send()
    },
    [values, validate, send],
  )

  /** The props of the RequestForm frame, ready to spread. */
  const formProps = {
    name: formName,
    action: successPath,
    formRef,
    onSubmit,
    onChange,
    honeypot: values["bot-field"],
    hasErrors: Object.keys(errors).length > 0,
    ready,
  }
  return { values, errors, set, onChange, sending, busy: sending || checking, formProps, typedEarly }
}
