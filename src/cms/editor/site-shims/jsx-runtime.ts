/**
 * The preview components' JSX, made with the React inside Decap's bundle (window.h is its
 * createElement): a preview must render with the React that renders the editor, and the site's
 * own React 18 never reaches /admin/. Stands in for react/jsx-runtime in the preview bundle only.
 */
type CreateElement = (type: unknown, props: Record<string, unknown> | null) => unknown

const h = (): CreateElement => (window as unknown as { h: CreateElement }).h

export const Fragment = Symbol.for("react.fragment")

export function jsx(type: unknown, props: Record<string, unknown>, key?: string) {
  return h()(type, key === undefined ? props : { ...props, key })
}

export const jsxs = jsx
