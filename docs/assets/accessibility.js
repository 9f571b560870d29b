// What material leaves for assistive technology, set right:
// - each code block's copy button sits in a <nav>: a page of many code blocks then
//   has many landmarks of one name; they are no landmarks (role="none");
// - a table wider than a phone scrolls in its wrapper: a keyboard reaches it
//   (tabindex="0"), named by the heading above it (unique: a region is a landmark);
// - so does a code block that scrolls sideways, on a touch screen too;
// - a code's name in a heading breaks after "_", not mid-word.
(function () {
  "use strict"
  var used = {}
  function heading(element) {
    for (var node = element; node && !node.classList.contains("md-typeset"); node = node.parentElement) {
      for (var before = node.previousElementSibling; before; before = before.previousElementSibling)
        if (/^H[1-6]$/.test(before.tagName)) return before.textContent.replace(/¶/g, "").trim()
    }
    return document.title
  }
  function unique(label) {
    var name = label, n = 1
    while (used[name]) name = label + " (" + ++n + ")"
    used[name] = true
    return name
  }
  function mend(root) {
    root.querySelectorAll(".md-code__nav:not([role])").forEach(function (nav) {
      nav.setAttribute("role", "none")
    })
    // A code block wider than the screen scrolls sideways: a keyboard reaches it too
    // (material makes it focusable on a desktop, not on a touch screen).
    root.querySelectorAll(".md-typeset pre > code:not([tabindex])").forEach(function (code) {
      if (code.scrollWidth > code.clientWidth) code.setAttribute("tabindex", "0")
    })
    root.querySelectorAll(".md-typeset__scrollwrap:not([tabindex])").forEach(function (wrap) {
      if (wrap.scrollWidth > wrap.clientWidth) {
        wrap.setAttribute("tabindex", "0")
        wrap.setAttribute("role", "region")
        wrap.setAttribute("aria-label", unique(heading(wrap)))
      }
    })
  }
  // A code's name in a heading breaks after "_" on a narrow screen, never mid-word
  // (LLM_CLUSTER_NUM_EXCEED_LIMIT): a <wbr>, which copies as nothing.
  function breakable(heading) {
    var walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT)
    var texts = []
    while (walker.nextNode()) if (walker.currentNode.nodeValue.indexOf("_") >= 0) texts.push(walker.currentNode)
    texts.forEach(function (text) {
      var parts = text.nodeValue.split("_")
      var fragment = document.createDocumentFragment()
      parts.forEach(function (part, at) {
        fragment.appendChild(document.createTextNode(part + (at < parts.length - 1 ? "_" : "")))
        if (at < parts.length - 1) fragment.appendChild(document.createElement("wbr"))
      })
      text.parentNode.replaceChild(fragment, text)
    })
  }
  document.addEventListener("DOMContentLoaded", function () {
    // The headings, and their entries in the table of contents, which material cuts
    // with an ellipsis where a name cannot break (LLM_CACHE_KEY_ALREAD…).
    document.querySelectorAll(".md-typeset h1, .md-typeset h2, .md-typeset h3, .md-nav--secondary .md-ellipsis, .llm-index td:first-child").forEach(breakable)
    mend(document)
    // Material adds the copy buttons after the page has loaded.
    new MutationObserver(function () { mend(document) }).observe(document.body, {
      childList: true,
      subtree: true,
    })
  })
})()
