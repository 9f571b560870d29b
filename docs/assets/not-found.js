// The 404 page: a code asked for by a name or a number its page is not at goes to
// its page; anything else gets the message in the address's language.
(function () {
  "use strict"
  var root = new URL("../", document.currentScript.src)  // assets/ is below the root
  var raw = location.pathname.slice(root.pathname.length)
  var path = raw
  try { path = decodeURIComponent(raw) } catch (e) { /* a malformed escape (%E0%A4%A): shown as sent */ }
  var zh = /^zh(\/|$)/.test(path)
  var lang = zh ? "zh" : "en"
  document.documentElement.lang = zh ? "zh-CN" : "en"
  document.querySelectorAll(".llm-not-found").forEach(function (block) {
    block.hidden = block.dataset.lang !== lang
    block.querySelectorAll("a[data-href]").forEach(function (a) {
      a.href = new URL(a.dataset.href, root).href
    })
    block.querySelectorAll(".llm-not-found__path").forEach(function (code) { code.textContent = "/" + path })
  })
  // codes/<asked>/, or a family's folder's (each code's path in codes.json says where its
  // family's pages are), below a language's root; also as people write it:
  // /en/codes/..., codes/NAME.html, codes/NAME/index.html
  var bare = path.replace(/^(?:zh|en)\//, "").replace(/(?:\/index)?\.html$/, "")
  var asked = bare.match(/^((?:[^/]+\/)?codes\/)([^/]+)\/?$/)
  // A lower layer's code as a report names it (HCCL_E_TIMEOUT, 507046), under codes/ or
  // its table's folder: its row on the table's page.
  var layered = bare.match(/^(layers\/[^/]+\/)([^/]+)\/?$/)
  if (!asked && !layered) return
  var key = (asked || layered)[2].toLowerCase()
  function go(where) { location.replace(new URL((zh ? "zh/" : "") + where, root).href) }
  function lower() {
    fetch(new URL("grammar.json", root))
      .then(function (response) { return response.json() })
      .then(function (grammar) {
        var table = grammar.lower
        Object.keys(table.codes).forEach(function (layer) {
          var names = table.codes[layer], path = table.paths[layer]
          if (layered && layered[1] !== path) return
          Object.keys(names).forEach(function (value) {
            if (key === value || key === names[value].toLowerCase()) go(path + "#" + names[value])
          })
        })
        if (layered) return
        // The CANN error manager's code (EI0006) and torch_npu's (ERR02200): their pages,
        // as the decoder links them (each code's page in the grammar's data).
        var upper = key.toUpperCase()
        var manager = (grammar.manager || {}).codes || {}
        var torch = (grammar.torch_npu || {}).codes || {}
        if (manager[upper]) go(manager[upper][2])
        else if (torch[upper]) go(torch[upper][3])
      })
  }
  if (!asked) { lower(); return }
  fetch(new URL("codes.json", root))
    .then(function (response) { return response.json() })
    .then(function (codes) {
      var found = null
      codes.forEach(function (code) {
        var keys = code.keys  // every exact way to write it, as the command reads them
        var inFolder = code.path.indexOf(asked[1]) === 0  // the family the address asked for
        if (keys.indexOf(key) >= 0 && (!found || inFolder)) found = code
      })
      if (found) go(found.path)
      else lower()
    })
})()
