// The triage of the site's triage page, in a worker (the page stays responsive while
// hundreds of megabytes are read): both ends' logs to the report `llm-status triage`
// gives, by the same method (llm_status/triage: sources, events, diagnosis, report),
// from the site's own data: triage.json (the patterns, the symptoms, the numbers, the
// sentences), with grammar.json, codes.json and messages.json for reading a line
// (lines.js). The files are read here, as streams; nothing is sent anywhere.
/* global LLMStatusLines */
"use strict"
importScripts("lines.js")

var T = null  // triage.json
var LINES = null  // a line's codes and message (lines.js)
var P = {}  // the patterns, compiled
var CODES = {}  // qualified name of a code, by its name
var LANG = "en"
var BLOCK = 1 << 20  // characters read at a time

function compiled(pattern, extra) {
  return new RegExp(pattern.source, pattern.flags + (extra || ""))
}

function escaped(text) { return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") }

function load(root) {
  function json(name) {
    return fetch(new URL(name, root)).then(function (response) {
      if (!response.ok) throw new Error(name + ": " + response.status)
      return response.json()
    })
  }
  return Promise.all([json("triage.json"), json("codes.json"), json("grammar.json"), json("messages.json")])
    .then(function (data) {
      T = data[0]
      LINES = LLMStatusLines.reader(data[1], data[2])
      LINES.useMessages(data[3])
      data[1].forEach(function (code) { CODES[code.name] = code.qualified })
      var patterns = T.events.patterns
      Object.keys(patterns).forEach(function (name) { P[name] = compiled(patterns[name]) })
      // Python's .match: at the line's start only.
      P.plogAtStart = compiled(patterns.plog, "y")
      P.glogAtStart = compiled(patterns.glog, "y")
      P.clusters = compiled(patterns.cluster, "g")
      P.version = compiled(T.read.version)
      P.clock = new RegExp(T.read.clock, "g")
      P.clockAny = new RegExp(T.read.clock)
      var levels = T.events.level_words.map(escaped).join("|")
      var cased = T.events.cased.filter(function (w) { return T.events.level_words.indexOf(w) < 0 })
      // An error's level as a word of its own (not NO_ERROR), the exceptions as written,
      // the markers and the symptoms' words in any case, glog's level letter at a start.
      P.cased = new RegExp("(?<![A-Za-z_])(?:" + levels + ")(?![A-Za-z_])" +
        (cased.length ? "|" + cased.map(escaped).join("|") : ""), "g")
      P.caseless = new RegExp(T.events.caseless.map(escaped).join("|"), "gi")
      P.glogStart = new RegExp("(?:^|(?<=\\n))[" + T.events.glog_errors.join("") + "][0-9]{4}", "g")
      var unsafe = T.unsafe.map(function (r) {
        return "\\u" + hex4(r[0]) + "-\\u" + hex4(r[1])
      }).join("")
      P.unsafe = new RegExp("[" + unsafe + "]", "g")
    })
}

function hex4(n) { return ("000" + n.toString(16)).slice(-4) }

function say(key, fields) {
  var text = T.says[LANG][key]
  if (text === undefined) return key
  return text.replace(/\{(\w+)\}/g, function (all, name) {
    return fields && name in fields ? String(fields[name]) : all
  })
}

function withCommas(n) { return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",") }

// Python's round(): halves to the even neighbour.
function roundHalfEven(x) {
  var r = Math.round(x)
  if (Math.abs(x % 1) === 0.5 && r % 2 !== 0) r -= 1
  return r
}

// -- time ---------------------------------------------------------------------------------

function daysFromCivil(y, m, d) {
  y -= m <= 2 ? 1 : 0
  var era = Math.floor(y / 400)
  var yoe = y - era * 400
  var doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1
  var doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy
  return era * 146097 + doe - 719468
}

function civilFromDays(z) {
  z += 719468
  var era = Math.floor(z / 146097)
  var doe = z - era * 146097
  var yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365)
  var y = yoe + era * 400
  var doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  var mp = Math.floor((5 * doy + 2) / 153)
  var d = doy - Math.floor((153 * mp + 2) / 5) + 1
  var m = mp + (mp < 10 ? 3 : -9)
  return [y + (m <= 2 ? 1 : 0), m, d]
}

function pad(n, width) { var s = String(n); while (s.length < width) s = "0" + s; return s }

var ISO_TIME = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:\.(\d{1,6}))?$/

// ISO 8601 to microseconds, or null where it is no date (events._normal).
function normal(time) {
  if (time === null) return null
  var m = ISO_TIME.exec(time.slice(0, 26))
  if (!m) return null
  var y = +m[1], mo = +m[2], d = +m[3], h = +m[4], mi = +m[5], s = +m[6]
  var leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0
  var days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1]
  if (y < 1 || mo < 1 || mo > 12 || d < 1 || d > days || h > 23 || mi > 59 || s > 59) return null
  var fraction = (m[7] || "") + "000000"
  return m[1] + "-" + m[2] + "-" + m[3] + "T" + m[4] + ":" + m[5] + ":" + m[6] + "." + fraction.slice(0, 6)
}

var SECONDS = new Map()
// A log's time as seconds (diagnosis.seconds), for differences only.
function seconds(time) {
  if (time === null || time === undefined) return null
  var known = SECONDS.get(time)
  if (known !== undefined) return known
  var m = ISO_TIME.exec(time)
  var micros = (daysFromCivil(+m[1], +m[2], +m[3]) * 86400 + (+m[4]) * 3600 + (+m[5]) * 60 + (+m[6])) * 1e6 +
    (m[7] ? +(m[7] + "000000").slice(0, 6) : 0)
  var value = micros / 1e6
  SECONDS.set(time, value)
  return value
}

function clock(moment) {
  var micros = roundHalfEven(moment * 1e6)
  var whole = Math.floor(micros / 1e6)
  var days = Math.floor(whole / 86400), rest = whole - days * 86400
  var date = civilFromDays(days)
  return pad(date[0], 4) + "-" + pad(date[1], 2) + "-" + pad(date[2], 2) + " " +
    pad(Math.floor(rest / 3600), 2) + ":" + pad(Math.floor(rest % 3600 / 60), 2) + ":" + pad(rest % 60, 2)
}

// -- a line: events.py --------------------------------------------------------------------

function dated(date, clockText, year) {
  if (date.length === 8) return date.slice(0, 4) + "-" + date.slice(4, 6) + "-" + date.slice(6) + "T" + clockText
  if (year === null) return null
  return pad(year, 4) + "-" + date.slice(0, 2) + "-" + date.slice(2) + "T" + clockText
}

function stamp(line, year) {
  var head = line.slice(0, 300)
  var level = "", module = "", time = null, tid = null, site = null, m
  if ((m = P.plog.exec(head))) {
    level = m.groups.level
    module = m.groups.module.toUpperCase()
    var s = m.groups.time
    time = s.slice(0, 10) + "T" + s.slice(11, 19) + "." + s.slice(20, 23) + s.slice(24, 27)
    tid = m.groups.tid === undefined ? null : m.groups.tid
    site = m.groups.site === undefined ? null : m.groups.site
  } else if ((P.glogAtStart.lastIndex = 0, m = P.glogAtStart.exec(head))) {
    level = T.events.glog_levels[m.groups.level]
    time = dated(m.groups.date, m.groups.clock, year)
    tid = m.groups.tid
  } else if ((m = P.month_day.exec(head))) {
    level = m.groups.level
    time = dated(m.groups.date.replace("-", ""), m.groups.clock, year)
  } else {
    if ((m = P.iso.exec(head))) time = m.groups.date + "T" + m.groups.clock.replace(",", ".")
    if ((m = P.level.exec(head))) level = m[1]
  }
  return { level: T.events.level_aliases[level] || level, module: module, time: normal(time), tid: tid, site: site }
}

function timeOf(line, year) { return stamp(line, year).time }

function isPlog(line) { P.plogAtStart.lastIndex = 0; return P.plogAtStart.test(line) }

function bodyOf(line) {
  P.plogAtStart.lastIndex = 0
  var m = P.plogAtStart.exec(line)
  return m ? line.slice(m[0].length).replace(/^\s+/, "") : line
}

function yearOf(line) {
  var head = line.slice(0, 300)
  var m = P.plog.exec(head)
  if (m) return +m.groups.time.slice(0, 4)
  m = P.iso.exec(head)
  if (m) return +m.groups.date.slice(0, 4)
  P.glogAtStart.lastIndex = 0
  m = P.glogAtStart.exec(head)
  if (m && m.groups.date.length === 8) return +m.groups.date.slice(0, 4)
  return null
}

function layerOf(module, line, path) {
  var e = T.events
  if (path !== null && e.modules_of_ours.indexOf(module) >= 0) {
    for (var i = 0; i < e.path_layers.length; i++) {
      if (e.path_layers[i][0].some(function (prefix) { return path.startsWith(prefix) })) return e.path_layers[i][1]
    }
  }
  if (Object.prototype.hasOwnProperty.call(e.module_layer, module)) {
    var layer = e.module_layer[module]
    if (layer === e.adxl_under[0] && e.adxl_words.some(function (w) { return line.indexOf(w) >= 0 })) return e.adxl_under[1]
    return layer
  }
  var start = line.slice(0, 400)
  for (var j = 0; j < e.layer_words.length; j++) {
    if (start.indexOf(e.layer_words[j][0]) >= 0) return e.layer_words[j][1]
  }
  return module || T.events.app
}

function eventOf(source, file, lineNo, line, year) {
  var st = stamp(line, year)
  var level = st.level
  if (!level && T.events.raised.some(function (w) { return line.indexOf(w) >= 0 })) level = T.events.error_levels[0]
  var hit = LINES.hit(line)
  var message = hit ? hit.message : null
  var path = message ? message.site.slice(0, message.site.lastIndexOf(":")) : null
  var comm = P.comm.exec(line), peer = P.peer.exec(line), request = P.request.exec(line)
  var timeout = P.timeout.exec(line), timeoutMs = null
  if (timeout && (timeout[2] === "ms" || timeout[2] === undefined) &&
      line.slice(timeout.index, timeout.index + timeout[0].length + 3).indexOf("ms") >= 0) {
    timeoutMs = +timeout[1]
  } else if (timeout && timeout[2] === "s") {
    timeoutMs = +timeout[1] * 1000
  }
  var clusters = []
  P.clusters.lastIndex = 0
  var c
  while ((c = P.clusters.exec(line)) !== null) if (clusters.indexOf(c[1]) < 0) clusters.push(c[1])
  return {
    source: source,
    file: file,
    line_no: lineNo,
    time: st.time,
    level: level,
    layer: layerOf(st.module, line, path),
    text: pythonSlice(line, T.events.shown),
    code: hit && hit.code ? hit.code.qualified : null,
    codes: hit ? hit.codes.map(function (code) { return code.qualified }) : [],
    site: message ? message.site : null,
    site_named: message ? LINES.confirmed(message, line) : true,
    passes_on: !!(message && message.passes_on),
    returns: message ? message.returns : null,
    tid: st.tid,
    lower: hit ? hit.lower : [],
    comm: comm ? comm[1] : null,
    peer: peer ? peer[1] + ":" + peer[2] : null,
    timeout_ms: timeoutMs,
    clusters: clusters,
    request: request ? request[1] : null
  }
}

// The first n characters as Python counts them (code points, not UTF-16 units).
function pythonSlice(text, n) {
  if (!/[\uD800-\uDFFF]/.test(text)) return text.slice(0, n)
  return Array.from(text).slice(0, n).join("")
}

function isError(event) { return T.events.error_levels.indexOf(event.level) >= 0 }

// -- a side's logs: sources.py ------------------------------------------------------------

function newSide(label) {
  return { label: label, files: [], skipped: [], events: [], counts: new Map(), versions: [] }
}

function count(side, key, by) { side.counts.set(key, (side.counts.get(key) || 0) + (by === undefined ? 1 : by)) }

function sourceRecord(side) {
  var counts = {}
  Array.from(side.counts.keys()).sort().forEach(function (key) { counts[key] = side.counts.get(key) })
  return { label: side.label, files: side.files, skipped: side.skipped, counts: counts, versions: side.versions }
}

function occurrences(text, word) {
  var n = 0, at = text.indexOf(word)
  while (at >= 0) { n++; at = text.indexOf(word, at + word.length) }
  return n
}

// Where the line of a block that holds ``at`` starts and ends (sources._bounds).
function bounds(piece, at) {
  var end = piece.indexOf("\n", at)
  return [at === 0 ? 0 : piece.lastIndexOf("\n", at - 1) + 1, end < 0 ? piece.length : end]
}

function lineAt(piece, at) {
  var where = bounds(piece, at)
  return piece.slice(where[0], where[1])
}

function firstTime(piece, year) {
  P.clock.lastIndex = 0
  var m
  while ((m = P.clock.exec(piece)) !== null) {
    var line = lineAt(piece, m.index).replace(/\r+$/, "")
    var time = timeOf(line, year)
    if (time !== null) return [time, line]
  }
  return null
}

function lastTime(piece, year) {
  var end = piece.length
  while (end > 0) {
    var start = piece.lastIndexOf("\n", end - 1) + 1
    var line = piece.slice(start, end)
    if (P.clockAny.test(line)) {
      var time = timeOf(line.replace(/\r+$/, ""), year)
      if (time) return time
    }
    end = start - 1
  }
  return null
}

function countNewlines(text, from, to) {
  var n = 0, at = text.indexOf("\n", from)
  while (at >= 0 && at < to) { n++; at = text.indexOf("\n", at + 1) }
  return n
}

function versions(side, name, piece, firstLineNo) {
  var find = /version/gi, m
  while (side.versions.length < T.read.most_versions && (m = find.exec(piece)) !== null) {
    var where = bounds(piece, m.index), start = where[0], end = where[1]
    var line = piece.slice(start, end)
    var found = P.version.exec(line)
    var seen = side.versions.some(function (v) { return found && v.version === found[1] })
    if (found && isPlog(line) && !seen) {
      side.versions.push({
        file: name,
        line_no: firstLineNo + countNewlines(piece, 0, start),
        version: found[1],
        text: pythonSlice(line, T.read.shown_version)
      })
    }
    find.lastIndex = end
  }
}

function anchored(piece) {
  var found = [], m
  ;[P.cased, P.caseless, P.glogStart].forEach(function (pattern) {
    pattern.lastIndex = 0
    while ((m = pattern.exec(piece)) !== null) {
      found.push(m.index)
      if (m[0] === "") pattern.lastIndex++
    }
  })
  return found.sort(function (a, b) { return a - b })
}

function keep(side, name, lineNo, line, year) {
  if (T.events.successes.some(function (w) { return line.indexOf(w) >= 0 })) return
  var event = eventOf(side.label, name, lineNo, line, year)
  if (isError(event)) count(side, "errors")
  if (event.time === null) count(side, "untimed")
  if (side.events.length >= T.read.most_events) { count(side, "not_kept"); return }
  side.events.push(event)
}

// One file's text, block by block, as sources._read_stream reads its bytes.
function Reading(side, name) {
  this.side = side; this.name = name
  this.lineNo = 1; this.pending = ""; this.year = null; this.first = null; this.last = null
}

Reading.prototype.block = function (block) {
  var side = this.side, data = this.pending + block, cut
  if (!block) cut = data.length
  else {
    cut = data.lastIndexOf("\n")
    if (cut < 0 && data.length <= T.read.longest_line) { this.pending = data; return }
    if (cut < 0) cut = data.length
  }
  var piece = data.slice(0, cut)
  this.pending = block ? data.slice(cut + 1) : ""
  if (piece) {
    if (this.first === null) {
      var found = firstTime(piece, this.year)
      if (found !== null) { this.first = found[0]; this.year = this.year || yearOf(found[1]) }
    }
    this.last = lastTime(piece, this.year) || this.last
    T.events.successes.forEach(function (word) { count(side, "successes", occurrences(piece, word)) })
    T.events.paths.forEach(function (path) {
      var key = "path_" + path[0]
      if (side.counts.has(key) || (path[1] && piece.indexOf(path[1]) < 0)) return
      if (path[2].some(function (word) { return piece.indexOf(word) >= 0 })) side.counts.set(key, 1)
    })
  }
  if (side.versions.length < T.read.most_versions) versions(side, this.name, piece, this.lineNo)
  var counted = 0, position = -1, self = this
  anchored(piece).forEach(function (at) {
    if (at <= position) return
    var where = bounds(piece, at), start = where[0], end = where[1]
    self.lineNo += countNewlines(piece, counted, start)
    counted = start; position = end
    var line = piece.slice(start, end).replace(/\r+$/, "")
    self.year = yearOf(line) || self.year
    keep(side, self.name, self.lineNo, line, self.year)
  })
  this.lineNo += countNewlines(piece, counted, piece.length)
  if (!block) {
    side.files.push({ file: this.name, lines: piece ? this.lineNo : this.lineNo - 1, first: this.first, last: this.last })
    return
  }
  if (cut < data.length) this.lineNo += 1
}

var GZIP = [0x1f, 0x8b], XZ = [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]

function startsWith(bytes, magic) { return magic.every(function (b, i) { return bytes[i] === b }) }

// Binary data, not a text log (logs._binary): NUL at the very start, or a quarter of
// the first bytes control bytes or not UTF-8.
function binary(head) {
  for (var i = 0; i < Math.min(8, head.length); i++) if (head[i] === 0) return true
  var text = Array.from(new TextDecoder("utf-8").decode(head))
  var odd = text.filter(function (ch) {
    return ch === "\ufffd" || (ch < " " && "\t\n\r\f\x1b".indexOf(ch) < 0)
  }).length
  return text.length >= 64 && odd * 4 > text.length
}

// How far the reading is, said to the page a few times a second: in bytes of the files
// as given (a .gz file's as compressed).
function progress(state, by) {
  state.done += by
  var now = Date.now()
  if (now - state.said > 100) { state.said = now; postMessage({ type: "progress", done: state.done, total: state.total, file: state.file }) }
}

async function readFile(side, name, blob, state) {
  state.file = name
  var head = new Uint8Array(await blob.slice(0, T.read.binary_check).arrayBuffer())
  if (startsWith(head, XZ)) {
    side.skipped.push({ file: name, why: "xz_not_here" })  // no xz in a browser: the command reads it
    progress(state, blob.size)
    return
  }
  var bytes = blob.stream(), decoder
  if (startsWith(head, GZIP)) {
    bytes = bytes.pipeThrough(new DecompressionStream("gzip"))
    decoder = new TextDecoder("utf-8", { ignoreBOM: true })
  } else if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) {
    if (Array.prototype.indexOf.call(head.slice(2, 8), 0) >= 0) decoder = new TextDecoder(head[0] === 0xff ? "utf-16le" : "utf-16be")
  }
  if (!decoder) {
    if (binary(head)) { side.skipped.push({ file: name, why: "not_text" }); progress(state, blob.size); return }
    decoder = new TextDecoder("utf-8", { ignoreBOM: true })
  }
  var reading = new Reading(side, name), reader = bytes.getReader(), text = "", credited = 0
  try {
    for (;;) {
      var chunk = await reader.read()
      if (chunk.done) break
      text += decoder.decode(chunk.value, { stream: true })
      if (text.length >= BLOCK) { reading.block(text); text = "" }
      var by = Math.min(chunk.value.length, blob.size - credited)
      credited += by
      progress(state, by)
    }
  } catch (error) {
    side.skipped.push({ file: name, why: "cannot_read" })
    return
  }
  text += decoder.decode()
  if (text) reading.block(text)
  reading.block("")
  progress(state, blob.size - credited)
}

// -- summaries ----------------------------------------------------------------------------

async function summaryOf(blob) {
  var head = new TextDecoder().decode(await blob.slice(0, 200).arrayBuffer())
  if (!(head.replace(/^\s+/, "").startsWith("{") && head.indexOf(T.summary_schema) >= 0)) return null
  var record = JSON.parse(await blob.text())
  if (record.schema !== T.summary_schema) throw new Error("not " + T.summary_schema)
  return record
}

// -- the diagnosis: diagnosis.py ----------------------------------------------------------

var LOW = new WeakMap()
function low(event) {
  var text = LOW.get(event)
  if (text === undefined) { text = event.text.toLowerCase(); LOW.set(event, text) }
  return text
}

function byTime(a, b) {
  var an = a.time === null, bn = b.time === null
  if (an !== bn) return an ? 1 : -1
  return cmp(a.time || "", b.time || "") || cmp(a.source, b.source) || cmp(a.file, b.file) || a.line_no - b.line_no
}

function cmp(a, b) { return a < b ? -1 : a > b ? 1 : 0 }

function isOurs(event) { return T.diagnosis.ours_layers.indexOf(event.layer) >= 0 || event.codes.length > 0 }

function kind(event) {
  if (event.site) return event.site
  if (event.code) return event.code
  var text = event.text.slice(0, 120).indexOf("]") >= 0 ? event.text.slice(event.text.indexOf("]", 40) + 1) : event.text
  return pythonSlice(text, 120).replace(/\d/g, "#")
}

function firstLower(errors, first) {
  var lower = errors.filter(function (e) { return T.diagnosis.lower_layers.indexOf(e.layer) >= 0 && e.time !== null })
  if (first === null || first.time === null) return lower[0] || null
  var at = seconds(first.time)
  for (var i = 0; i < lower.length; i++) {
    var s = seconds(lower[i].time)
    if (at - T.diagnosis.window <= s && s <= at + T.diagnosis.after) return lower[i]
  }
  return null
}

function chains(errors) {
  var open = new Map(), done = []
  errors.forEach(function (event) {
    if (event.time === null) return
    var key = event.source + "\u0000" + (event.tid === null ? "\u0001" : event.tid)
    if (T.diagnosis.callers.indexOf(event.layer) >= 0 && event.tid === null) {
      var best = null
      open.forEach(function (chain, k) {
        if (chain.source !== event.source) return
        if (best === null || chain.events[chain.events.length - 1].time > open.get(best).events[open.get(best).events.length - 1].time) best = k
      })
      if (best !== null) key = best
    }
    var chain = open.get(key)
    if (chain && seconds(event.time) - seconds(chain.events[chain.events.length - 1].time) <= T.diagnosis.chain_gap) {
      chain.events.push(event)
      return
    }
    if (chain) done.push(chain.events)
    open.set(key, { source: event.source, events: [event] })
  })
  open.forEach(function (chain) { done.push(chain.events) })
  done.sort(function (a, b) { return cmp(a[0].time, b[0].time) })
  return done.map(function (chain) {
    return chain.map(function (event, i) { return [role(i, event), event] })
  })
}

function role(index, event) {
  if (index === 0) return "origin"
  if (event.layer === T.events.app || (event.site || "").startsWith(T.diagnosis.python_site)) return "symptom"
  return "passed-on"
}

function holdsOne(text, lines) {
  return lines.some(function (words) { return words.every(function (w) { return text.indexOf(w) >= 0 }) })
}

function shows(symptom, event) {
  if (symptom.error_only && !isError(event)) return false
  var text = low(event) + (event.lower.length ? " " + event.lower.join(" ").toLowerCase() : "")
  return holdsOne(text, symptom.lines)
}

// The pairs of sides whose clocks may disagree (diagnosis.Across.skewed), as [a, b].
function involves(skewed, side) { return skewed.some(function (pair) { return pair.indexOf(side) >= 0 }) }

function together(pairs, a, b) {
  return pairs.some(function (pair) { return (pair[0] === a && pair[1] === b) || (pair[0] === b && pair[1] === a) })
}

function inLook(look, event, at) {
  if (look.side === "peer" && event.source === at.source) return false
  if (look.layers !== null && look.layers.indexOf(event.layer) < 0) return false
  if (look.errors && !isError(event)) return false
  var when = seconds(event.time), then = seconds(at.time)
  if (when === null || then === null) return false
  if (!(then - T.diagnosis.window <= when && when <= (look.before ? then : then + T.diagnosis.after))) return false
  if (look.before && event === at) return false
  if (!look.lines.length) return isError(event)
  return holdsOne(low(event), look.lines)
}

function found(look, at, events) {
  var out = []
  for (var i = 0; i < events.length && out.length < 3; i++) if (inLook(look, events[i], at)) out.push(events[i])
  return out
}

function peerCovers(sources, at) {
  var then = seconds(at.time)
  return sources.some(function (source) {
    if (source.label === at.source) return false
    return source.files.some(function (file) {
      var first = seconds(file.first), last = seconds(file.last)
      if (then === null || first === null || last === null) return false
      return first <= then + T.diagnosis.after && last >= then - T.diagnosis.window
    })
  })
}

function decision(h, status, why, evidence, gap, timeout) {
  return { hypothesis: h, status: status, why: why, evidence: evidence || [], gap_ms: gap === undefined ? null : gap, timeout_ms: timeout === undefined ? null : timeout }
}

function decide(h, at, events, sources, across) {
  if (h.check !== null) return commCheck(h, at, sources, across)
  var supporting = h.supports ? found(h.supports, at, events) : []
  var sidePresent = h.supports !== null && (h.supports.side !== "peer" || peerCovers(sources, at))
  if (h.absent_supports) {
    if (sidePresent && !supporting.length) return decision(h, "supported", "decided_absent")
    if (supporting.length) return decision(h, "open", "decided_present_check", supporting)
    return decision(h, "open", "decided_no_peer")
  }
  if (supporting.length) return decision(h, "supported", "decided_line", supporting)
  var refuting = h.refutes !== null ? found(h.refutes, at, events) : []
  if (refuting.length) return decision(h, "ruled-out", "decided_refuted", refuting)
  if (h.absent_rules_out && sidePresent) return decision(h, "ruled-out", "decided_absent_rules_out")
  if (h.supports !== null && h.supports.side === "peer" && !sidePresent) return decision(h, "open", "decided_no_peer")
  var words = h.shows.map(function (w) { return w.toLowerCase() })
  var then = seconds(at.time), shown = []
  if (words.length) {
    for (var i = 0; i < events.length && shown.length < 3; i++) {
      var e = events[i]
      if (e === at) continue
      if (!(then === null || e.time === null || (-T.diagnosis.window <= seconds(e.time) - then && seconds(e.time) - then <= T.diagnosis.after))) continue
      var text = low(e)
      if (words.some(function (w) { return text.indexOf(w) >= 0 })) shown.push(e)
    }
  }
  return decision(h, "open", shown.length ? "decided_read" : "decided_nothing", shown)
}

function entriesOf(events) {
  var entries = new Map()
  events.forEach(function (event) {
    if (event.comm !== null && low(event).indexOf(T.diagnosis.entry) >= 0 && event.time) {
      if (!entries.has(event.comm)) entries.set(event.comm, new Map())
      var bySide = entries.get(event.comm)
      if (!bySide.has(event.source)) bySide.set(event.source, event)
    }
  })
  return entries
}

function firstTwo(bySide) {
  return Array.from(bySide.values()).sort(function (a, b) { return cmp(a.time, b.time) }).slice(0, 2)
}

function gapOf(a, b) { return roundHalfEven((seconds(b.time) - seconds(a.time)) * 1000) }

function commCheck(h, at, sources, across) {
  var entries = across.entries
  var comm = at.comm !== null && entries.has(at.comm) ? at.comm : null
  if (comm === null) {
    var best = null
    entries.forEach(function (bySide, c) {
      var e = bySide.get(at.source)
      if (e === undefined || !(e.time <= (at.time || ""))) return
      if (best === null || e.time > best[0] || (e.time === best[0] && c > best[1])) best = [e.time, c]
    })
    comm = best ? best[1] : null
  }
  if (comm === null) return decision(h, "open", "decided_no_comm")
  var sides = entries.get(comm), all = Array.from(sides.values())
  var timeout = null
  ;[at].concat(all).some(function (e) { if (e.timeout_ms !== null) { timeout = e.timeout_ms; return true } return false })
  if (sides.size < 2) {
    if (h.check === "comm_shared" && peerCovers(sources, at)) return decision(h, "supported", "decided_peer_never_entered", all)
    return decision(h, "open", "decided_no_peer", all)
  }
  var two = firstTwo(sides), a = two[0], b = two[1]
  var gap = gapOf(a, b)
  if (timeout === null) return decision(h, "open", "decided_no_timeout", [a, b], gap)
  if (together(across.skewed, a.source, b.source)) return decision(h, "open", "decided_clocks", [a, b], gap, timeout)
  return gap > timeout
    ? decision(h, "supported", "decided_gap_over", [a, b], gap, timeout)
    : decision(h, "ruled-out", "decided_gap_within", [a, b], gap, timeout)
}

function threshold(symptom, decisions, sources, at) {
  var supported = decisions.filter(function (d) { return d.status === "supported" })
  var ruledOut = decisions.filter(function (d) { return d.status === "ruled-out" })
  if (supported.length === 1 && (symptom.phase !== "link" || peerCovers(sources, at))) return "confirmed"
  if (supported.length || ruledOut.length) return "likely"
  return "insufficient"
}

function finding(symptom, events, sources, across) {
  var showing = events.filter(function (e) { return shows(symptom, e) })
  if (!showing.length) return null
  var first = showing[0]
  var decisions = symptom.hypotheses.map(function (h) { return decide(h, first, events, sources, across) })
  var verdict = threshold(symptom, decisions, sources, first)
  if (verdict === "confirmed" && symptom.phase === "link" && involves(across.skewed, first.source)) verdict = "likely"
  return { symptom: symptom, event: first, count: showing.length, decisions: decisions, verdict: verdict }
}

function missingOf(findings, sources, labels, first, events) {
  var missing = []
  var anchor = findings.length ? findings[0].event : first
  var anyLower = events.some(function (e) { return e.layer !== T.events.app })
  if (!anyLower) missing.push(["missing_plog", {}])
  if (anchor !== null && anchor.time !== null) {
    var start = clock(seconds(anchor.time) - T.diagnosis.window), end = clock(seconds(anchor.time) + T.diagnosis.after)
    if (labels.length < 2) missing.push(["missing_other_side", { start: start, end: end }])
    else if (!peerCovers(sources, anchor)) {
      var others = labels.filter(function (l) { return l !== anchor.source })
      missing.push(["missing_window", { side: others.join(", "), start: start, end: end }])
    }
  }
  if (findings.some(function (f) { return f.symptom.phase === "link" })) {
    var entering = new Set()
    events.forEach(function (e) { if (!isError(e) && low(e).indexOf(T.diagnosis.entry) >= 0) entering.add(e.source) })
    labels.forEach(function (label) { if (!entering.has(label)) missing.push(["missing_info_level", { side: label }]) })
  }
  var untimed = events.filter(function (e) { return e.time === null }).length
  if (untimed) missing.push(["missing_time", { count: untimed }])
  return missing
}

function ids(event) {
  var forms = T.diagnosis.id_forms
  var out = event.comm !== null ? [forms.comm.replace("{}", event.comm)] : []
  event.clusters.forEach(function (c) { out.push(forms.cluster.replace("{}", c)) })
  if (event.request !== null) out.push(forms.request.replace("{}", event.request))
  if (event.peer !== null) out.push(event.peer)
  return out
}

function named(name, idSet, text) {
  if (idSet.has(name)) return true
  if (!/^[0-9]/.test(name)) return false
  var ip = name.split(":")[0], at = text.indexOf(ip)
  while (at >= 0) {
    var end = at + ip.length
    var before = at ? text[at - 1] : "", after = text.slice(end, end + 1)
    if (!(/[0-9]/.test(before) || before === ".") && !/[0-9]/.test(after)) return true
    at = text.indexOf(ip, at + 1)
  }
  return false
}

function pairing(anchor, events, labels) {
  if (anchor === null) return []
  var near = events.filter(function (e) {
    return e.source === anchor.source && e.time && anchor.time &&
      Math.abs(seconds(e.time) - seconds(anchor.time)) <= T.diagnosis.window
  })
  var names = []
  ;[anchor].concat(near).forEach(function (e) { ids(e).forEach(function (n) { if (names.indexOf(n) < 0) names.push(n) }) })
  if (!names.length) return []
  var bySource = new Map()
  events.forEach(function (e) { if (!bySource.has(e.source)) bySource.set(e.source, []); bySource.get(e.source).push(e) })
  var said = []
  labels.forEach(function (label) {
    if (label === anchor.source) return
    var theirs = bySource.get(label) || []
    var idSet = new Set()
    theirs.forEach(function (e) { ids(e).forEach(function (n) { idSet.add(n) }) })
    var text = theirs.map(function (e) { return e.text }).join("\n")
    var hit = names.filter(function (n) { return named(n, idSet, text) })[0]
    if (hit !== undefined) said.push(["pair_named", { side: label, name: hit }])
    else said.push(["pair_not_named", { side: label, names: names.slice(0, 3).join(", ") }])
  })
  return said
}

function pathsOf(sources) {
  var out = {}
  sources.forEach(function (source) {
    for (var i = 0; i < T.events.paths.length; i++) {
      var path = T.events.paths[i][0]
      if (source.counts["path_" + path]) { out[source.label] = path; break }
    }
  })
  return out
}

function failedAfter(entry, timeoutMs, errors, ranges) {
  var start = seconds(entry.time), end = start + timeoutMs / 1000 + T.diagnosis.after
  var range = ranges.get(entry.source) || [start, start]
  if (range[1] < end) return true
  var times = errors.get(entry.source) || []
  var lo = 0, hi = times.length
  while (lo < hi) { var mid = (lo + hi) >> 1; if (times[mid] < start) lo = mid + 1; else hi = mid }
  return lo < times.length && times[lo] <= end
}

function clocksOf(sources, events, entries) {
  var ranges = new Map()
  sources.forEach(function (source) {
    var times = []
    source.files.forEach(function (f) { [f.first, f.last].forEach(function (t) { if (t) times.push(seconds(t)) }) })
    if (times.length) ranges.set(source.label, [Math.min.apply(null, times), Math.max.apply(null, times)])
  })
  var said = [], labels = Array.from(ranges.keys()).sort()
  labels.forEach(function (a, i) {
    labels.slice(i + 1).forEach(function (b) {
      var ra = ranges.get(a), rb = ranges.get(b)
      if (ra[1] < rb[0] || rb[1] < ra[0]) said.push(["clocks_apart", { a: a, b: b }])
    })
  })
  var apart = said.map(function (s) { return [s[1].a, s[1].b] })
  var errors = new Map()
  events.forEach(function (e) {
    if (isError(e) && e.time) { if (!errors.has(e.source)) errors.set(e.source, []); errors.get(e.source).push(seconds(e.time)) }
  })
  errors.forEach(function (times) { times.sort(function (x, y) { return x - y }) })
  entries.forEach(function (bySide, comm) {
    if (bySide.size < 2) return
    var two = firstTwo(bySide), first = two[0], second = two[1]
    if (together(apart, first.source, second.source)) return
    var timeout = first.timeout_ms !== null ? first.timeout_ms : second.timeout_ms
    var gap = gapOf(first, second)
    if (timeout === null || gap <= timeout) return
    if (failedAfter(first, timeout, errors, ranges) || failedAfter(second, timeout, errors, ranges)) return
    said.push(["clocks_causal", {
      a: first.source, b: second.source, comm: comm,
      gap: withCommas(gap), timeout: withCommas(timeout), skew: withCommas(gap - timeout)
    }])
    apart.push([first.source, second.source])
  })
  return said
}

function diagnose(sources, events) {
  events = events.slice().sort(byTime)
  var errors = events.filter(isError)
  var ours = errors.filter(isOurs)
  var firstError = ours[0] || errors[0] || null
  var lower = firstLower(errors, firstError)
  var chainList = chains(errors)
  var labels = Array.from(new Set(sources.map(function (s) { return s.label }))).sort()
  var entries = entriesOf(events)
  var clocks = clocksOf(sources, events, entries)
  var skewed = clocks.map(function (c) { return [c[1].a, c[1].b] })
  var across = { entries: entries, skewed: skewed }
  var findings = T.symptoms.map(function (s) { return finding(s, events, sources, across) }).filter(function (f) { return f !== null })
  findings.sort(function (a, b) {
    var an = a.event.time === null, bn = b.event.time === null
    if (an !== bn) return an ? 1 : -1
    return cmp(a.event.time || "", b.event.time || "")
  })
  var verdict = !events.some(function (e) { return e.layer !== T.events.app }) || !findings.length ? "insufficient" : findings[0].verdict
  var missing = missingOf(findings, sources, labels, firstError, events)
  if (skewed.length) {
    var sides = new Set()
    skewed.forEach(function (pair) { pair.forEach(function (s) { sides.add(s) }) })
    missing.push(["missing_clocks", { sides: Array.from(sides).sort().join(", ") }])
  }
  var recurrences = new Map()
  if (firstError !== null) {
    var k = kind(firstError)
    errors.forEach(function (e) { if (kind(e) === k) recurrences.set(e.source, (recurrences.get(e.source) || 0) + 1) })
  }
  return {
    sources: sources, events: events, first_error: firstError, first_lower: lower, chains: chainList,
    findings: findings, verdict: verdict, missing: missing, recurrences: recurrences, clocks: clocks,
    pairing: pairing(findings.length ? findings[0].event : firstError, events, labels), paths: pathsOf(sources)
  }
}

// -- the report: report.py ----------------------------------------------------------------

function visible(text) {
  return text.replace(P.unsafe, function (ch) {
    var c = ch.charCodeAt(0)
    return c < 0x100 ? "\\x" + ("0" + c.toString(16)).slice(-2) : "\\u" + hex4(c)
  })
}

// A sentence as the command prints it, its lines joined (the command wraps them at 80
// columns; the page lets the browser wrap): terminal.wrap with no width.
function line(first, text) {
  var words = text.split(/\s+/).filter(function (w) { return w })
  return (first + words.join(" ")).replace(/\s+$/, "")
}

function where(event) {
  var time = event.time ? event.time.slice(0, 23).replace("T", " ") : "-"
  return event.source + " / " + visible(event.file) + ":" + event.line_no + " / " + time
}

function short(event) {
  var text = bodyOf(event.text)
  var cut = Array.from(text)
  return visible(cut.length <= T.report.shown ? text : cut.slice(0, T.report.shown).join("") + "…")
}

function countsOf(diagnosis, label) {
  var source = diagnosis.sources.filter(function (s) { return s.label === label })[0]
  return source ? source.counts : {}
}

function sideLines(source) {
  var files = source.files
  var times = []
  files.forEach(function (f) { [f.first, f.last].forEach(function (t) { if (t) times.push(t) }) })
  times.sort()
  var out = [line("  ", say("triage_side", {
    side: source.label, files: files.length,
    lines: withCommas(files.reduce(function (n, f) { return n + f.lines }, 0)),
    start: times.length ? times[0].slice(0, 23).replace("T", " ") : "-",
    end: times.length ? times[times.length - 1].slice(0, 23).replace("T", " ") : "-"
  }))]
  ;(source.versions || []).forEach(function (v) {
    out.push(line("    ", say("triage_version", { version: visible(v.version), where: visible(v.file) + ":" + v.line_no })))
  })
  if (source.skipped.length) {
    var names = source.skipped.slice(0, 5).map(function (s) { return visible(String(s.file)) }).join(", ")
    out.push(line("    ", say("triage_skipped", { count: source.skipped.length, names: names })))
  }
  return out
}

function eventLines(event) {
  var out = [line("  ", where(event) + "  [" + event.layer + "]"), line("    ", short(event))]
  if (event.code) out.push(line("    ", say("triage_reports", { code: event.code })))
  event.lower.forEach(function (name) {
    var code = T.lower[name]
    out.push(line("    ", say("lower_decoded", { name: name, layer: code.layer, value: code.value, hex: code.hex, meaning: code.meaning[LANG] })))
  })
  if (event.site) out.push(line("    ", say(event.site_named ? "triage_printed_at" : "triage_looks_like", { site: event.site })))
  if (event.passes_on) out.push(line("    ", say("passes_on")))
  return out
}

function timeline(diagnosis) {
  var chosen = [], first = diagnosis.first_error
  ;[first, diagnosis.first_lower].forEach(function (e) { if (e !== null) chosen.push(e) })
  diagnosis.chains.forEach(function (chain) {
    if (chain.some(function (pair) { return pair[1] === first })) chain.forEach(function (pair) { chosen.push(pair[1]) })
  })
  diagnosis.findings.forEach(function (f) {
    chosen.push(f.event)
    f.decisions.forEach(function (d) { d.evidence.forEach(function (e) { chosen.push(e) }) })
  })
  var unique = chosen.filter(function (e, i) { return chosen.indexOf(e) === i })
  unique.sort(byTime)
  return unique.slice(0, T.report.timeline)
}

function decidedBy(d) {
  return say(d.why, { gap: d.gap_ms !== null ? d.gap_ms : "-", timeout: d.timeout_ms !== null ? d.timeout_ms : "-" })
}

function decisionLines(d) {
  var h = d.hypothesis
  var out = [line("  ", "[" + say("status_" + d.status) + "] " + h.says[LANG])]
  if (d.why === "decided_nothing") return out.concat([line("      ", say("triage_next", { next: h.next[LANG] }))])
  out.push(line("      ", decidedBy(d)))
  d.evidence.forEach(function (e) { out.push(line("      > ", where(e) + "  " + short(e))) })
  if (d.status === "open") out.push(line("      ", say("triage_next", { next: h.next[LANG] })))
  return out
}

function findingLines(f) {
  var s = f.symptom
  var out = [HEADING + say("triage_symptom", { title: s.title }),
    line("  ", say("triage_symptom_at", { where: where(f.event), count: f.count, phase: say("phase_" + s.phase) }))]
  var order = { supported: 0, "ruled-out": 1, open: 2 }
  f.decisions.slice().sort(function (a, b) { return order[a.status] - order[b.status] })
    .forEach(function (d) { out = out.concat(decisionLines(d)) })
  var page = T.report.docs + (LANG === "en" ? "" : LANG + "/") + "triage/#" + s.key
  out.push(line("  ", say("triage_see_page", { url: page })))
  return out
}

function verdictLine(d) { return say("triage_verdict") + say("colon") + say("verdict_" + d.verdict) }

// What the command prints in bold: the page does too.
var HEADING = "\u0000"

// The report's lines, as report.lines_of says them with no style and no width.
function linesOf(d) {
  var out = [HEADING + say("triage_evidence")]
  d.sources.forEach(function (source) { out = out.concat(sideLines(source)) })
  Object.keys(d.paths).forEach(function (side) {
    var said = say("triage_path", { side: side, path: say("path_" + d.paths[side]) })
    out.push(line("  ", said + say("said_by", { source: say("source_troubleshooting-guide") })))
  })
  d.clocks.forEach(function (c) { out.push(line("  ! ", say(c[0], c[1]))) })
  d.pairing.forEach(function (p) { out.push(line(p[0] === "pair_named" ? "  = " : "  ! ", say(p[0], p[1]))) })
  var first = d.first_error
  var ours = first === null || isOurs(first)
  out.push("", HEADING + say(ours ? "triage_first_error" : "triage_first_error_lower"))
  if (first === null) out.push("  " + say("triage_no_error"))
  else {
    out = out.concat(eventLines(first))
    Array.from(d.recurrences.keys()).sort().forEach(function (side) {
      var successes = countsOf(d, side).successes || 0
      out.push(line("    ", say("triage_seen", { side: side, count: withCommas(d.recurrences.get(side)), successes: withCommas(successes) })))
    })
    var chain = d.chains.filter(function (c) { return c.some(function (pair) { return pair[1] === first }) })[0]
    if (chain && chain.length > 1) {
      out.push("  " + say("triage_chain"))
      chain.forEach(function (pair) {
        out.push(line("    - ", say("role_" + pair[0]) + say("colon") + where(pair[1]) + "  " + short(pair[1])))
      })
    }
  }
  var layers = T.diagnosis.lower_layers.join(say("list_separator"))
  out.push("", HEADING + say("triage_first_lower", { layers: layers }))
  out = out.concat(d.first_lower ? eventLines(d.first_lower) : ["  " + say("triage_no_lower")])
  out.push("", HEADING + say("triage_timeline"))
  timeline(d).forEach(function (e) { out.push(line("  ", where(e) + "  [" + e.layer + "] " + short(e))) })
  d.findings.forEach(function (f) { out = out.concat([""], findingLines(f)) })
  if (!d.findings.length) out.push("", line("", say("triage_no_symptom")))
  out.push("", HEADING + verdictLine(d))
  out.push(line("  ", say("verdict_says_" + d.verdict)))
  if (d.missing.length) {
    out.push("", HEADING + say("triage_missing"))
    d.missing.forEach(function (m) { out.push(line("  - ", say(m[0], m[1]))) })
  }
  out.push("", line("", say("triage_source")))
  return out.map(function (text) {
    return text.startsWith(HEADING) ? { text: text.slice(1), heading: true } : { text: text, heading: false }
  })
}

// The report as data: schema llm-status-triage/1 (report.record_of).
function recordOf(d) {
  var roles = new Map()
  d.chains.forEach(function (chain) { chain.forEach(function (pair) { roles.set(pair[1], pair[0]) }) })
  var index = new Map()
  d.events.forEach(function (e, i) { index.set(e, i) })
  function ref(e) { return e === null ? null : index.get(e) }
  function said(pairs) { return pairs.map(function (p) { return { key: p[0], says: say(p[0], p[1]) } }) }
  return {
    schema: T.schema,
    lang: LANG,
    sources: d.sources,
    events: d.events.map(function (e) { return Object.assign({}, e, { role: roles.get(e) || "context" }) }),
    first_error: ref(d.first_error),
    first_lower_error: ref(d.first_lower),
    chains: d.chains.map(function (chain) { return chain.map(function (pair) { return ref(pair[1]) }) }),
    symptoms: d.findings.map(function (f) {
      return {
        key: f.symptom.key, title: f.symptom.title, phase: f.symptom.phase, event: ref(f.event),
        count: f.count, verdict: f.verdict, source: f.symptom.source,
        hypotheses: f.decisions.map(function (x) {
          return {
            key: x.hypothesis.key, says: x.hypothesis.says[LANG], status: x.status,
            decided_by: decidedBy(x), evidence: x.evidence.map(ref), gap_ms: x.gap_ms,
            timeout_ms: x.timeout_ms, next: x.hypothesis.next[LANG], source: x.hypothesis.source
          }
        })
      }
    }),
    verdict: d.verdict,
    missing: said(d.missing),
    paths: d.paths,
    pairing: said(d.pairing),
    clocks: said(d.clocks)
  }
}

// -- the run ------------------------------------------------------------------------------

async function run(request) {
  LANG = request.lang
  if (T === null) await load(request.root)
  var state = { done: 0, total: 0, said: 0, file: "" }
  request.sides.forEach(function (side) { side.items.forEach(function (item) { state.total += item.blob.size }) })
  var raw = new Map(), sources = [], events = []
  for (var s = 0; s < request.sides.length; s++) {
    var given = request.sides[s]
    for (var i = 0; i < given.items.length; i++) {
      var item = given.items[i]
      var summary = item.top ? await summaryOf(item.blob).catch(function (error) {
        throw new Error(say("bad_summary", { input: "'" + item.name + "'", reason: error.message }))
      }) : null
      if (summary !== null) {
        // A summary given for a side (P=node.json) takes that side's label; with none,
        // each node keeps its own (llm-status triage node-*.json).
        summary.sources.forEach(function (source) {
          sources.push(given.label === null ? source : Object.assign({}, source, { label: given.label }))
        })
        summary.events.forEach(function (e) {
          events.push(given.label === null ? e : Object.assign({}, e, { source: given.label }))
        })
        progress(state, item.blob.size)
        continue
      }
      // With no label, a file or folder is a side of its own, named as given.
      var label = given.label === null ? item.folder || item.name : given.label
      if (!raw.has(label)) raw.set(label, newSide(label))
      await readFile(raw.get(label), item.name, item.blob, state)
    }
  }
  var sides = Array.from(raw.values())
  sides.forEach(function (side) { sources.push(sourceRecord(side)); events = events.concat(side.events) })
  var unreadable = sides.every(function (side) { return !side.files.length && side.skipped.length })
  if (sides.length && unreadable && sources.length === sides.length) {
    var names = []
    sides.forEach(function (side) { side.skipped.slice(0, 3).forEach(function (x) { names.push("'" + x.file + "'") }) })
    throw new Error(say("nothing_readable", { input: names.join(", ") }))
  }
  var d = diagnose(sources, events)
  return { record: recordOf(d), lines: linesOf(d), verdict: verdictLine(d) }
}

onmessage = function (message) {
  run(message.data).then(function (result) {
    postMessage({ type: "done", record: result.record, lines: result.lines, verdict: result.verdict })
  }, function (error) {
    postMessage({ type: "failed", reason: String(error && error.message || error) })
  })
}
