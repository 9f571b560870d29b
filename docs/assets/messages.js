// Long lists of upstream's messages (LLM_PARAM_INVALID's hundreds) stay usable:
// - a link to one message (#m-...) opens its folded group and shows it;
// - a search that lands on the page (material's ?h=words) opens the message that
//   holds all the words searched;
// - the filter box hides the messages that do not hold what is typed (on the index,
//   the codes).
// The page carries its words (the box's label, the count's template); this file none.
;(function () {
  "use strict"

  // A folded group's messages wait in a <template> (site.code_page.message_group):
  // built into the page when the group opens, or when something looks for a message.
  function build(group) {
    var later = group.querySelector(":scope > template.llm-messages__later")
    if (later) group.replaceChild(later.content, later)
  }

  function buildAll() { document.querySelectorAll("details.llm-messages").forEach(build) }

  // Built as its summary is clicked (or keyed), before the group opens, so that it
  // never shows empty; and on any other opening (script, find in page) as it opens.
  document.addEventListener("click", function (event) {
    var summary = event.target.closest && event.target.closest("details.llm-messages > summary")
    if (summary) build(summary.parentNode)
  }, true)
  document.addEventListener("toggle", function (event) {
    if (event.target.matches && event.target.matches("details.llm-messages") && event.target.open) build(event.target)
  }, true)

  // A message opened (its group too) and outlined, the one before no longer.
  function mark(item) {
    var group = item.closest("details")
    if (group) group.open = true
    var shown = document.querySelector(".llm-message--target")
    if (shown) shown.classList.remove("llm-message--target")
    item.classList.add("llm-message--target")
  }

  function show(item) {
    mark(item)
    item.scrollIntoView({ block: "center" })
  }

  // The message a traceback's text matches: opened and labelled where it is, and a link
  // to it from the reader's error above, so that the page stays at its verdict.
  function point(item, yours) {
    mark(item)
    if (!item.querySelector(".llm-message__yours")) {
      var label = document.createElement("strong")
      label.className = "llm-message__yours"
      label.textContent = " \u2190 " + yours.dataset.matches
      item.appendChild(label)
    }
    var anchor = item.querySelector("code[id]"), source = item.querySelector("a:not(.llm-message-link)")
    var at = yours.querySelector(".llm-yours__at")
    if (!at) {
      at = document.createElement("a")
      at.className = "llm-yours__at"
      yours.appendChild(at)
    }
    at.href = "#" + (anchor ? anchor.id : "")
    at.textContent = " " + yours.dataset.at.replace("{where}", source ? source.textContent : "")
  }

  function fromHash() {
    var id = location.hash.slice(1)
    try { id = decodeURIComponent(id) } catch (e) { return false }  // a malformed escape (%E0%A4%A): no message
    if (id.indexOf("m-") < 0) return false
    buildAll()
    var target = document.getElementById(id)
    if (!target || !target.closest(".llm-messages")) return false
    show(target.closest("li") || target)
    return true
  }

  function words(text) {
    return text.toLowerCase().split(/\s+/).filter(Boolean)
  }

  // Whether an item holds every term. With ``negation`` (the index, whose rows say
  // whether a code recovers), a term counts where it is not negated: 可恢复 is not in
  // 不可恢复, nor "recoverable" in "not recoverable" (the UX review's P3-5), unless what is
  // typed says the negation too. A message's "not supported" still holds "supported".
  // 是否可恢复 ("whether it recovers", of the codes upstream says nothing of) is no 可恢复
  // either (the 2026-12-04 review's P3-12: 可恢复 showed 30 codes for 25).
  function holds(item, terms, negation) {
    var text = item.textContent.toLowerCase()
    if (!negation) return terms.every(function (term) { return text.indexOf(term) >= 0 })
    if (terms.length > 1 && text.indexOf(terms.join(" ")) >= 0) return true
    return terms.every(function (term) { return occurs(text, term) })
  }

  function occurs(text, term) {
    for (var at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + 1)) {
      var before = text.slice(Math.max(0, at - 4), at)
      if (!/[不非否]$|\bnot $|\bnon-?$/.test(before)) return true
    }
    return false
  }

  // A message's words as a search reads them: lower case, punctuation as spaces.
  function plain(text) {
    return " " + text.toLowerCase().replace(/[^\p{L}\p{N}_%]+/gu, " ").trim() + " "
  }

  // A search for a message's words (two at least: one word is what a code page is
  // found by, not a message) lands on that message, opened: the one that holds them
  // as a phrase, else the first that holds each as a word of its own.
  function fromSearch() {
    var searched = new URLSearchParams(location.search).get("h")
    var terms = searched ? words(searched) : []
    if (terms.length < 2) return
    buildAll()
    var items = Array.prototype.slice.call(document.querySelectorAll(".llm-messages li"))
    var phrase = plain(terms.join(" "))
    var found = items.filter(function (item) { return plain(item.textContent).indexOf(phrase) >= 0 })[0] ||
      items.filter(function (item) {
        var text = plain(item.textContent)
        return terms.every(function (term) { return text.indexOf(plain(term)) >= 0 })
      })[0]
    if (found) show(found)
  }

  // A filter box narrows its groups' items as one types; a group with none left hides.
  // ``list`` says what the box filters: its groups, each group's items, what an item is
  // counted as (a code stands in several of the index's tables: the count is of codes),
  // and what a group does besides hiding (a folded group of messages opens).
  function filter(box, list) {
    var input = box.querySelector("input")
    var count = box.querySelector(".llm-filter__count")
    var groups = list.groups(box)
    var states = groups.map(list.remember || function () { return null })
    box.hidden = false
    input.addEventListener("input", function () {
      buildAll()  // once: what is filtered is every message
      var terms = words(input.value)
      var shown = new Set()
      groups.forEach(function (group, at) {
        var left = 0
        group.querySelectorAll(list.items).forEach(function (item) {
          var match = holds(item, terms, list.negation)
          item.hidden = !match
          if (match) { left++; shown.add(list.key(item)) }
        })
        group.hidden = left === 0
        if (list.after) list.after(group, terms.length ? left > 0 : null, states[at])
      })
      count.textContent = terms.length
        ? box.dataset.count.replace("{shown}", shown.size).replace("{total}", box.dataset.total)
        : ""
    })
  }

  // A code's messages: the <details> groups after the box, up to the next heading; a
  // group with matches opens, and closes again (as it was) when the box is cleared.
  var MESSAGES = {
    groups: function (box) {
      var groups = []
      for (var node = box.nextElementSibling; node; node = node.nextElementSibling) {
        if (node.matches("details.llm-messages")) groups.push(node)
        else if (/^H[1-6]$/.test(node.tagName)) break
      }
      return groups
    },
    items: "li",
    key: function (item) { return item },
    remember: function (group) { return group.open },
    after: function (group, matched, was) { group.open = matched === null ? was : matched },
  }

  // The index: every table's rows at once; a table with none left hides its heading too.
  var INDEX = {
    negation: true,
    groups: function () { return Array.prototype.slice.call(document.querySelectorAll(".llm-index")) },
    items: "tbody tr",
    key: function (row) { return row.cells[0].textContent.trim() },
    after: function (table) {
      var heading = table.previousElementSibling
      if (heading && /^H[3-6]$/.test(heading.tagName)) heading.hidden = table.hidden
    },
  }

  // A link from a traceback (annotate(): #call=pull_blocks&msg=...): the page settles
  // "it depends on the call" for that call, and opens the message the exception printed.
  function fromException() {
    var fields = new URLSearchParams(location.hash.slice(1))
    var call = fields.get("call"), message = fields.get("msg")
    var yours = document.querySelector(".llm-yours")
    if (yours && (call || message)) {
      // The reader's error, shown back above the verdict (React's decoder shows the
      // message first), with its call, and whether the page has a rule for that call.
      yours.hidden = false
      yours.querySelector(".llm-yours__heading").textContent = yours.dataset.heading
      var said = yours.querySelector(".llm-yours__message")
      said.textContent = (message || "").slice(0, 500)
      said.hidden = !message
      yours.querySelector(".llm-yours__from").textContent = call ? yours.dataset.from.replace("{call}", call) : ""
      var rules = yours.dataset.rules.split(" ").filter(Boolean), other = yours.querySelector(".llm-yours__other")
      other.hidden = !(call && rules.length && rules.indexOf(call) < 0)
      if (!other.hidden) other.textContent = " " + yours.dataset.other.replace("{call}", call).replace("{calls}", rules.join(", "))
    }
    if (call) {
      var flags = document.querySelectorAll(".llm-flag--settled")
      for (var i = 0; i < flags.length; i++) {
        if (flags[i].dataset.apis.split(" ").indexOf(call) < 0) continue
        flags[i].querySelector(".llm-call").textContent = call
        flags[i].hidden = false
        var depends = document.querySelector(".llm-flag--depends")
        if (depends) depends.hidden = true
        break
      }
    }
    if (message) {
      buildAll()
      // The template whose words the message holds most of: a message fills in its
      // placeholders, so its own words are what both share.
      var said = plain(message), best = null, most = 0.6
      document.querySelectorAll(".llm-messages li").forEach(function (item) {
        var code = item.querySelector("code")
        var own = plain(code ? code.textContent : "").split(" ").filter(function (w) { return w.length > 2 && w.indexOf("%") < 0 })
        if (!own.length) return
        var held = own.filter(function (w) { return said.indexOf(" " + w + " ") >= 0 }).length / own.length
        if (held > most) { most = held; best = item }
      })
      if (best && yours) point(best, yours)
      else if (best) show(best)
    }
    return Boolean(call || message)
  }

  function start() {
    document.querySelectorAll(".llm-filter--index").forEach(function (box) { filter(box, INDEX) })
    document.querySelectorAll(".llm-filter--message").forEach(function (box) { filter(box, MESSAGES) })
    if (!fromHash() && !fromException()) fromSearch()
    window.addEventListener("hashchange", function () { fromHash() || fromException() })
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start)
  else start()
})()
