// The site's search: material's own worker, with the query and the results adapted.
//
// Material 9.8 has no query hook, but its worker is a script that calls the global
// addEventListener and postMessage: this one wraps both, then imports material's
// (its URL comes after the "#" of this script's URL). What it adds, from the
// llm_status part of the search index's config (llm_status.site.search_extension):
// - a query is cut where Chinese meets Latin script ("KV不存在" -> "KV 不存在"),
//   Chinese into the words the index holds (jieba cut the pages at build time;
//   its words are the vocabulary here), and identifiers at "_" (as the index is);
// - every word counts: pages are ranked by the words they hold in any of their
//   sections, each weighed by how rare it is across the site (upstream's messages
//   weigh little: hundreds of them share the words of any question);
// - a code's exact name, qualified name, decimal or hex value puts its page first;
// - a query that looks like a line of a log offers the decoder with that text;
// - a query in the other language's script points to that language's pages;
// - a page takes one place in the list, however many of its sections match, and
//   a code's page comes before the pages that list many codes;
// - the index comes in two parts (llm_status.site.search_index): the first answers at
//   once; the second (the lower layers' and neighbours' tables and registrations) is
//   asked for then, and the search is built again with both, the last query answered
//   again. The page hears of it (MORE) and says so: <html data-llm-search="whole">.
(function () {
  "use strict"

  var SETUP = 0, READY = 1, QUERY = 2, RESULT = 3
  var MORE = "llm-status-search-more"  // a type material's page ignores; ours reads it
  var extension = null
  var docs = {}
  var vocabulary = {}  // the Chinese words of the index
  var longest = 1
  var pages = {}  // page -> { words: Set, log: Set }: what its sections hold
  var separator = /\s+/
  var lastQuery = ""

  var HAN = /\p{sc=Han}/u

  function spaced(query) {
    // Chinese beside Latin letters or digits, with no space between.
    return query
      .replace(/(\p{sc=Han})(?=[A-Za-z0-9_])/gu, "$1 ")
      .replace(/([A-Za-z0-9_])(?=\p{sc=Han})/gu, "$1 ")
  }

  function learn(config, all) {
    separator = new RegExp(config.separator)
    all.forEach(function (doc) {
      var page = doc.location.split("#")[0]
      var anchor = decodeURIComponent(doc.location.split("#")[1] || "")
      var held = pages[page] = pages[page] || {
        words: new Set(), log: new Set(), title: new Set(), text: "", logText: "", titleText: ""
      }
      var log = extension && extension.log_sections.indexOf(anchor) >= 0
      var into = log ? held.log : held.words
      var plain = (doc.title + " " + doc.text).replace(/<[^>]*>/g, " ")
      // The text as read, for a phrase typed or pasted whole (jieba's cuts taken out).
      var read = plain.replace(/\u200b/g, "").replace(/\s+/g, " ").toLowerCase()
      if (log) held.logText += " " + read
      else held.text += " " + read
      if (!anchor) {
        doc.title.split(separator).forEach(function (word) { held.title.add(word.toLowerCase()) })
        held.titleText = doc.title.replace(/\u200b/g, "").toLowerCase()
      }
      plain.split(separator).forEach(function (word) {
        if (!word) return
        into.add(word.toLowerCase())
        if (word.length > 1 && /^\p{sc=Han}+$/u.test(word)) {
          vocabulary[word] = true
          longest = Math.max(longest, word.length)
        }
      })
    })
  }

  // The words of a query as the index may hold them: Latin words (a prefix matches,
  // as material's trailing wildcard does), and inside a run of Chinese every word of
  // the index and every pair of characters (jieba cuts the same characters differently
  // in other sentences: 内存池 is 内存 池 on one page, and 内存不足 one word on
  // another; pairs are how Lucene's CJK analyser reads Chinese without a dictionary).
  function terms(query) {
    var found = [], seen = {}
    function add(word, prefix) {
      if (seen[word]) return
      seen[word] = true
      // A pair no page's cut holds ranks pages; it is not marked on them.
      found.push({ word: word, prefix: prefix, han: !prefix, pair: !prefix && !vocabulary[word] })
    }
    spaced(query).toLowerCase().split(separator).forEach(function (part) {
      if (!part) return
      if (/^\p{sc=Han}+$/u.test(part)) {
        for (var i = 0; i < part.length; i++) {
          if (i + 2 <= part.length) add(part.slice(i, i + 2), false)
          for (var j = i + 3; j <= Math.min(part.length, i + longest); j++)
            if (vocabulary[part.slice(i, j)]) add(part.slice(i, j), false)
        }
      } else if (/^[\p{L}\p{N}]+$/u.test(part)) {
        add(part, true)
      }
    })
    return found
  }

  function holds(set, term) {
    if (set.has(term.word)) return true
    if (!term.prefix) return false
    for (var word of set) if (word.indexOf(term.word) === 0) return true
    return false
  }

  // Whether a page holds a word in one of its parts ("title", "words" for its text,
  // "log" for upstream's messages): Chinese anywhere in the text as read, whatever
  // jieba's cuts; other words as the index cut them.
  var TEXT = { title: "titleText", words: "text", log: "logText" }
  function has(held, part, term) {
    if (term.han) return held[TEXT[part]].indexOf(term.word) >= 0
    return holds(held[part], term)
  }

  function holding(held, term) {
    return has(held, "title", term) || has(held, "words", term) || has(held, "log", term)
  }

  // How many of the site's pages hold a word, and how rare it is: rarer words say more.
  var having = {}
  function spread(term) {
    if (!(term.word in having)) {
      var count = 0
      for (var page in pages) if (has(pages[page], "words", term)) count++
      having[term.word] = count
    }
    return having[term.word]
  }
  function weight(term) {
    return Math.log(1 + Object.keys(pages).length / (spread(term) + 0.5))
  }

  // A word that tells pages apart: not one of lunr's stop words (which the index's own
  // pipeline drops: "be", "than"), and not on more than half of the pages ("llm" is in
  // every code's name). Only these find a page, and only these are marked on it.
  function telling(term) {
    var lunr = self.lunr
    if (!term.han && lunr && lunr.stopWordFilter && !lunr.stopWordFilter(term.word)) return false
    return spread(term) <= Object.keys(pages).length / 2
  }

  // Chinese cut into the index's words, longest first from the left; a character
  // no word starts with stands alone.
  function words(han) {
    var out = []
    for (var i = 0; i < han.length;) {
      var size = Math.min(longest, han.length - i)
      while (size > 1 && !vocabulary[han.slice(i, i + size)]) size--
      out.push(han.slice(i, i + size))
      i += size
    }
    return out
  }

  // What material's worker is asked: Latin and Chinese apart, Chinese in the index's
  // words, identifiers in their parts.
  function prepared(query) {
    return spaced(query).split(/\s+/).map(function (term) {
      if (/^\p{sc=Han}+$/u.test(term)) return words(term).join(" ")
      return term.replace(/_/g, " ")
    }).join(" ")
  }

  // The query as a whole, without the punctuation a copy brings around it ("LLM_TIMEOUT,").
  function bare(query) {
    var around = "[\\s" + extension.around.replace(/[\\^$.*+?()[\]{}|\/-]/g, "\\$&") + "]+"
    return query.trim().replace(new RegExp("^" + around + "|" + around + "$", "g"), "")
  }

  function exact(query) {
    if (!extension) return null
    var key = bare(query).toLowerCase()
    return extension.names[key] || (extension.functions || {})[key] || (extension.phrases || {})[key] || null
  }

  function item(location, title, text, score) {
    var found = docs[location]
    if (found) return said(Object.assign({}, found, { score: score, terms: {} }))
    return { location: location, title: title, text: text, score: score, terms: {} }
  }

  // A value in a family's range that no code has (0x5010B0FE): said so, as the decoder
  // and the command say it, rather than "no matching documents".
  function unknownValue(query) {
    var text = query.trim(), value
    if (/^0x[0-9a-f]{1,8}$/i.test(text) || /^(?=[0-9a-f]*[a-f])[0-9a-f]{5,8}$/i.test(text))
      value = parseInt(text.replace(/^0x/i, ""), 16)
    else if (/^[1-9]\d{4,9}$/.test(text)) value = parseInt(text, 10)
    else return null
    var inRange = (extension.ranges || []).some(function (r) { return value >= r[0] && value <= r[1] })
    if (!inRange) return null
    var hex = "0x" + value.toString(16).toUpperCase()
    var said = extension.labels.unknown.replace("{value}", value).replace("{hex}", hex)
    var decoder = extension.decoder + "#" + new URLSearchParams({ log: text }).toString()
    return { location: decoder, title: said, text: "", score: 0, terms: {} }
  }

  // A name typed with a slip (LLM_TIMOUT, link_busy, hixl::TIMEOT): "did you mean", first,
  // the names the command suggests (names.suggest: Python's difflib.get_close_matches
  // over the shipped names, retried with the shipped prefixes), one result a name.
  function nearMiss(query) {
    var given = extension && extension.suggest
    if (!given) return []
    var word = bare(query)
    if (/\s/.test(word)) return []
    given.qualifiers.forEach(function (q) {
      if (word.slice(0, q.length).toLowerCase() === q.toLowerCase()) word = word.slice(q.length)
    })
    if (!word || word.length > given.longest || !/^[\x00-\x7f]*$/.test(word)) return []
    word = word.toUpperCase()
    var found = closeMatches(word, given)
    given.prefixes.forEach(function (prefix) {
      if (word.indexOf(prefix) !== 0) found = found.concat(closeMatches(prefix + word, given))
    })
    var names = found.filter(function (name, at) { return name !== word && found.indexOf(name) === at })
    return names.slice(0, given.count).map(function (name) {
      var said = extension.labels.did_you_mean.replace("{names}", name)
      said = said.charAt(0).toUpperCase() + said.slice(1)  // a title: "Did you mean ...?"
      return { location: given.pages[name], title: said, text: "", score: 0, terms: {} }
    })
  }

  // difflib.get_close_matches(word, names, n, cutoff): the names whose ratio to the word
  // is at least the cutoff, best first (equal ratios: the greater name first, as
  // Python's heapq.nlargest orders the pairs).
  function closeMatches(word, given) {
    var scored = []
    given.names.forEach(function (name) {
      var r = 2 * matched(name, word) / (name.length + word.length)
      if (r >= given.cutoff) scored.push([r, name])
    })
    scored.sort(function (x, y) { return y[0] - x[0] || (y[1] > x[1] ? 1 : y[1] < x[1] ? -1 : 0) })
    return scored.slice(0, given.count).map(function (pair) { return pair[1] })
  }

  // SequenceMatcher(None, a, b): the characters of its matching blocks, in all (no junk:
  // difflib's autojunk starts at 200 characters, longer than any word asked about).
  function matched(a, b) {
    var where = {}
    for (var j = 0; j < b.length; j++) (where[b[j]] = where[b[j]] || []).push(j)
    var total = 0, queue = [[0, a.length, 0, b.length]]
    while (queue.length) {
      var q = queue.pop(), alo = q[0], ahi = q[1], blo = q[2], bhi = q[3]
      // find_longest_match: the longest common run, the earliest in a, then in b.
      var besti = alo, bestj = blo, size = 0, runs = {}
      for (var i = alo; i < ahi; i++) {
        var next = {}, at = where[a[i]] || []
        for (var n = 0; n < at.length; n++) {
          var k = at[n]
          if (k < blo) continue
          if (k >= bhi) break
          var run = next[k] = (runs[k - 1] || 0) + 1
          if (run > size) { besti = i - run + 1; bestj = k - run + 1; size = run }
        }
        runs = next
      }
      if (!size) continue
      total += size
      if (alo < besti && blo < bestj) queue.push([alo, besti, blo, bestj])
      if (besti + size < ahi && bestj + size < bhi) queue.push([besti + size, ahi, bestj + size, bhi])
    }
    return total
  }

  // A code page's result says which code it is, and what to do (llm_status's "results").
  function said(entry) {
    var result = extension && extension.results[entry.location]
    if (result) return Object.assign({}, entry, { title: result.title, text: result.text })
    // jieba's cuts (U+200B) stay in the index, out of what a reader sees and copies.
    return Object.assign({}, entry, {
      title: (entry.title || "").replace(/\u200b/g, ""),
      text: (entry.text || "").replace(/\u200b/g, ""),
    })
  }

  function adapt(result) {
    var query = lastQuery.trim()
    var groups = []
    var seen = {}
    result.items.forEach(function (group) {
      var page = group[0].location.split("#")[0]
      if (seen[page]) return  // one place a page
      seen[page] = true
      groups.push(group)
    })
    var asked = terms(query)
    // A page that holds none of the query's telling words matched on common ones alone
    // (the "llm" of LLM_TIMEOUT is on every code's page): it is no result, where the
    // query has a telling word at all.
    var tell = asked.filter(telling)
    if (tell.length) groups = groups.filter(function (group) {
      var held = pages[group[0].location.split("#")[0]]
      return !held || tell.some(function (term) { return holding(held, term) })
    })
    // A code's page that holds the words answers before a page that lists them (the
    // functions, the home page): its meaning or remedy is what the reader is after.
    // Upstream's messages ("What the log says") weigh little: hundreds of them share
    // the words of any question, and a pasted message is found by its own words.
    var phrase = query.toLowerCase().replace(/\s+/g, " ")
    function rank(group) {
      var held = pages[group[0].location.split("#")[0]]
      if (!held) return [0, 0, group[0].score]
      var covered = 0, all = 0
      asked.forEach(function (term) {
        var rare = weight(term)
        all += rare
        if (has(held, "title", term)) covered += 3 * rare  // the code's name and meaning
        else if (has(held, "words", term)) covered += rare
        else if (has(held, "log", term)) covered += 0.2 * rare
      })
      // The words as a phrase, as the page has them (a sentence of a remedy, a
      // message pasted whole): worth all the words again.
      if (phrase.length >= 4 && (held.text.indexOf(phrase) >= 0 || held.logText.indexOf(phrase) >= 0))
        covered += 2 * all
      var code = /(^|\/)codes\/[^/#]+\//.test(group[0].location) ? 1 : 0
      return [code, covered, group[0].score]
    }
    var ranks = new Map(groups.map(function (group) { return [group, rank(group)] }))
    groups.sort(function (a, b) {
      var x = ranks.get(a), y = ranks.get(b)
      return y[0] - x[0] || y[1] - x[1] || y[2] - x[2]
    })
    var top = groups.length ? groups[0][0].score : 1
    var first = []
    var targets = []
    function lead(location) {  // a page that answers the query, first (in one place)
      var page = location.split("#")[0]
      groups = groups.filter(function (group) { return group[0].location.split("#")[0] !== page })
      first.push([item(location, query, "", top + 1)])
    }
    var target = exact(query)
    // A bare name typed as a word ("timeout"): the pages the command's search lists first
    // for it (names.led_by_a_word: LLM_TIMEOUT, then HIXL's TIMEOUT).
    var word = target && extension.words && extension.words[bare(query)]
    if (word) word.forEach(function (location) { targets.push(location) })
    else if (target) targets.push(target)
    else if (unknownValue(query)) first.push([unknownValue(query)])
    else if (nearMiss(query).length) nearMiss(query).forEach(function (near) { first.push([near]) })
    else {
      // A pasted line of a symptom (wait socket establish timeout): its page first, before
      // the decoder and the codes it names.
      var lowered = query.toLowerCase()
      ;(extension ? extension.symptoms : []).forEach(function (symptom) {
        var shows = symptom.lines.some(function (words) {
          return words.every(function (word) { return lowered.indexOf(word) >= 0 })
        })
        if (shows) lead(symptom.location)
      })
      // A line of a log: a code's number or name beside words, or the marks logs print
      // (what makes one is shipped: site.data.log_line_pattern).
      if (query.length > 12 && new RegExp(extension.log_line, "i").test(query)) {
        var decoder = extension.decoder + "#" + new URLSearchParams({ log: query }).toString()
        first.push([item(decoder, extension.labels.decode, query, top + 2)])
      }
      // A code's name or value in the words ("LLMStatusCode.LLM_TIMEOUT", "hixl::TIMEOUT",
      // "status: 503900") names its code: it comes right after the decoder.
      var named = new RegExp("\\b(?:" + extension.named + ")\\b", "gi")
      ;(query.match(named) || []).forEach(function (value) {
        var found = extension.names[value.toLowerCase()]
        if (found && targets.indexOf(found) < 0) targets.push(found)
      })
    }
    targets.forEach(lead)
    // Words of the other language, not an empty box, a number or a hex value (which read
    // the same in both languages and have answered above).
    var words = /\S/.test(query) && !/^(?:0x[0-9a-f]+|[0-9a-f]{5,8}|[\d\s.,:;+-]+)$/i.test(query.trim())
    if (extension && words && HAN.test(query) !== (extension.lang === "zh")) {
      // Chinese typed on an English page (where traceback links land) points to the
      // Chinese pages first; English on a Chinese page, after its own results, and not
      // at all where a code's name, a near miss or a value has answered (they read the
      // same in both languages).
      var other = extension.other + "?" + new URLSearchParams({ q: query }).toString()
      var hint = item(other, extension.labels.other, "", 0)
      if (HAN.test(query)) first.push([hint])
      else if (!first.length) (groups.length ? groups : first).push([hint])
    }
    return Object.assign({}, result, { items: first.concat(groups.map(marked)) })
  }

  // Material puts the words a result matched into its link (?h=...), which highlights
  // them and lets the page open the message that holds them (messages.js). Only telling
  // words are marked: "be", "than" or "llm" marked all over a page say nothing, nor
  // does one Chinese character. Where our words, not lunr's, found the page, the
  // telling words it holds are marked. A word the page lacks is left out, not listed
  // struck through under "Missing" (the UX review's P3-7): the ranking has weighed it.
  function marked(group) {
    var held = pages[group[0].location.split("#")[0]]
    if (!held) return group
    var typed = terms(lastQuery).filter(function (term) { return !term.pair && telling(term) })
    return group.map(function (entry) {
      entry = said(entry)
      var kept = {}, any = false
      Object.keys(entry.terms || {}).forEach(function (word) {
        if (!entry.terms[word]) return
        var han = HAN.test(word)
        if (han && word.length < 2) return
        if (!telling({ word: word, prefix: !han, han: han })) return
        kept[word] = entry.terms[word]
        any = any || kept[word]
      })
      if (!any) typed.forEach(function (term) { if (holding(held, term)) kept[term.word] = true })
      return Object.assign({}, entry, { terms: kept })
    })
  }

  var realAdd = self.addEventListener.bind(self)
  var realPost = self.postMessage.bind(self)
  var rebuilt = null  // what follows once the search is built again with both parts
  var built  // the first part's search, built (material says READY)
  var firstBuilt = new Promise(function (resolve) { built = resolve })
  var lunrHad = []  // lunr's functions before material loaded its languages

  // Each page's sections of the second part right after its own entry, as the whole
  // index had them (material groups a page's sections under the entry before them).
  function inOrder(first, second) {
    var sections = {}
    second.forEach(function (doc) {
      var page = doc.location.split("#")[0]
      ;(sections[page] = sections[page] || []).push(doc)
    })
    var all = []
    first.forEach(function (doc) {
      all.push(doc)
      if (doc.location.indexOf("#") < 0 && sections[doc.location]) {
        all = all.concat(sections[doc.location])
        delete sections[doc.location]
      }
    })
    Object.keys(sections).forEach(function (page) { all = all.concat(sections[page]) })
    return all
  }

  // The second part: asked for once the first is in, relative to the site's root (this
  // script is its assets/javascripts/workers/).
  function askMore(setup, listener) {
    var root = new URL("../../../", location.href.split("#")[0])
    var asked = fetch(new URL(extension.more, root).href).then(function (response) {
      if (!response.ok) throw new Error(response.status + " " + extension.more)
      return response.json()
    })
    // Built again only once the first build is done: material builds asynchronously.
    Promise.all([asked, firstBuilt])
      .then(function (both) {
        var part = both[0]
        part.docs.forEach(function (doc) { docs[doc.location] = doc })
        learn(setup.config, part.docs)
        having = {}  // how many pages hold a word: counted again with every section
        var whole = Object.assign({}, setup, { docs: inOrder(setup.docs, part.docs) })
        // Built again, material loads lunr's languages again, which register their
        // functions again and warn of each: those the first build registered go first.
        var registered = (self.lunr && self.lunr.Pipeline.registeredFunctions) || {}
        Object.keys(registered).forEach(function (label) {
          if (lunrHad.indexOf(label) < 0) delete registered[label]
        })
        // Material builds it asynchronously, and says READY when it is done.
        rebuilt = function () {
          realPost({ type: MORE, whole: true })
          if (lastQuery) listener({ data: { type: QUERY, data: prepared(lastQuery) } })
        }
        listener({ data: { type: SETUP, data: whole } })
      })
      .catch(function (error) {
        console.warn("llm-status search: the second part of the index is not in", error)
        realPost({ type: MORE, whole: false })
      })
  }

  self.addEventListener = function (type, listener, options) {
    if (type !== "message") return realAdd(type, listener, options)
    return realAdd("message", function (ev) {
      var message = ev.data
      if (message && message.type === SETUP) {
        extension = message.data.config.llm_status || null
        message.data.docs.forEach(function (doc) { docs[doc.location] = doc })
        learn(message.data.config, message.data.docs)
        if (extension && extension.more) {
          var setup = message.data
          lunrHad = self.lunr ? Object.keys(self.lunr.Pipeline.registeredFunctions) : []
          var answered = listener({ data: message })
          askMore(setup, listener)
          return answered
        }
      } else if (message && message.type === QUERY && extension) {
        lastQuery = message.data
        message = { type: QUERY, data: prepared(message.data) }
      }
      return listener({ data: message })
    }, options)
  }

  self.postMessage = function (message) {
    if (message && message.type === READY) built()
    if (message && message.type === READY && rebuilt) {
      // Built with both parts: the page heard READY with the first and asks nothing more.
      var then = rebuilt
      rebuilt = null
      return then()
    }
    if (message && message.type === RESULT && extension) {
      try {
        message = { type: RESULT, data: adapt(message.data) }
      } catch (error) {
        console.warn("llm-status search: results left as they were", error)
      }
    }
    return realPost(message)
  }

  importScripts(decodeURIComponent(location.hash.slice(1)))
})()
