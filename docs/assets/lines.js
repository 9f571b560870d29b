// Reading one line of a log, in the browser: the codes it carries, the one it reports,
// upstream's message it prints and each other kind's findings, as llm_status reads them
// (reading/grammar.from_matches, reading/messages.matcher, reading/kinds, logs._hit), a
// line's findings as `decode --json` lists them. The grammar, the codes, the kinds and
// the catalogue come as shipped data (grammar.json, codes.json, messages.json); this
// file knows none of them: each kind names the mechanism that reads it (a table, a
// layer's context words, a manager's block head, a code before its submodule's name, a
// program's messages: READERS, as reading/kinds.READERS) and brings its data. The home
// page's decoder reads lines with it (the triage page's worker runs the package).
(function (root) {
  "use strict"

  function escaped(text) { return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") }

  function reader(codes, grammar) {
    var byName = {}, byValue = {}
    codes.forEach(function (code) {
      byName[code.name] = code
      code.aliases.forEach(function (alias) { byName[alias] = code })
      // A value two families share (0) is the first family's, as in Python.
      if (!(String(code.value) in byValue)) byValue[String(code.value)] = code
    })
    var line = new RegExp(grammar.line, "g")
    var kindGroups = (grammar.kinds || []).map(function (kind) { return kind.group })
    var ownSite = new RegExp(grammar.own_site)
    var stated = new RegExp(grammar.stated_level)
    var plog = new RegExp(grammar.plog_head)
    var byKeyword = null

    function spaced(name) {
      var words = name.replace(/_/g, " ").split(/\s+/)
      for (var end = words.length; end > 1; end--) {
        var code = byName[words.slice(0, end).join("_").toUpperCase()]
        if (code) return code
      }
      return null
    }

    // Whether the text before a code introduces it as the one reported (ret =).
    function reports(before) {
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

    function inRange(value) {
      var n = Number(value)
      return Object.keys(grammar.ranges).some(function (family) {
        var range = grammar.ranges[family]
        return n >= range[0] && n <= range[1]
      })
    }

    // What a line holds (reading/grammar.from_matches): its codes [{code, reported}] in order,
    // the keywords of upstream's templates, the unknown values of a family's range, and
    // whether it holds words after which a lower layer's code stands.
    function read(text) {
      var found = [], keywords = [], unknown = [], match
      var groups = {}  // the named groups of the grammar the line's matches hold
      line.lastIndex = 0
      while ((match = line.exec(text)) !== null) {
        if (match[0] === "") { line.lastIndex++; continue }
        var group = match.groups, code = null
        for (var seen in group) if (group[seen] !== undefined) groups[seen] = true
        if (group.keyword !== undefined) { keywords.push(group.keyword); continue }
        // Another kind's group: read by that kind's reader, where hit() loops over kinds.
        if (kindGroups.some(function (name) { return group[name] !== undefined })) continue
        if (group.ranged !== undefined) {
          if (unknown.indexOf(group.ranged) < 0) unknown.push(group.ranged)
          continue
        }
        if (group.spaced !== undefined) code = spaced(group.spaced)
        else if (group.qualified !== undefined) {
          code = byName[group.qualified] || null
          if (code && grammar.qualified_only.indexOf(code.family) < 0) code = null
        }
        // In capitals, as the enums print it: a log's llm_timeout= is an option.
        else if (group.name !== undefined) code = group.name === group.name.toUpperCase() ? byName[group.name] || null : null
        else if (group.dec !== undefined) code = byValue[group.dec] || null
        else {
          var digits = group.hex || group.bare
          if (digits.length <= grammar.longest_hex) {
            var value = BigInt(group.hex ? digits.toLowerCase() : "0x" + digits).toString()
            code = grammar.ambiguous.indexOf(Number(value)) >= 0 ? null : byValue[value] || null
            if (!code && inRange(value) && unknown.indexOf(value) < 0) unknown.push(value)
          }
        }
        if (!code) continue
        var before = text.slice(Math.max(0, match.index - grammar.look_back), match.index).trimEnd()
        if (grammar.compared.some(function (c) { return before.endsWith(c) })) continue  // compared with
        var reported = reports(before)
        // A number outside a family's range (503900, 4294967295) counts where reported.
        var isNumber = group.dec !== undefined || group.hex !== undefined || group.bare !== undefined
        if (!reported && isNumber && !inRange(code.value)) continue
        found.push({ code: code, reported: reported })
      }
      return {
        found: found, keywords: keywords, unknown: unknown, groups: groups
      }
    }

    function useMessages(records) {
      byKeyword = {}
      records.forEach(function (record) {
        record.pieces = record.segments.map(function (segment) { return new RegExp(segment, "g") })
        ;(byKeyword[record.keyword] = byKeyword[record.keyword] || []).push(record)
      })
    }

    // Whether a line holds a template's pieces in order (upstream_messages.holds).
    function holds(pieces, text) {
      var position = 0
      for (var i = 0; i < pieces.length; i++) {
        pieces[i].lastIndex = position
        var match = pieces[i].exec(text)
        if (match === null) return false
        position = match.index + match[0].length
      }
      return true
    }

    function shapeOf(text) {
      var level = stated.exec(text)
      level = level ? level.slice(1).filter(function (g) { return g })[0] : null
      return { level: level || null, plog: plog.test(text), numbered: text.indexOf(grammar.number_word) >= 0 }
    }

    function standsAlone(record, text, own, shape) {
      if (shape.level !== null && grammar.error_levels.indexOf(shape.level) < 0 && !record.info_row) return false
      if (shape.plog && record.numbered_row && !shape.numbered) return false
      return !record.plain || shape.numbered || confirmed(record, text, own)
    }

    // Whether the line says it was printed where the template stands (its file or
    // function; a Python template's LLMException): upstream_messages.confirmed.
    function confirmed(record, text, own) {
      if (own === undefined) own = ownSite.exec(text)
      if (record.shows_as === "exception" && text.indexOf(grammar.raised) >= 0) return true
      var file = record.site.slice(record.site.lastIndexOf("/") + 1).split(":")[0]
      if (own && own[1] === file) return true
      var name = record.function.split("::").pop()
      if (!name) return false
      return new RegExp("(?<!\\w)" + escaped(name) + "(?!\\w)").test(text)
    }

    function compare(a, b) {
      for (var i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] > b[i] ? 1 : -1
      return 0
    }

    // The best message of a line (upstream_messages.match), from the keywords it holds.
    function messageOf(text, names, keywords) {
      if (!byKeyword) return null
      var best = null, bestRank = null
      var own = ownSite.exec(text)
      var shape = names.length ? null : shapeOf(text)
      keywords.filter(function (word, at) { return keywords.indexOf(word) === at }).forEach(function (word) {
        ;(byKeyword[word] || []).forEach(function (record) {
          if (!(record.specific || names.length)) return
          if (own && record.site.slice(record.site.lastIndexOf("/") + 1).split(":")[0] !== own[1]) return
          if (shape && !standsAlone(record, text, own, shape)) return
          if (!holds(record.pieces, text)) return
          var atLine = own !== null && own[2] === record.site.split(":").pop()
          var here = record.function !== "" && text.indexOf(record.function.split("::").pop()) >= 0
          var agrees = record.named === null || names.indexOf(record.named) >= 0
          var rank = [atLine, agrees, !record.says_success, here, record.length]
          if (bestRank === null || compare(rank, bestRank) > 0) { best = record; bestRank = rank }
        })
      })
      return best
    }

    // Each mechanism that reads a line for a kind (reading/kinds.READERS, by the same
    // names), given the kind and its data (the grammar's member the kind names): its
    // findings, as `decode --json` writes them ({kind, family, name, value, key, page},
    // the page below the site's root, in no language). No mechanism knows a kind: a new
    // kind names one, and brings its data.

    // A value after a layer's context words (kinds.lower_codes): an aclError, an HcclResult.
    function valuesAfter(data, number, lowered, text, words, layer, into, start) {
      var at = lowered.indexOf(words, start)
      while (at >= 0) {
        number.lastIndex = at + words.length
        var match = number.exec(text)
        if (match) {
          var digits = match[1]
          var value = /^0x/i.test(digits) ? parseInt(digits, 16) : parseInt(digits, 10)
          var name = data.codes[layer][String(value)]
          if (name && value !== 0 && !into.some(function (c) { return c.name === name })) {
            into.push({ name: name, layer: layer, value: value })
          }
        }
        at = lowered.indexOf(words, at + 1)
      }
    }

    function contextValues(kind, data, text, message) {
      var number = new RegExp(data.number, "y")
      var lowered = text.toLowerCase(), found = []
      if (message) {
        var callStatus = message.template.indexOf(data.call_status[0]) >= 0
        var layer = data.layer_of_code[message.code] ||
          (message.returns === "acl" && callStatus ? "ACL" : null)
        if (layer) valuesAfter(data, number, lowered, text, callStatus ? data.call_status[1] : data.line_status, layer, found, 0)
      }
      data.contexts.forEach(function (context) {
        if (context.line && !new RegExp(context.line).test(text)) return
        var start = 0, layer = context.layer
        if (context.after) {
          start = lowered.indexOf(context.after)
          if (start < 0) return
          start += context.after.length
          if (context.hccl_call && /^\s*hccl/.test(lowered.slice(start))) layer = "HCCL"
        }
        valuesAfter(data, number, lowered, text, context.words, layer, found, start)
      })
      var errno = new RegExp(data.errno, "g"), match
      while ((match = errno.exec(text)) !== null) {
        // HCCL's errNo: its module in bits 24-31, the HcclResult in the low 16 (no more
        // than 2^53 in a JavaScript number: the high 32 bits are read apart).
        var high = parseInt(match[1].slice(0, 8), 16), low = parseInt(match[1].slice(8), 16)
        if (high !== 0 || data.hccl_modules.indexOf((low >>> 24) & 0xff) < 0) continue
        var name = data.codes.HCCL[String(low & 0xffff)]
        if (name && (low & 0xffff) !== 0 && !found.some(function (c) { return c.name === name })) {
          found.push({ name: name, layer: "HCCL", value: low & 0xffff })
        }
      }
      return found.map(function (c) {
        return {
          kind: kind.name, family: data.families[c.layer] || c.layer, name: c.name, value: c.value,
          key: c.name, page: data.paths[c.layer] + "#" + c.name, layer: c.layer
        }
      })
    }

    // The line inside the prefixes that relay it (reading/grammar.peel).
    var wrappers = (grammar.wrappers || []).map(function (w) { return new RegExp(w, "y") })

    // The line inside, and the level its innermost prefix that states one states.
    function peel(text) {
      var level = null
      for (var n = 0; n < 8; n++) {
        var match = null
        for (var i = 0; i < wrappers.length && !match; i++) {
          wrappers[i].lastIndex = 0
          match = wrappers[i].exec(text)
        }
        if (!match) break
        if (match.groups && match.groups.level) level = match.groups.level
        text = text.slice(match[0].length)
      }
      return { text: text, level: level }
    }

    // A line that states a level below an error, in its own format or its prefix's
    // (logs._quiet).
    function quiet(text) {
      var inner = peel(text)
      var level = shapeOf(inner.text).level || inner.level
      return level !== null && grammar.error_levels.indexOf(level) < 0
    }

    // The code of the block a manager prints that a line heads, inside its prefixes, or
    // relayed inside another program's line (kinds.manager_block).
    function blockHead(kind, data, text) {
      var heads = [data.head, data.titled, data.screen].map(function (h) { return new RegExp(h, "y") })
      function headAt(inner, at) {
        for (var i = 0; i < heads.length; i++) {
          heads[i].lastIndex = at
          var match = heads[i].exec(inner)
          if (match) return match.groups.code
        }
        return null
      }
      var inner = peel(text).text
      var code = headAt(inner, inner.length - inner.replace(/^\s+/, "").length)
      if (code === null) {
        var relayed = new RegExp(data.inside, "i").exec(inner)
        if (relayed) code = headAt(inner, relayed.index + relayed[0].length)
      }
      if (code === null || data.spelled.indexOf(code) < 0) return []
      var known = data.codes[code] || null
      return [{
        kind: kind.name, family: kind.name, name: code, value: null, key: code,
        page: known ? known[2] : data.index
      }]
    }

    // A code printed before the name of the submodule it belongs to (kinds.torch_npu_code).
    function namedSuffix(kind, data, text) {
      var named = new RegExp(data.named, "g"), match
      while ((match = named.exec(text)) !== null) {
        var known = data.codes[match[1]]
        if (known && known[0] === match[2]) {
          return [{
            kind: kind.name, family: kind.name, name: match[1], value: null, key: match[1],
            page: known[3]
          }]
        }
      }
      return []
    }

    // A program's codes in its own messages (kinds.neighbour_codes): the table is decided
    // by the message, never by a number alone; composed codes by their parts; a reason
    // its messages give.
    function contexts(kind, data, text) {
      var found = []
      if (!data.words.some(function (word) { return text.indexOf(word) >= 0 })) return found
      function add(item) {
        var key = item.family + "/" + (item.name || item.reason[0])
        if (!found.some(function (f) { return f.key === key })) { item.key = key; found.push(item) }
      }
      data.contexts.forEach(function (context) {
        var family = context[0], table = data.codes[family] || {}, pattern = new RegExp(context[1], "g"), match
        while ((match = pattern.exec(text)) !== null) {
          var groups = match.groups || {}
          var values = (groups.codes || groups.code || context[2] || "").replace(/ /g, "").split(",")
          values.forEach(function (value) {
            var name = table[value] ? value : (data.numbers[family] || {})[value]
            if (name) add({ family: family, name: name })
          })
          if (match[0] === "") pattern.lastIndex++
        }
      })
      var composed = new RegExp(data.mindie, "g"), hit
      while ((hit = composed.exec(text)) !== null) {
        var component = hit[1].slice(3, 5)
        if (data.components.indexOf(component) >= 0) {
          add({ family: (data.composed || {})[component] || "mindie-llm", name: hit[1] })
        }
      }
      var reason = new RegExp(data.reason).exec(text)
      if (reason) {
        for (var i = 0; i < data.reasons.length; i++) {
          if (data.reasons[i][5]) continue  // a message of its own, read below
          if (new RegExp("^(?:" + data.reasons[i][1] + ")").test(reason.groups.reason)) {
            add({ family: "sglang-kv", reason: data.reasons[i], room: reason.groups.room })
            break
          }
        }
      }
      data.reasons.forEach(function (each) {
        if (each[5] && new RegExp(each[1]).test(text)) add({ family: "sglang-kv", reason: each, room: "" })
      })
      return found.map(function (item) {
        var row = item.name ? (data.codes[item.family] || {})[item.name] : null
        // A code its family's table does not list: the family's page, at where it would be.
        item.page = item.reason ? data.reasons_page + "#" + item.reason[0]
          : row ? row[3] : data.reasons_page.replace("sglang-kv", item.family) + "#" + item.name
        return {
          kind: kind.name, family: item.key.split("/")[0], name: item.key.split("/").slice(1).join("/"),
          value: row && row[0] !== null ? row[0] : null, key: item.key, page: item.page, item: item
        }
      })
    }

    // A kind whose codes are one table: each match of its pattern that is a row, by name
    // or value (reading/kinds._tabled).
    function tabled(kind, data, text) {
      var table = kind.table, found = [], pattern = new RegExp(table.pattern, "g"), match
      while ((match = pattern.exec(text)) !== null) {
        if (match[0] === "") { pattern.lastIndex++; continue }
        var row = table.rows[match[0].toUpperCase()]
        var key = row ? kind.name + "/" + row[0] : null
        if (row && !found.some(function (f) { return f.key === key })) {
          found.push({ kind: kind.name, family: kind.name, name: row[0], value: row[1], key: key, page: table.path + "#" + row[0] })
        }
      }
      return found
    }

    var READERS = {
      "table": tabled,
      "context-values": contextValues,
      "block-head": blockHead,
      "named-suffix": namedSuffix,
      "contexts": contexts
    }

    function readerOf(kind) {
      var mechanism = READERS[kind.reader || "table"], data = kind.data ? grammar[kind.data] : null
      return function (text, message) { return mechanism(kind, data, text, message) }
    }
    var kindReaders = (grammar.kinds || []).map(readerOf)

    // A line as logs._hit reads it, with everything: its codes (each once), the one it
    // reports, its message, the unknown values, and each other kind's findings, where the
    // grammar saw its group (or one it is read after); then all of them as `findings`,
    // in the order `decode --json` lists them (reading/findings.findings_of_hit); or null.
    function hit(text) {
      var held = read(text)
      var codes = []
      held.found.forEach(function (f) { if (codes.indexOf(f.code) < 0) codes.push(f.code) })
      var reported = held.found.filter(function (f) { return f.reported })[0]
      var code = reported ? reported.code : (codes[0] || null)
      var message = held.keywords.length
        ? messageOf(text, codes.map(function (c) { return c.name }), held.keywords) : null
      var said = message && message.named !== null ? byName[message.named] || null : null
      if (said && !(message.says_success && message.info_row)) {
        if (codes.indexOf(said) < 0) codes.push(said)
        code = code || said
      }
      // Only success, at a level below an error: no failure named (logs._hit).
      if (codes.length && codes.every(function (c) { return c.value === 0 }) && quiet(text)) {
        codes = []
        code = null
      }
      var others = [], calls = {}
      ;(grammar.kinds || []).forEach(function (kind, at) {
        var read = held.groups[kind.group] || kind.also_after.some(function (g) { return held.groups[g] })
        if (read) others = others.concat(kindReaders[at](text, message))
        if (kind.calls) calls[kind.name] = true
      })
      // A value both ours and a kind's that reads a call's status, reported as that
      // status: the call's (logs._hit; the fidelity review's M2), unless the line names
      // our code by name.
      var called = others.filter(function (f) { return calls[f.kind] }).map(function (f) { return f.value })
      if (called.length && codes.some(function (c) { return called.indexOf(c.value) >= 0 })) {
        codes = codes.filter(function (c) { return called.indexOf(c.value) < 0 || text.indexOf(c.name) >= 0 })
        if (codes.indexOf(code) < 0) code = codes[0] || null
      }
      if (code === null && !(held.unknown.length || others.length)) return null
      var named = codes.indexOf(code) < 0 && code !== null ? codes.concat([code]) : codes
      var findings = named.map(function (c) {
        return { kind: "code", family: c.family, name: c.name, value: c.value, key: c.qualified, page: c.path }
      }).concat(held.unknown.map(function (value) {
        return { kind: "unknown", family: "", name: value, value: Number(value), key: "unknown/" + value, page: null }
      })).concat(others).filter(function (f, at, all) {
        return all.findIndex(function (g) { return g.key === f.key && g.kind === f.kind }) === at
      })
      // Each other kind's findings by its name: for a front that says each kind its way.
      var kinds = {}
      others.forEach(function (f) { (kinds[f.kind] = kinds[f.kind] || []).push(f) })
      return {
        codes: codes, code: code, message: message, unknown: held.unknown,
        kinds: kinds, findings: findings
      }
    }

    // The success codes a line reports where that is all it reports, at a level below an
    // error, and that level (logs.success_only: explain names such a line's code, with
    // its note that it names no failure); null for any other line.
    function successOnly(text) {
      var codes = []
      read(text).found.forEach(function (f) { if (codes.indexOf(f.code) < 0) codes.push(f.code) })
      if (!codes.length || codes.some(function (c) { return c.value !== 0 }) || !quiet(text)) return null
      var inner = peel(text)
      return { codes: codes, level: shapeOf(inner.text).level || inner.level }
    }

    return {
      hit: hit, confirmed: confirmed, successOnly: successOnly,
      code: function (name) { return byName[name] || null },
      useMessages: useMessages, hasMessages: function () { return byKeyword !== null }
    }
  }

  root.LLMStatusLines = { reader: reader }
})(typeof self !== "undefined" ? self : this)
