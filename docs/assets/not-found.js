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
  var asked = path.replace(/^(?:zh|en)\//, "").replace(/(?:\/index)?\.html$/, "")
    .match(/^((?:[^/]+\/)?codes\/)([^/]+)\/?$/)
  if (!asked) return
  var key = asked[2].toLowerCase()
  fetch(new URL("codes.json", root))
    .then(function (response) { return response.json() })
    .then(function (codes) {
      var found = null
      codes.forEach(function (code) {
        var keys = code.keys  // every exact way to write it, as the command reads them
        var inFolder = code.path.indexOf(asked[1]) === 0  // the family the address asked for
        if (keys.indexOf(key) >= 0 && (!found || inFolder)) found = code
      })
      if (found) location.replace(new URL((zh ? "zh/" : "") + found.path, root).href)
    })
})()
