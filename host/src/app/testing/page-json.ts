/** A page whose head carries `json` in a `<script type="application/json" id={id}>`, as the server writes its boot data and brand. */
export function pageWithJson(id: string, json: string): Document {
  const doc = document.implementation.createHTMLDocument('t');
  const el = doc.createElement('script');
  el.type = 'application/json';
  el.id = id;
  el.textContent = json;
  doc.head.append(el);
  return doc;
}
