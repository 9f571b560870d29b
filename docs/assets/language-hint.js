// On a first visit, a hint (never a redirect) towards the reader's language, when
// the browser asks for Chinese on an English page or for anything else on a Chinese
// one: one line over the foot of the window, with the twin page's link (over it, not
// above the content: the page does not move when it comes, UX review P3-1). Once
// closed, or once the reader has used it, it does not come back.
document.addEventListener("DOMContentLoaded", function () {
  "use strict"
  var KEY = "llm-status.language-hint"
  try {
    if (localStorage.getItem(KEY)) return
  } catch (error) {
    return  // no storage (a private window, a page from disk): no hint that cannot go away
  }
  var page = document.documentElement.lang.indexOf("zh") === 0 ? "zh" : "en"
  var wanted = (navigator.languages && navigator.languages[0]) || navigator.language || "en"
  var reader = wanted.toLowerCase().indexOf("zh") === 0 ? "zh" : "en"
  if (reader === page) return
  var twin = document.querySelector(".md-select__link[hreflang='" + reader + "']")
  var meta = document.querySelector("meta[name=llm-language-hint]")
  if (!twin || !meta) return
  var says
  try {
    says = JSON.parse(meta.content)[reader]  // i18n's words, as the page carries them
  } catch (error) {
    return
  }
  if (!says) return
  // A landmark of its own (axe: all content in landmarks), outside the page's main.
  var hint = document.createElement("aside")
  hint.className = "llm-language-hint"
  hint.setAttribute("lang", reader)
  hint.setAttribute("aria-label", says.label)
  var link = document.createElement("a")
  link.href = twin.href
  link.textContent = says.link
  var close = document.createElement("button")
  close.type = "button"
  close.textContent = "×"
  close.setAttribute("aria-label", says.close)
  function seen() { try { localStorage.setItem(KEY, "seen") } catch (error) { /* nothing */ } }
  link.addEventListener("click", seen)
  close.addEventListener("click", function () { seen(); hint.remove() })
  hint.appendChild(link)
  hint.appendChild(close)
  document.body.appendChild(hint)
})
