// The log decoder of the home page: every status code in a pasted log, at once,
// in the browser, from codes.json, and the line of upstream's source that printed
// each message it knows (messages.json, loaded only when something is pasted).
// Nothing is sent anywhere: the text stays in the page and in the address's
// #fragment, which a browser never sends. It follows the rules of
// llm_status.decode() (tests/data/log-lines.tsv checks both).
(function () {
  "use strict"

  var SHARE_UP_TO = 2000  // characters of a paste kept in the address, to share a link
  var root = new URL("../", document.currentScript.src)

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
  // first message that reported it. ``lines`` reads a line (lines.js).
  function decode(text, lines, lang, grammar) {
    var found = [], messages = {}, steps = {}, at = {}, unknown = [], managers = [], torch = []
    var fails = {}, neighbours = [], perLine = [], first = {}, lowers = [], successes = []
    text.split("\n").forEach(function (line, n) {
      line = line.replace(/\r$/, "")
      var hit = lines.hit(line)  // as logs._hit reads a line: its codes, the one it reports
      if (hit === null) {
        // Only success, below an error: its code, said to name no failure (as explain).
        var success = lines.successOnly(line)
        if (success && !successes.some(function (s) { return s.code === success.codes[0] }))
          successes.push({ code: success.codes[0], level: success.level, line: n + 1 })
        return
      }
      perLine.push({ line_no: n + 1, findings: hit.findings })
      // Each other kind, said its way below (this page's sayers know the kinds by name).
      function of(kind) { return hit.kinds[kind] || [] }
      hit.findings.forEach(function (f) {
        if (!(f.key in first)) first[f.key] = n + 1
        if (f.kind === "lower" && !lowers.some(function (l) { return l.key === f.key })) lowers.push(f)
      })
      of("neighbour").forEach(function (f) {
        var item = f.item
        if (!neighbours.some(function (g) { return g.key === item.key })) { item.line = n + 1; neighbours.push(item) }
      })
      hit.unknown.forEach(function (value) { if (unknown.indexOf(value) < 0) unknown.push(value) })
      of("error-manager").slice(0, 1).forEach(function (f) { if (managers.indexOf(f.name) < 0) managers.push(f.name) })
      of("torch_npu").slice(0, 1).forEach(function (f) { if (torch.indexOf(f.name) < 0) torch.push(f.name) })
      hit.codes.forEach(function (code) {
        if (found.indexOf(code) < 0) { found.push(code); at[code.name] = n + 1 }
        var step = lang ? nextStep(code, line, lang) : null
        if (step && (!steps[code.name] || (step.call && !steps[code.name].call))) steps[code.name] = step
      })
      if (hit.message && hit.code && !messages[hit.code.name]) {
        messages[hit.code.name] = hit.message
        var returned = failsWith(hit.message, of("lower").map(function (f) { return f.name }), lines, grammar)
        if (returned && returned.name !== hit.code.name) fails[hit.code.name] = returned
      }
    })
    return {
      codes: found, messages: messages, unknown: unknown, steps: steps, lines: at, managers: managers,
      torch: torch, fails: fails, neighbours: neighbours, perLine: perLine, first: first, lowers: lowers,
      successes: successes
    }
  }

  // A neighbour's code as the command heads it (neighbour_text.heading), and its meaning.
  function neighbourSaid(item, nb, says, lang) {
    if (item.reason) {
      var text = (item.reason[5] ? says.nb_message : says.nb_reason).replace("{room}", item.room)
        .replace("{meaning}", item.reason[lang === "zh" ? 3 : 2])
      return item.reason[4] ? text + " " + says.nb_propagated : text
    }
    var row = (nb.codes[item.family] || {})[item.name], family = nb.families[item.family]
    var value = row && row[0] !== null && String(row[0]) !== item.name ? " (" + row[0] + ")" : ""
    var head = says.nb_code.replace("{name}", item.name).replace("{value}", value)
      .replace("{family}", family[lang === "zh" ? 1 : 0])
    var meaning = row && row[lang === "zh" ? 2 : 1]
    if (meaning) return head + " \u2014 \u201c" + meaning + "\u201d"
    if (row && row[4]) return head + " \u2014 " + says.nb_enumerator.replace("{name}", row[4])
    if (row && row[5]) return head + " \u2014 " + row[5][lang === "zh" ? 1 : 0]  // read by its parts
    if (!row) return head
    return head + " \u2014 " + says.nb_no_meaning.replace("{repo}", family[2])
  }

  // The code the call fails with after a line (upstream_messages.Message.fails_with):
  // the member its row returns, or its family's conversion of the ACL call's status.
  function failsWith(message, lower, lines, grammar) {
    var name = message.returned, how = "returns", via = ""
    if (!name && message.converts) {
      var table = (grammar.acl_converted || {})[message.converts] || {}
      for (var i = 0; i < lower.length && !name; i++) {
        if (table[lower[i]]) { name = table[lower[i]]; how = "acl"; via = lower.join(", ") }
      }
    }
    var code = name ? lines.code(name) : null
    return code ? { name: code.name, qualified: code.qualified, how: how, lower: via } : null
  }

  function element(tag, attributes, text) {
    var node = document.createElement(tag)
    Object.keys(attributes).forEach(function (key) { node.setAttribute(key, attributes[key]) })
    if (text !== undefined) node.textContent = text  // text, never markup
    return node
  }

  // Opened from disk, the site has no directory URLs: a link names the page's file.
  function fileOnDisk() { return location.pathname.endsWith(".html") ? "index.html" : "" }

  // A code's page (or its anchor on the index) as this copy of the site has it.
  function pageOf(code) {
    var file = fileOnDisk()
    return code.path.replace(/\/$/, "/" + file).replace("/#", "/" + file + "#")
  }

  // The symptoms a paste shows (its lines' words): each to its page, then the triage of
  // both ends, where the cause of a symptom is decided (the UX review's P2-4).
  function symptomsOf(output, input, grammar, says) {
    var lowered = input.toLowerCase(), found = 0
    // Relative to this page, the home of its language, as the codes' links are.
    var onDisk = fileOnDisk()
    ;(grammar.symptoms || []).forEach(function (symptom) {
      var shows = symptom.lines.some(function (words) {
        return words.every(function (word) { return lowered.indexOf(word) >= 0 })
      })
      if (!shows) return
      var to = element("p", { class: "llm-decoder__symptom" })
      to.appendChild(element("a", { href: symptom.location + onDisk },
        says.decoder_symptom.replace("{title}", symptom.title)))
      output.appendChild(to)
      found++
    })
    if (!found) return
    var triage = element("p", { class: "llm-decoder__triage" })
    var ui = grammar.triage_ui  // the triage page's section, shipped in grammar.json
    triage.appendChild(element("a", { href: ui.location + onDisk + "#" + ui.anchor }, says.decoder_triage))
    output.appendChild(triage)
  }

  function show(box, input, lines, grammar, lang) {
    var output = box.querySelector(".llm-decoder__output")
    output.textContent = ""
    if (!input.trim()) return
    var result = decode(input, lines, lang, grammar)
    var says = grammar.says[lang]  // the command's sentences (i18n), shipped in grammar.json
    // A line that reports only success names no failure: its code, and the command's words.
    result.successes.forEach(function (success) {
      var item = element("p", { class: "llm-decoder__success", "data-code": success.code.name })
      item.appendChild(element("a", { href: pageOf(success.code), rel: "noreferrer" }, success.code.name))
      item.appendChild(document.createTextNode(says.colon + says.explain_success_only
        .replace("{code}", success.code.qualified).replace("{level}", success.level)
        + " · " + says.on_line.replace("{n}", success.line)))
      output.appendChild(item)
    })
    if (!result.perLine.length) {
      if (result.successes.length) return
      output.appendChild(element("p", { class: "llm-decoder__none" }, box.dataset.empty))
      // Not a dead end: a symptom's line leads to its page, and any text to the search.
      symptomsOf(output, input, grammar, says)
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
      item.appendChild(element("a", { href: pageOf(code), rel: "noreferrer" }, code.name))
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
        // What its number is of the failure it passes on (upstream_messages.passed_as).
        var passed = { "not-cause": says.passes_on, "repeats": says.repeats_status }[message.passed_as]
        if (passed) {
          item.setAttribute("data-passes-on", message.passed_as)
          item.appendChild(element("div", { class: "llm-decoder__step llm-decoder__passes-on" }, passed))
        }
        var returned = result.fails[code.name]
        if (returned) {  // the code the call then fails with: the one to act on
          item.setAttribute("data-fails-with", returned.name)
          var how = returned.how === "returns" ? says.fails_with_returns
            : says.fails_with_acl.replace("{lower}", returned.lower)
          item.appendChild(element("div", { class: "llm-decoder__step" }, says.fails_with
            .replace("{logged}", code.qualified).split("{code}").join(returned.qualified).replace("{how}", how)))
        }
      }
      list.appendChild(item)
    })
    // Where in the paste a finding first stands, as decode numbers lines.
    function onLine(item, key) {
      item.setAttribute("data-line", result.first[key])
      item.appendChild(element("span", { class: "llm-decoder__line" },
        " · " + says.on_line.replace("{n}", result.first[key])))
    }
    list.querySelectorAll("li[data-code]").forEach(function (item) {
      item.setAttribute("data-line", result.lines[item.dataset.code])
    })
    result.unknown.forEach(function (value) {
      var hex = "0x" + BigInt(value).toString(16).toUpperCase()
      var item = element("li", { "data-unknown": value }, says.unknown_in_range
        .replace("{value}", value).replace("{hex}", hex).replace("{says}", says.not_a_known_value))
      onLine(item, "unknown/" + value)
      list.appendChild(item)
    })
    result.lowers.forEach(function (found) {
      // A lower layer's code (aclError, HcclResult): its table's row, on its page.
      var item = element("li", { "data-lower": found.name })
      item.appendChild(element("a", { href: new URL((lang === "zh" ? "zh/" : "") + found.page, root).href },
        says.decoder_lower.replace("{name}", found.name).replace("{family}", found.family)
          .replace("{value}", found.value)))
      onLine(item, found.key)
      list.appendChild(item)
    })
    result.managers.forEach(function (code) {
      // The error manager's code of a block the paste holds, to its page.
      var known = grammar.manager.codes[code] || null
      var said = known
        ? says.decoder_manager.replace("{code}", code).replace("{cls}", known[0]).replace("{title}", known[1])
        : says.decoder_manager_inner.replace("{code}", code).replace("{cls}", grammar.manager.inner_class[code.slice(0, 2)])
      var page = known ? known[2] : grammar.manager.index
      var item = element("li", { "data-manager": code })
      item.appendChild(element("a", { href: new URL((lang === "zh" ? "zh/" : "") + page, root).href }, said))
      onLine(item, code)
      list.appendChild(item)
    })
    result.torch.forEach(function (code) {
      // torch_npu's code: what it says, and that the CANN code is elsewhere; to its page.
      var known = grammar.torch_npu.codes[code]
      var said = says.decoder_torch_npu.replace("{code}", code).replace("{submodule}", known[0])
        .replace("{kind}", known[1]).replace("{meaning}", known[2])
      var item = element("li", { "data-torch-npu": code })
      item.appendChild(element("a", { href: new URL((lang === "zh" ? "zh/" : "") + known[3], root).href }, said))
      onLine(item, code)
      list.appendChild(item)
    })
    result.neighbours.forEach(function (item) {
      // A neighbour's code (Mooncake, memfabric, MindIE) or SGLang's reason, to its page.
      var nb = grammar.neighbours, page = item.page  // the finding's page (lines.js)
      var node = element("li", { "data-neighbour": item.key })
      node.appendChild(element("a", { href: new URL((lang === "zh" ? "zh/" : "") + page, root).href },
        neighbourSaid(item, nb, says, lang)))
      onLine(node, item.key)
      list.appendChild(node)
    })
    // In the order of the lines they first stand on, as decode lists them (stable).
    Array.prototype.slice.call(list.children)
      .map(function (item, at) { return [Number(item.dataset.line), at, item] })
      .sort(function (a, b) { return a[0] - b[0] || a[1] - b[1] })
      .forEach(function (entry) { list.appendChild(entry[2]) })
    output.appendChild(list)
    // A line that is also a symptom's (503900 with "Failed to connect"): its page and the
    // triage, below the codes.
    symptomsOf(output, input, grammar, says)
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
    var lines = LLMStatusLines.reader(codes, grammar)
    var lang = box.dataset.lang
    var input = box.querySelector("textarea")
    var loading = false, timer = null
    var shared = sharedText()
    if (shared) input.value = shared
    function update() {
      show(box, input.value, lines, grammar, lang)
      remember(input.value)
      if (!lines.hasMessages() && !loading && input.value.trim()) {
        loading = true
        loadMessages(function (records) {
          lines.useMessages(records)
          show(box, input.value, lines, grammar, lang)
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
      var result = decode(text, lines, box.dataset.lang, grammar)
      var steps = {}
      Object.keys(result.steps).forEach(function (name) { steps[name] = result.steps[name].call })
      return {
        codes: result.codes.map(function (code) { return code.name }),
        sites: result.codes.map(function (code) {
          return result.messages[code.name] ? result.messages[code.name].site : null
        }),
        steps: steps,  // the call that decided what to do, or null: it depends
        unknown: result.unknown.map(Number),
        managers: result.managers,
        torch_npu: result.torch,
        neighbours: result.neighbours.map(function (item) { return item.key }),
        fails_with: Object.keys(result.fails).map(function (name) { return [name, result.fails[name].name] }),
        // Each line's findings, as `llm-status decode --json` writes them (its kinds' order).
        lines: result.perLine.map(function (record) {
          return {
            line_no: record.line_no,
            findings: record.findings.map(function (f) {
              return { kind: f.kind, family: f.family, name: f.name, value: f.value, key: f.key, page: f.page }
            })
          }
        })
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
