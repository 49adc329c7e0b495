/**
 * The enquiry form in a preview never sends (the editor's script has no EmailJS settings): the SDK
 * stays out of the editor's script, and a send tried anyway fails as an unreachable EmailJS would.
 */
export default {
  sendForm: () => Promise.reject(new Error("A preview sends no enquiry")),
}
