/** Test keys for EmailJS: the browser tests answer api.emailjs.com themselves, so the build they serve is made with these. */
export const emailJsTestKeys = {
  GATSBY_EMAILJS_PUBLIC_KEY: "test-public-key",
  GATSBY_EMAILJS_SERVICE_ID: "test-service",
  GATSBY_EMAILJS_TEMPLATE_ID: "test-template",
}
