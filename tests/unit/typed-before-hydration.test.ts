import { typedBeforeHydration } from "../../src/lib/forms/typed-before-hydration"

/** A form as the server renders it: React writes the initial values as attributes (the fields' defaults). */
function serverForm() {
  document.body.innerHTML = `
    <form name="booking">
      <input type="hidden" name="form-name" value="booking">
      <input name="name" value="">
      <input name="pickup" value="Zürich Flughafen">
      <input type="checkbox" name="privacy" value="yes">
      <input type="checkbox" name="returnTrip" value="yes" checked>
      <input type="radio" name="tripType" value="oneWay" checked>
      <input type="radio" name="tripType" value="return">
      <textarea name="message"></textarea>
      <select name="vehicleClass"><option value="">Choose</option><option value="premium">Premium</option></select>
      <select name="service"><option value="a">A</option><option value="b" selected>B</option></select>
    </form>`
  const form = document.forms.namedItem("booking")!
  const field = <T extends Element>(name: string) => form.elements.namedItem(name) as unknown as T
  return { form, field }
}

describe("typedBeforeHydration", () => {
  it("finds nothing in an untouched form", () => {
    expect(typedBeforeHydration(serverForm().form)).toEqual({})
  })

  it("returns every field the visitor changed, in the form's own value format", () => {
    const { form, field } = serverForm()
    field<HTMLInputElement>("name").value = "Anna Muster"
    field<HTMLInputElement>("pickup").value = "Bahnhofstrasse 1, Zürich"
    field<HTMLInputElement>("privacy").checked = true
    field<HTMLInputElement>("returnTrip").checked = false
    field<HTMLTextAreaElement>("message").value = "Zwei Kindersitze"
    field<HTMLSelectElement>("vehicleClass").value = "premium"
    field<HTMLSelectElement>("service").value = "a"
    ;(form.querySelector('input[value="return"]') as HTMLInputElement).checked = true
    expect(typedBeforeHydration(form)).toEqual({
      name: "Anna Muster",
      pickup: "Bahnhofstrasse 1, Zürich",
      privacy: "yes",
      returnTrip: "",
      message: "Zwei Kindersitze",
      vehicleClass: "premium",
      service: "a",
      tripType: "return",
    })
  })

  it("leaves out a field changed back to what the server rendered, and hidden fields", () => {
    const { form, field } = serverForm()
    field<HTMLInputElement>("pickup").value = "Bern"
    field<HTMLInputElement>("pickup").value = "Zürich Flughafen"
    field<HTMLInputElement>("form-name").value = "other"
    expect(typedBeforeHydration(form)).toEqual({})
  })
})
