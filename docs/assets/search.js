// The search box runs a query however it got there. Material reads the box on
// keyup; text pasted with the mouse (right-click, middle-click, a phone's
// clipboard chip) or dropped sends none, so every input says it did.
document.addEventListener("DOMContentLoaded", function () {
  "use strict"
  var box = document.querySelector("input.md-search__input")
  if (!box) return
  // The search dialog is named as its box is ("Search", "搜索"): material leaves it nameless.
  var dialog = document.querySelector(".md-search[role=dialog]")
  if (dialog && !dialog.hasAttribute("aria-label")) dialog.setAttribute("aria-label", box.getAttribute("aria-label"))
  box.addEventListener("input", function (event) {
    if (event.inputType && event.inputType.indexOf("insertText") === 0) return  // typing: keyup follows
    box.dispatchEvent(new KeyboardEvent("keyup", { bubbles: true }))
  })
})
