// The triage page's worker: it runs this package's own Python (llm_status.triage.browser,
// the functions behind `llm-status triage`) in Pyodide, both served by the site itself
// (assets/engine/). The files the page was given are mounted read-only where Python
// reads them, in place (Emscripten's WORKERFS reads a slice at a time); nothing is sent
// anywhere. This is glue: it knows nothing of triage.
// A module worker (triage.js starts it so): Pyodide 314 is an ES module.

var engine = null  // a promise of Pyodide with the package on its path
var mounted = []  // the folders of the last run, unmounted before the next

function load(root) {
  var base = new URL("assets/engine/", root).href
  return import(base + "pyodide.mjs")
    .then(function (module) {
      return module.loadPyodide({ indexURL: base, packageBaseUrl: base, stdout: function () {}, stderr: function () {} })
    })
    .then(function (py) {
      return fetch(base + "llm_status.zip").then(function (response) {
        if (!response.ok) throw new Error("llm_status.zip: " + response.status)
        return response.arrayBuffer()
      }).then(function (zip) {
        py.unpackArchive(zip, "zip", { extractDir: "/engine" })
        py.pyimport("sys").path.insert(0, "/engine")
        return py
      })
    })
}

// Each box's files under a folder of its own (/in/0, /in/1 ...), each item (a file, a
// folder's files, the pasted lines) under a folder of its own within it, so that equal
// names never meet; Python is told each item's path and the name the report gives it.
function mount(py, sides) {
  return sides.map(function (side, s) {
    var blobs = [], items = [], folders = {}
    side.items.forEach(function (item) {
      var top = item.folder === undefined ? item.name : item.folder
      var key = item.folder === undefined ? "file " + items.length : "folder " + item.folder
      if (!(key in folders)) {
        folders[key] = items.length
        items.push({ path: "/in/" + s + "/" + items.length + "/" + top, shown: top })
      }
      var name = folders[key] + "/" + (item.folder === undefined ? item.name : top + "/" + item.name)
      blobs.push({ name: name, data: item.blob })
    })
    var where = "/in/" + s
    py.FS.mkdirTree(where)
    py.FS.mount(py.FS.filesystems.WORKERFS, { blobs: blobs }, where)
    mounted.push(where)
    return { label: side.label, items: items }
  })
}

function unmount(py) {
  mounted.forEach(function (where) { py.FS.unmount(where) })
  mounted = []
}

onmessage = function (message) {
  var request = message.data
  var total = 0, read = {}, said = 0
  request.sides.forEach(function (side) { side.items.forEach(function (item) { total += item.blob.size }) })
  function progress(stage, file, done) {
    read[file] = done
    var now = Date.now()
    if (stage === "reading" && now - said < 100) return
    said = now
    var sum = Object.keys(read).reduce(function (n, key) { return n + read[key] }, 0)
    postMessage({ type: "progress", stage: stage, file: file, done: Math.min(sum, total), total: total })
  }
  if (engine === null) {
    try {
      new WebAssembly.Module(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]))  // the empty module
    } catch (error) {  // a policy or a browser that runs no WebAssembly: say so, not hang
      postMessage({ type: "failed", said: "noWasm", reason: String(error.message || error) })
      return
    }
    postMessage({ type: "progress", stage: "starting", file: "", done: 0, total: total })
    engine = load(request.root)
  }
  engine.then(function (py) {
    unmount(py)
    var sides = mount(py, request.sides)
    var run = py.pyimport("llm_status.triage.browser").run
    var given = py.toPy(sides)
    try {
      var result = JSON.parse(run(given, request.lang, progress))
    } finally {
      given.destroy()
      run.destroy()
      unmount(py)
    }
    postMessage(result.failed === undefined ? Object.assign({ type: "done" }, result) : { type: "failed", reason: result.failed })
  }).catch(function (error) {
    postMessage({ type: "failed", reason: String(error && error.message || error) })
  })
}
