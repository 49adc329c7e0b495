import { ASSUMPTION_NAMES, emptyState, type LoadChoice, type SizingState } from "./sizing-state"

/**
 * What the visitor ticked, typed and chose in the server-rendered helper before the page's scripts
 * ran (the first tick starts them), read from the form's fields by their names; undefined when the
 * form is not in the page yet (a visit from another page) or holds nothing of the visitor's.
 */
export function stateFromForm(
  formId: string,
  choices: readonly LoadChoice[],
  options: { defaultMinutes: number },
): SizingState | undefined {
  if (typeof document === "undefined") return undefined
  const form = document.getElementById(formId)
  if (!(form instanceof HTMLFormElement)) return undefined
  const fields = new FormData(form)
  const state = emptyState(options.defaultMinutes)
  for (const id of fields.getAll("load")) {
    const choice = choices.find(candidate => candidate.id === id)
    if (choice)
      state.loads[choice.id] = {
        count: String(fields.get(`count-${choice.id}`) ?? choice.count),
        watts: String(fields.get(`watts-${choice.id}`) ?? choice.watts),
      }
  }
  state.minutes = Number(fields.get("time")) || options.defaultMinutes
  state.battery = String(fields.get("battery") ?? "")
  for (const name of ASSUMPTION_NAMES) {
    const input = form.elements.namedItem(name)
    if (input instanceof HTMLInputElement && input.value !== input.defaultValue) state.assumptions[name] = input.value
  }
  const untouched =
    Object.keys(state.loads).length === 0 &&
    state.minutes === options.defaultMinutes &&
    state.battery === "" &&
    Object.keys(state.assumptions).length === 0
  return untouched ? undefined : state
}
