// What material leaves for assistive technology, set right:
// - each code block's copy button sits in a <nav>: a page of many code blocks then
//   has many landmarks of one name; they are no landmarks (role="none");
// - a table wider than a phone scrolls in its wrapper: a keyboard reaches it
//   (tabindex="0"), named by the heading above it (unique: a region is a landmark);
// - so does a code block that scrolls sideways, on a touch screen too.
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
  document.addEventListener("DOMContentLoaded", function () {
    mend(document)
    // Material adds the copy buttons after the page has loaded.
    new MutationObserver(function () { mend(document) }).observe(document.body, {
      childList: true,
      subtree: true,
    })
  })
})()
