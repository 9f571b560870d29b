// The triage page's form: each side's logs (files, folders, dropped or chosen, or
// pasted lines; a summary of `llm-status triage --summary` too) go to a worker
// (triage-worker.js) that runs the package's own triage in Pyodide and gives the report
// `llm-status triage` gives. The files are read in this browser; nothing is sent
// anywhere. The words come from the page (data-* attributes, from the command's
// sentences); this script writes none.
(function () {
  "use strict"

  var script = document.currentScript.src
  var root = new URL("../", script)

  function element(tag, attributes, text) {
    var node = document.createElement(tag)
    Object.keys(attributes || {}).forEach(function (key) { node.setAttribute(key, attributes[key]) })
    if (text !== undefined) node.textContent = text  // text, never markup
    return node
  }

  function fill(text, fields) {
    return text.replace(/\{(\w+)\}/g, function (all, name) { return name in fields ? fields[name] : all })
  }

  function megabytes(bytes) { return (bytes / 1e6).toFixed(bytes < 1e7 ? 1 : 0) }

  function escaped(text) { return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") }

  // A size as a person reads it: kB under a megabyte ("0.0 MB" said nothing of 144 lines).
  function sized(bytes) {
    if (bytes < 1e6) return (bytes / 1e3).toFixed(bytes < 1e4 ? 1 : 0) + " kB"
    return megabytes(bytes) + " MB"
  }

  // A folder's files, named from inside it as the command names them (plog/plog-1.log).
  function insideFolder(path) { return path.split("/").slice(1).join("/") }

  function entries(entry, into) {
    return new Promise(function (resolve) {
      if (entry.isFile) {
        entry.file(function (file) {
          into.push({ name: insideFolder(entry.fullPath.replace(/^\//, "")), blob: file, top: false })
          resolve()
        }, function () { resolve() })
        return
      }
      var reader = entry.createReader(), all = []
      ;(function more() {
        reader.readEntries(function (batch) {
          if (!batch.length) { Promise.all(all.map(function (e) { return entries(e, into) })).then(resolve); return }
          all = all.concat(batch)
          more()
        }, function () { resolve() })
      })()
    })
  }

  function Side(section) {
    var self = this
    this.section = section
    var drop = section.querySelector(".llm-triage__drop")
    if (drop && window.matchMedia && window.matchMedia("(pointer: coarse)").matches) {
      drop.textContent = drop.dataset.touch  // a touch screen chooses; it drops nothing
    }
    this.label = section.querySelector(".llm-triage__label")
    this.paste = section.querySelector("textarea")
    this.list = section.querySelector(".llm-triage__chosen")
    this.files = []  // given as files (or a folder's files): {name, blob, top}
    section.querySelectorAll("input[type=file]").forEach(function (input) {
      input.addEventListener("change", function () {
        var folder = input.hasAttribute("webkitdirectory")
        Array.prototype.forEach.call(input.files, function (file) {
          self.files.push(folder
            ? { name: insideFolder(file.webkitRelativePath), blob: file, top: false, folder: file.webkitRelativePath.split("/")[0] }
            : { name: file.name, blob: file, top: true })
        })
        input.value = ""
        self.show()
      })
    })
    section.addEventListener("dragover", function (event) { event.preventDefault(); section.classList.add("llm-triage__side--over") })
    section.addEventListener("dragleave", function () { section.classList.remove("llm-triage__side--over") })
    section.addEventListener("drop", function (event) {
      event.preventDefault()
      section.classList.remove("llm-triage__side--over")
      var waits = []
      Array.prototype.forEach.call(event.dataTransfer.items, function (item) {
        var entry = item.webkitGetAsEntry && item.webkitGetAsEntry()
        if (entry && entry.isDirectory) {
          var found = []
          waits.push(entries(entry, found).then(function () {
            found.forEach(function (f) { f.folder = entry.name })
            self.files = self.files.concat(found)
          }))
        } else if (item.kind === "file") {
          var file = item.getAsFile()
          if (file) self.files.push({ name: file.name, blob: file, top: true })
        }
      })
      Promise.all(waits).then(function () { self.show() })
    })
    section.querySelector(".llm-triage__clear").addEventListener("click", function () {
      self.files = []; self.paste.value = ""; self.show()
    })
  }

  // The files chosen; after a run, how many the report read and skipped of them ("read"
  // is the report's count): a core dump in a folder is chosen, then skipped.
  Side.prototype.show = function (counted) {
    this.list.textContent = ""
    var size = this.files.reduce(function (n, f) { return n + f.blob.size }, 0)
    if (this.files.length) {
      var said = fill(this.list.dataset.says, { count: this.files.length, size: sized(size) })
      if (counted) said += "; " + fill(this.list.dataset.read, counted)
      this.list.textContent = said
    }
  }

  // What the worker reads of this side: its files and folders as given (Python walks a
  // folder as the command does), then the pasted lines, named as standard input ("-").
  Side.prototype.items = function () {
    var items = this.files.slice()
    if (this.paste.value.trim()) items.push({ name: "-", blob: new Blob([this.paste.value]), top: true })
    return items
  }

  function save(name, text, type) {
    var link = element("a", { href: URL.createObjectURL(new Blob([text], { type: type })), download: name })
    document.body.appendChild(link)
    link.click()
    link.remove()
  }

  function start(box) {
    var says = box.dataset
    var sides = Array.prototype.map.call(box.querySelectorAll(".llm-triage__side"), function (s) { return new Side(s) })
    var status = box.querySelector(".llm-triage__status")
    var output = box.querySelector(".llm-triage__output")
    var button = box.querySelector(".llm-triage__run")
    var worker = null
    var ran = []  // the boxes of the last run, in the order the worker was given them
    box.result = null

    function show(result) {
      output.textContent = ""
      var record = result.record
      // The cause the answer names, to its hypothesis on its symptom's page (its evidence,
      // what would rule it out): the first symptom's one supported hypothesis.
      var symptom = (record.symptoms || [])[0]
      var supported = symptom ? symptom.hypotheses.filter(function (h) { return h.status === "supported" }) : []
      if (supported.length === 1 && record.verdict !== "insufficient") {
        var why = element("p", { class: "llm-triage__why" })
        why.appendChild(element("a", { href: "../symptoms/" + symptom.key + "/#" + supported[0].key },
          fill(says.why, { hypothesis: supported[0].says })))
        output.appendChild(why)
      }
      var report = element("pre", { class: "llm-triage__report", tabindex: "0" })
      result.lines.forEach(function (line) {
        // A line that the browser wraps goes on under its own text, as the command's do.
        var row = element(line.heading ? "strong" : "span", { class: "llm-triage__line" })
        linked(row, line.text)
        var indent = line.text.length - line.text.replace(/^[ =!>-]+/, "").length
        row.style.paddingLeft = indent + "ch"
        row.style.textIndent = -indent + "ch"
        report.appendChild(row)
      })
      output.appendChild(report)
      var buttons = element("p", { class: "llm-triage__save" })
      var text = element("button", { type: "button", class: "md-button" }, says.saveText)
      text.addEventListener("click", function () {
        save("llm-status-triage.txt", result.lines.map(function (l) { return l.text }).join("\n") + "\n", "text/plain")
      })
      var json = element("button", { type: "button", class: "md-button" }, says.saveJson)
      json.addEventListener("click", function () {
        save("llm-status-triage.json", JSON.stringify(record, null, 2) + "\n", "application/json")
      })
      buttons.appendChild(text)
      buttons.appendChild(document.createTextNode(" "))
      buttons.appendChild(json)
      output.appendChild(buttons)
    }

    // A report line's text, each address of the published site in it a link to the
    // same page of this copy of the site (served locally, or opened from disk).
    var published = says.published || ""
    var address = published ? new RegExp(escaped(published) + "[^\\s()]*[^\\s().,;:]", "g") : null
    function linked(row, text) {
      var at = 0, match
      while (address && (match = address.exec(text)) !== null) {
        row.appendChild(document.createTextNode(text.slice(at, match.index)))
        var here = new URL(match[0].slice(published.length), root).href
        row.appendChild(element("a", { href: here }, match[0]))
        at = match.index + match[0].length
      }
      row.appendChild(document.createTextNode(text.slice(at)))
    }

    var cancel = box.querySelector(".llm-triage__cancel")
    var bar = box.querySelector(".llm-triage__progress")

    // One worker for the page: its engine starts once, on the first run.
    function done() {
      button.disabled = false
      cancel.hidden = true
      bar.hidden = true
    }

    function told(message) {
      var data = message.data
      if (data.type === "progress") {
        bar.hidden = false
        if (data.stage === "reading") {
          bar.value = data.total ? data.done / data.total : 0
          status.textContent = fill(says.reading, { file: data.file, done: sized(data.done), total: sized(data.total) })
        } else {
          bar.removeAttribute("value")  // starting or weighing: no measure of how far
          status.textContent = data.stage === "starting" ? fill(says.starting, { size: says.engineMb || "?" }) : says.weighing
        }
        return
      }
      done()
      if (data.type === "failed") {
        status.textContent = data.said ? says[data.said] : fill(says.failed, { reason: data.reason })
        box.result = { failed: data.reason }
        return
      }
      // The answer (the verdict and its cause, or what failed first, and the next
      // step) is what the live region says: a screen reader hears it; the report follows.
      status.textContent = data.verdict
      box.result = data
      show(data)
      ran.forEach(function (side, n) { side.show(data.boxes[n]) })
      status.scrollIntoView({ block: "nearest" })
    }

    function failed(event) {
      event.preventDefault()
      done()
      worker.terminate()
      worker = null
      status.textContent = fill(says.failed, { reason: event.message || "" })
      box.result = { failed: event.message || "" }
    }

    cancel.addEventListener("click", function () {
      // Python cannot be interrupted from here without shared memory: the worker goes,
      // and the next run starts a new one (the browser has kept the engine's files).
      if (worker) worker.terminate()
      worker = null
      done()
      status.textContent = says.cancelled
      box.result = { cancelled: true }
    })

    button.addEventListener("click", function () {
      var boxes = sides.filter(function (side) { return side.items().length })
      var given = boxes.map(function (side) {
        // No label: each file or folder a side of its own (each node's summary its own).
        return { label: side.label.value.trim() || null, items: side.items() }
      })
      if (!given.length) { status.textContent = says.none; return }
      output.textContent = ""
      box.result = null
      ran = boxes
      button.disabled = true
      cancel.hidden = false
      if (worker === null) {
        // A module worker: Pyodide 314 loads only in one (its pyodide.mjs).
        worker = new Worker(new URL("triage-worker.js", script), { type: "module" })
        worker.onmessage = told
        worker.onerror = failed
      }
      worker.postMessage({ lang: box.dataset.lang, root: root.href, sides: given })
    })
    box.classList.add("llm-triage--ready")
  }

  document.addEventListener("DOMContentLoaded", function () {
    var box = document.getElementById("llm-triage")
    if (!box) return
    if (location.protocol === "file:") {  // no worker from disk: the command reads the logs
      box.querySelector(".llm-triage__status").textContent = box.dataset.noWorker
      box.querySelector(".llm-triage__run").disabled = true
      return
    }
    start(box)
  })
})()
