import type { DecapReact, Immutable } from "./decap"

/**
 * Decap's list widget draws its items' fields without the language of the form they are in: its ListControl
 * hands an item's ObjectControl neither isFieldHidden, isFieldDuplicate nor locale, which a group's
 * ObjectControl passes on to its fields (decap-cms-widget-list 3.x, renderItem). So beside the Gujarati, the
 * fields of a list's items that only the English form writes (i18n none in config.yml: a gallery photo's
 * image, a home page card's image, a highlight's figure, a sizing load's watts) were offered as empty fields,
 * and what was chosen there was written into the Gujarati words, for the content check to refuse later.
 * This is the EditorControl a list gives its items' fields: it draws each as the form draws its own, hidden
 * when its language's form hides it (disabled when it duplicates English), and tells it the form's language.
 */

/** What Decap's form tells a field's control about the language of its form. */
export interface FormLanguage {
  isFieldHidden?(field: Immutable): boolean
  isFieldDuplicate?(field: Immutable): boolean
  locale?: string
}

interface ItemFieldProps {
  field: Immutable
  isHidden?: boolean
  isDisabled?: boolean
}

/** An EditorControl for the fields of a list's items, in the language the list's own control is given (`list.props`). */
export function itemFieldsInLanguage(EditorControl: unknown, list: { props: FormLanguage }): unknown {
  const { createClass, h } = window as unknown as DecapReact
  return createClass({
    render(this: { props: ItemFieldProps }) {
      const { isFieldHidden, isFieldDuplicate, locale } = list.props
      const { field, isHidden, isDisabled } = this.props
      return h(EditorControl, {
        ...this.props,
        isHidden: Boolean(isHidden || isFieldHidden?.(field)),
        isDisabled: Boolean(isDisabled || isFieldDuplicate?.(field)),
        isFieldHidden,
        isFieldDuplicate,
        locale,
      })
    },
  })
}
