/** A page action was posted without a form it can read: no body, no Content-Type, a multipart without boundary. */
export const NO_FORM_MESSAGE =
  'This request held no form to read. Pages take forms: application/x-www-form-urlencoded or multipart/form-data.'

/**
 * The posted form of a page action, or a thrown 400 naming the problem: `request.formData()` throws on a
 * post with no body or no form Content-Type (`curl -X POST /login`), which would otherwise be a 500.
 * Thrown as a Response so a page shows it in its error boundary and a resource route answers it as JSON.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData()
  } catch {
    throw Response.json({ success: false, message: NO_FORM_MESSAGE }, { status: 400 })
  }
}
