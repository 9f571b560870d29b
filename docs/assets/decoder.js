// The log decoder of the home page: every status code in a pasted log, at once,
// in the browser, from codes.json, and the line of upstream's source that printed
// each message it knows (messages.json, loaded only when something is pasted).
// Nothing is sent anywhere: the text stays in the page and in the address's
// #fragment, which a browser never sends. It follows the rules of
// llm_status.decode() (tests/data/log-lines.tsv checks both).
(function () {
  "use strict"

  // A word a template is known by, and the file and line a line says printed it: both
  // from the grammar the site ships (grammar.json), set when it is loaded.
  var WORD = null, OWN_SITE = null, SHAPE = null
  var SHARE_UP_TO = 2000  // characters of a paste kept in the address, to share a link
  var root = new URL("../", document.currentScript.src)

  function index(codes) {
    var byName = {}, byValue = {}
    codes.forEach(function (code) {
      byName[code.name] = code
      code.aliases.forEach(function (alias) { byName[alias] = code })
      // A value two families share (0) is the first family's, as in Python.
      if (!(String(code.value) in byValue)) byValue[String(code.value)] = code
    })
    return { byName: byName, byValue: byValue }
  }

  function spaced(name, known) {
    var words = name.replace(/_/g, " ").split(/\s+/)
    for (var end = words.length; end > 1; end--) {
      var code = known.byName[words.slice(0, end).join("_").toUpperCase()]
      if (code) return code
    }
    return null
  }

  // Whether the text before a code introduces it as the one reported (ret =).
  function reports(before, grammar) {
    before = before.replace(/[:=]+$/, "").trimEnd().toLowerCase()
    for (var i = 0; i < grammar.reported.length; i++) {
      var word = grammar.reported[i]
      if (before.endsWith(word)) {
        var start = before.length - word.length
        return start === 0 || !/[a-z0-9]/.test(before[start - 1])
      }
    }
    return false
  }

  // A value in a family's range (grammar.ranges) that is no code we know.
  var unknownValues = []
  function inRange(value, grammar) {
    var n = Number(value)
    return Object.keys(grammar.ranges).some(function (family) {
      var range = grammar.ranges[family]
      return n >= range[0] && n <= range[1]
    })
  }

  // The codes of one line, in order: [{code, reported}], read by the grammar that
  // llm_status.logline.grammar() ships (grammar.json), as logline.from_matches reads it.
  function codesOf(line, known, grammar) {
    var found = [], match
    var inLine = grammar.regexp
    inLine.lastIndex = 0
    while ((match = inLine.exec(line)) !== null) {
      var group = match.groups, code = null
      if (group.spaced !== undefined) code = spaced(group.spaced, known)
      // In capitals, as the enums print it (logline.from_matches): llm_timeout= is an option.
      else if (group.name !== undefined) code = group.name === group.name.toUpperCase() ? known.byName[group.name] || null : null
      else if (group.qualified !== undefined) {
        code = known.byName[group.qualified] || null
        if (code && grammar.qualified_only.indexOf(code.family) < 0) code = null
      }
      else if (group.dec !== undefined) code = known.byValue[group.dec] || null
      else if (group.ranged !== undefined) {
        if (unknownValues.indexOf(group.ranged) < 0) unknownValues.push(group.ranged)
      }
      else {
        var digits = group.hex || group.bare
        if (digits.length <= grammar.longest_hex) {
          var value = BigInt(group.hex ? digits.toLowerCase() : "0x" + digits).toString()
          code = grammar.ambiguous.indexOf(Number(value)) >= 0 ? null : known.byValue[value] || null
          if (!code && inRange(value, grammar) && unknownValues.indexOf(value) < 0) unknownValues.push(value)
        }
      }
      if (!code) continue
      var before = line.slice(Math.max(0, match.index - grammar.look_back), match.index).trimEnd()
      if (grammar.compared.some(function (c) { return before.endsWith(c) })) continue  // compared with, not reported
      var reported = reports(before, grammar)
      // A number outside a family's range (503900, 4294967295) counts where reported.
      var number = group.dec !== undefined || group.hex !== undefined || group.bare !== undefined
      if (!reported && number && !inRange(code.value, grammar)) continue
      found.push({ code: code, reported: reported })
    }
    return found
  }

  function indexMessages(records) {
    var byKeyword = {}
    records.forEach(function (record) {
      record.pieces = record.segments.map(function (segment) { return new RegExp(segment, "g") })
      ;(byKeyword[record.keyword] = byKeyword[record.keyword] || []).push(record)
    })
    return byKeyword
  }

  // Whether a line holds a template's pieces in order (upstream_messages.holds): each searched
  // once, from where the one before ends, so the time is linear in the line's length.
  function holds(pieces, line) {
    var position = 0
    for (var i = 0; i < pieces.length; i++) {
      pieces[i].lastIndex = position
      var match = pieces[i].exec(line)
      if (match === null) return false
      position = match.index + match[0].length
    }
    return true
  }

  // What a line's own format says: its stated level, a plog header, the word before a
  // C++ check's number (grammar.number_word).
  function shapeOf(line) {
    var stated = SHAPE.stated.exec(line)
    var level = stated ? stated.slice(1).filter(function (g) { return g })[0] : null
    return { level: level || null, plog: SHAPE.plog.test(line), numbered: line.indexOf(SHAPE.numberWord) >= 0 }
  }

  // Whether a line that names no code gets one from this template
  // (upstream_messages.stands_alone, with the same data).
  function standsAlone(record, line, own, shape) {
    if (shape.level !== null && SHAPE.errors.indexOf(shape.level) < 0 && !record.info_row) return false
    if (shape.plog && record.numbered_row && !shape.numbered) return false
    return !record.plain || shape.numbered || confirmed(record, line, own)
  }

  // Whether the line says it was printed where the template stands (its file or
  // function; a Python template's LLMException): upstream_messages.confirmed.
  function confirmed(record, line, own) {
    if (record.shows_as === "exception" && line.indexOf(SHAPE.raised) >= 0) return true
    var file = record.site.slice(record.site.lastIndexOf("/") + 1).split(":")[0]
    if (own && own[1] === file) return true
    var name = record.function.split("::").pop()
    if (!name) return false
    var escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    return new RegExp("(?<!\\w)" + escaped + "(?!\\w)").test(line)
  }

  // The best message of a line, as registry/upstream_messages.py ranks them.
  function messageOf(line, names, byKeyword) {
    var best = null, bestRank = null
    var own = OWN_SITE.exec(line)
    var shape = names.length ? null : shapeOf(line)
    var words = {}
    ;(line.match(WORD) || []).forEach(function (word) { words[word] = true })
    Object.keys(words).forEach(function (word) {
      ;(byKeyword[word] || []).forEach(function (record) {
        if (!(record.specific || names.length)) return
        if (shape && !standsAlone(record, line, own, shape)) return
        if (!holds(record.pieces, line)) return
        var file = record.site.slice(record.site.lastIndexOf("/") + 1).split(":")
        if (own && file[0] !== own[1]) return
        var atLine = own !== null && own[2] === file[1]
        var here = record.function !== "" && line.indexOf(record.function.split("::").pop()) >= 0
        var agrees = record.named === null || names.indexOf(record.named) >= 0
        var rank = [atLine, agrees, !record.says_success, here, record.length]
        if (bestRank === null || compare(rank, bestRank) > 0) { best = record; bestRank = rank }
      })
    })
    return best
  }

  function compare(a, b) {
    for (var i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] > b[i] ? 1 : -1
    return 0
  }

  // Where what to do depends on the call (LLM_TIMEOUT after pull_blocks: re-link;
  // elsewhere: a longer timeout), the call a line names decides; none named: the split.
  function nextStep(code, line, lang) {
    if (!code.advice || code.advice.length < 2) return null
    for (var i = 0; i < code.advice.length; i++) {
      var rule = code.advice[i]
      var named = (rule.apis || []).filter(function (api) {
        return new RegExp("(^|[^\\w])" + api + "(?!\\w)").test(line)
      })
      if (named.length) return { call: named[0], says: rule.says[lang] }
    }
    return { call: null }
  }

  // Every code of every line, each once, in the order they first stand, with the
  // first message that reported it.
  function decode(text, known, grammar, byKeyword, lang) {
    var found = [], messages = {}, steps = {}, lines = {}
    unknownValues = []
    text.split("\n").forEach(function (line, at) {
      line = line.replace(/\r$/, "")
      var codes = codesOf(line, known, grammar)
      var names = codes.map(function (f) { return f.code.name })
      var message = byKeyword ? messageOf(line, names, byKeyword) : null
      var list = codes.map(function (f) { return f.code })
      if (message && message.named !== null) {
        // A success line names no failure (logs._hit).
        var said = known.byName[message.named]
        if (said && !(message.says_success && message.info_row) && list.indexOf(said) < 0) list.push(said)
      }
      var reported = codes.filter(function (f) { return f.reported })[0]
      var main = reported ? reported.code : list[0]
      list.forEach(function (code) {
        if (found.indexOf(code) < 0) { found.push(code); lines[code.name] = at + 1 }
        var step = lang ? nextStep(code, line, lang) : null
        if (step && (!steps[code.name] || (step.call && !steps[code.name].call))) steps[code.name] = step
      })
      if (message && main && !messages[main.name]) messages[main.name] = message
    })
    return { codes: found, messages: messages, unknown: unknownValues.slice(), steps: steps, lines: lines }
  }

  function element(tag, attributes, text) {
    var node = document.createElement(tag)
    Object.keys(attributes).forEach(function (key) { node.setAttribute(key, attributes[key]) })
    if (text !== undefined) node.textContent = text  // text, never markup
    return node
  }

  function show(box, input, known, grammar, byKeyword, lang) {
    var output = box.querySelector(".llm-decoder__output")
    output.textContent = ""
    if (!input.trim()) return
    var result = decode(input, known, grammar, byKeyword, lang)
    var says = grammar.says[lang]  // the command's sentences (i18n), shipped in grammar.json
    if (!result.codes.length && !result.unknown.length) {
      output.appendChild(element("p", { class: "llm-decoder__none" }, box.dataset.empty))
      // Not a dead end: a symptom's line leads to its page, and any text to the search.
      var lowered = input.toLowerCase()
      ;(grammar.symptoms || []).forEach(function (symptom) {
        var shows = symptom.lines.some(function (words) {
          return words.every(function (word) { return lowered.indexOf(word) >= 0 })
        })
        if (!shows) return
        var to = element("p", { class: "llm-decoder__symptom" })
        // Relative to this page, the home of its language, as the codes' links are.
        var onDisk = location.pathname.endsWith(".html") ? "index.html" : ""
        to.appendChild(element("a", { href: symptom.location + onDisk },
          says.decoder_symptom.replace("{title}", symptom.title)))
        output.appendChild(to)
      })
      var search = element("p", { class: "llm-decoder__search" })
      var query = new URL(location.href)
      query.hash = ""
      query.search = new URLSearchParams({ q: input.trim().slice(0, 200) }).toString()
      search.appendChild(element("a", { href: query.href }, says.decoder_search))
      output.appendChild(search)
      return
    }
    var list = element("ul", { class: "llm-decoder__list" })
    result.codes.forEach(function (code) {
      var item = element("li", { "data-code": code.name })
      // One badge, or one a table where the tables disagree (codes.json says which).
      code.badges.forEach(function (badge) {
        item.appendChild(element("span", { class: "llm-badge llm-badge--" + badge.verdict }, badge.label[lang]))
        item.appendChild(document.createTextNode(" "))
      })
      // Opened from disk, the site has no directory URLs: name the page's file.
      var file = location.pathname.endsWith(".html") ? "index.html" : ""
      var href = code.path.replace(/\/$/, "/" + file).replace("/#", "/" + file + "#")
      item.appendChild(element("a", { href: href, rel: "noreferrer" }, code.name))
      item.appendChild(document.createTextNode(says.colon + code.meaning[lang] + " "))
      item.appendChild(element("code", { class: "llm-decoder__value" }, code.value + " · " + code.hex))
      // Where in the paste it first stands, as grep -n and llm-status decode number lines.
      item.appendChild(element("span", { class: "llm-decoder__line" },
        " · " + says.on_line.replace("{n}", result.lines[code.name])))
      // What to do where it depends on the call (as the page's first screen says it),
      // then the first step of the remedy.
      var step = result.steps[code.name]
      if (step) {
        var next = step.call
          ? says.step_after.replace("{call}", step.call).replace("{says}", step.says)
          : says.step_depends
        item.appendChild(element("div", { class: "llm-decoder__step llm-decoder__depends" }, next))
      }
      item.appendChild(element("div", { class: "llm-decoder__step" }, "1. " + code.remedy[lang][0]))
      var message = result.messages[code.name]
      if (message) {
        item.setAttribute("data-site", message.site)
        var where = element("div", { class: "llm-decoder__message" })
        where.appendChild(element("code", {}, message.template))
        where.appendChild(document.createTextNode(" · "))
        where.appendChild(element("a", { href: message.url, rel: "noreferrer" }, message.site))
        item.appendChild(where)
        if (message.passes_on) {  // not the cause: the first error before it is
          item.setAttribute("data-passes-on", "")
          item.appendChild(element("div", { class: "llm-decoder__step llm-decoder__passes-on" }, says.passes_on))
        }
      }
      list.appendChild(item)
    })
    result.unknown.forEach(function (value) {
      var hex = "0x" + BigInt(value).toString(16).toUpperCase()
      list.appendChild(element("li", { "data-unknown": value }, says.unknown_in_range
        .replace("{value}", value).replace("{hex}", hex).replace("{says}", says.not_a_known_value)))
    })
    output.appendChild(list)
  }

  // The text a link shares: #log=... (never sent), or an old ?log=... link's.
  function sharedText() {
    var fragment = new URLSearchParams(location.hash.slice(1)).get("log")
    if (fragment) return fragment
    return new URLSearchParams(location.search).get("log")
  }

  function remember(text) {
    var url = new URL(location.href)
    url.searchParams.delete("log")  // an old link's text leaves the part that is sent
    url.hash = text.trim() && text.length <= SHARE_UP_TO
      ? new URLSearchParams({ log: text }).toString() : ""
    history.replaceState(null, "", url)
  }

  function loadMessages(then) {
    if (window.__llmStatusMessages) { then(window.__llmStatusMessages); return }
    if (window.__llmStatusCodes) {  // the offline bundle: file:// cannot fetch, a script can load
      var script = element("script", { src: new URL("messages.js", root).href })
      script.onload = function () { then(window.__llmStatusMessages || []) }
      document.head.appendChild(script)
      return
    }
    fetch(new URL("messages.json", root))
      .then(function (response) { return response.json() })
      .then(then, function () { then([]) })
  }

  function start(box, codes, grammar) {
    var known = index(codes)
    grammar.regexp = new RegExp(grammar.codes, "g")
    WORD = new RegExp(grammar.keyword, "g")
    OWN_SITE = new RegExp(grammar.own_site)
    SHAPE = {
      stated: new RegExp(grammar.stated_level),
      plog: new RegExp(grammar.plog_head),
      errors: grammar.error_levels,
      numberWord: grammar.number_word,
      raised: grammar.raised,
    }
    var lang = box.dataset.lang
    var input = box.querySelector("textarea")
    var byKeyword = null, loading = false, timer = null
    var shared = sharedText()
    if (shared) input.value = shared
    function update() {
      show(box, input.value, known, grammar, byKeyword, lang)
      remember(input.value)
      if (!byKeyword && !loading && input.value.trim()) {
        loading = true
        loadMessages(function (records) {
          byKeyword = indexMessages(records)
          show(box, input.value, known, grammar, byKeyword, lang)
          box.classList.add("llm-decoder--messages")
        })
      }
    }
    // A large paste is decoded once typing pauses, not at every keystroke.
    input.addEventListener("input", function () {
      clearTimeout(timer)
      timer = setTimeout(update, input.value.length > 100000 ? 300 : 30)
    })
    // What the page shows for a text, as data: the tests hold it against Python's.
    box.decode = function (text) {
      var result = decode(text, known, grammar, byKeyword, box.dataset.lang)
      var steps = {}
      Object.keys(result.steps).forEach(function (name) { steps[name] = result.steps[name].call })
      return {
        codes: result.codes.map(function (code) { return code.name }),
        sites: result.codes.map(function (code) {
          return result.messages[code.name] ? result.messages[code.name].site : null
        }),
        steps: steps,  // the call that decided what to do, or null: it depends
        unknown: result.unknown.map(Number)
      }
    }
    update()
    box.classList.add("llm-decoder--ready")
  }

  document.addEventListener("DOMContentLoaded", function () {
    var box = document.getElementById("llm-decoder")
    if (!box) return
    if (window.__llmStatusCodes) {  // the offline bundle: loaded by a <script>, file:// has no fetch
      start(box, window.__llmStatusCodes, window.__llmStatusGrammar)
      return
    }
    function json(name) {
      return fetch(new URL(name, root)).then(function (response) { return response.json() })
    }
    Promise.all([json("codes.json"), json("grammar.json")])
      .then(function (data) { start(box, data[0], data[1]) })
  })
})()
