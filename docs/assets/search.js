// The search box runs a query however it got there. Material reads the box on
// keyup; text pasted with the mouse (right-click, middle-click, a phone's
// clipboard chip), dropped, or committed by an input method sends none, so every input
// says it did.
document.addEventListener("DOMContentLoaded", function () {
  "use strict"
  var box = document.querySelector("input.md-search__input")
  if (!box) return
  // The search dialog is named as its box is ("Search", "搜索"): material leaves it nameless.
  var dialog = document.querySelector(".md-search[role=dialog]")
  if (dialog && !dialog.hasAttribute("aria-label")) dialog.setAttribute("aria-label", box.getAttribute("aria-label"))
  var keyed = 0  // key-ups seen: typing sends one after its input
  box.addEventListener("keyup", function (event) { if (event.isTrusted) keyed++ })
  box.addEventListener("input", function (event) {
    if (event.isComposing) return  // an input method's candidate: its commit says when it is done
    if (event.inputType && event.inputType.indexOf("insertText") === 0) {
      // Typing: its key-up follows. Text inserted with none (a Chinese phrase some input
      // methods insert whole: the UX review's P3-5) gets one a moment later.
      var before = keyed
      setTimeout(function () {
        if (keyed === before) box.dispatchEvent(new KeyboardEvent("keyup", { bubbles: true }))
      }, 100)
      return
    }
    box.dispatchEvent(new KeyboardEvent("keyup", { bubbles: true }))
  })
  // A phrase an input method commits (pinyin, voice, handwriting) may send no key-up.
  box.addEventListener("compositionend", function () {
    box.dispatchEvent(new KeyboardEvent("keyup", { bubbles: true }))
  })
})
