// The log decoder of the home page: every status code in a pasted log, at once,
// in the browser, from codes.json; nothing is sent anywhere. It follows the
// rules of llm_status.decode() (tests/data/log-lines.tsv checks both).
(function () {
  "use strict"

  // Names (optionally LLMStatusCode.X), hex and decimal numbers, left to right.
  // As in Python with re.ASCII, \w is ASCII here: "报错LLM_TIMEOUT" has a name.
  var IN_LINE = /(?<!\w)(?:LLMStatusCode\.)?(LLM_\w+)|(?<!\w)(0x[0-9a-f]+)(?!\w)|(?<![\w.])(-?\d+)(?!\w|\.\d)/gi
  // In a line, 0 and -1 are far more often something else than LLM_SUCCESS or
  // LLM_UNKNOWN_ERROR: they count only as names.
  var AMBIGUOUS = { "0": true, "-1": true }
  var root = new URL("../", document.currentScript.src)

  function index(codes) {
    var byName = {}, byValue = {}
    codes.forEach(function (code) {
      byName[code.name] = code
      code.aliases.forEach(function (alias) { byName[alias] = code })
      byValue[String(code.value)] = code
    })
    return { byName: byName, byValue: byValue }
  }

  // Every code of every line, each once, in the order they first stand.
  function decode(text, known) {
    var found = []
    text.split(/\r\n|\r|\n/).forEach(function (line) {
      var match
      IN_LINE.lastIndex = 0
      while ((match = IN_LINE.exec(line)) !== null) {
        var code = null
        if (match[1] !== undefined) {
          code = known.byName[match[1].toUpperCase()] || null
        } else {
          var value = BigInt(match[2] !== undefined ? match[2].toLowerCase() : match[3]).toString()
          code = AMBIGUOUS[value] ? null : known.byValue[value] || null
        }
        if (code && found.indexOf(code) < 0) found.push(code)
      }
    })
    return found
  }

  function element(tag, attributes, text) {
    var node = document.createElement(tag)
    Object.keys(attributes).forEach(function (key) { node.setAttribute(key, attributes[key]) })
    if (text !== undefined) node.textContent = text  // text, never markup
    return node
  }

  function show(box, codes, known, lang) {
    var output = box.querySelector(".llm-decoder__output")
    var input = box.querySelector("textarea").value
    output.textContent = ""
    if (!input.trim()) return
    var found = decode(input, known)
    if (!found.length) {
      output.appendChild(element("p", { class: "llm-decoder__none" }, box.dataset.empty))
      return
    }
    var list = element("ul", { class: "llm-decoder__list" })
    found.forEach(function (code) {
      var item = element("li", { "data-code": code.name })
      var badge = code.verdict  // yes, no, none (nothing to recover) or unstated
      var label = box.dataset["badge" + badge[0].toUpperCase() + badge.slice(1)]
      item.appendChild(element("span", { class: "llm-badge llm-badge--" + badge }, label))
      item.appendChild(document.createTextNode(" "))
      // Opened from disk, the site has no directory URLs: name the page's file.
      var file = location.pathname.endsWith(".html") ? "index.html" : ""
      var href = code.member ? "codes/" + code.name + "/" + file : "codes/" + file + "#" + code.name
      item.appendChild(element("a", { href: href }, code.name))
      item.appendChild(document.createTextNode(" " + box.dataset.colon + code.meaning[lang]))
      list.appendChild(item)
    })
    output.appendChild(list)
  }

  function start(box, codes) {
    var known = index(codes)
    var lang = box.dataset.lang
    var input = box.querySelector("textarea")
    var shared = new URLSearchParams(location.search).get("log")
    if (shared) input.value = shared
    function update() {
      show(box, codes, known, lang)
      // The URL carries the text, so that a link shows the same result.
      var url = new URL(location.href)
      if (input.value.trim()) url.searchParams.set("log", input.value)
      else url.searchParams.delete("log")
      history.replaceState(null, "", url)
    }
    input.addEventListener("input", update)
    update()
    box.classList.add("llm-decoder--ready")
  }

  document.addEventListener("DOMContentLoaded", function () {
    var box = document.getElementById("llm-decoder")
    if (!box) return
    if (window.__llmStatusCodes) {  // the offline bundle: loaded by a <script>, file:// has no fetch
      start(box, window.__llmStatusCodes)
      return
    }
    fetch(new URL("codes.json", root))
      .then(function (response) { return response.json() })
      .then(function (codes) { start(box, codes) })
  })
})()
