// Lighthouse through its Node API, as its documentation shows it (chrome-launcher, then
// lighthouse()), for test_quality.py. The command `lighthouse` waits some 3 s after it has
// written its report (a timer it leaves running) before it exits, nine times a run of
// make test; here the process ends once the report is written and Chromium is closed.
// node runs it with -e from .venv/npm, where the packages are installed.
// Arguments: the URL, the report's path, "desktop" or "mobile", then Chromium's flags.
import fs from "node:fs"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import desktop from "lighthouse/core/config/desktop-config.js"

const [url, report, device, ...chromeFlags] = process.argv.slice(1)
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH, chromeFlags })
try {
  const result = await lighthouse(
    url,
    { port: chrome.port, output: "json", logLevel: "error",
      onlyCategories: ["accessibility", "best-practices", "seo"] },
    device === "desktop" ? desktop : undefined,  // the command's --preset=desktop
  )
  fs.writeFileSync(report, result.report)
} finally {
  await chrome.kill()
}
process.exit(0)
