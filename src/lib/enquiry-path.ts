/**
 * The contact page with a message already in its box (the enquiry form reads `?message=`): a
 * product line's Contact Us, or a brand page's call to action.
 */
export function enquiryPath(message: string): string {
  return `/contact?message=${encodeURIComponent(message)}`
}
