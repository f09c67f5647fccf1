import Dial

/// `report.html`: every failure of a run on one page that works offline (images by relative path, no script or
/// style from elsewhere). Images show side by side and, stacked, with a slider that moves the line between
/// actual (left) and expected (right).
///
/// On load the page counts its images that loaded and those that did not (`data-images-loaded`,
/// `data-images-broken` on `<body>`); opened with `#selftest` it also moves every slider and measures the result
/// (`data-selftest`), so a headless browser can prove the page works.
enum ReportPage {
    static func html(for index: ReportIndex) -> String {
        let count = index.failures.count
        var page = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Dial golden report: \(count) failed check\(count == 1 ? "" : "s")</title>
        <style>\(style)</style>
        </head>
        <body data-failures="\(count)">
        <header>
        <h1>\(count == 0 ? "Every golden matched" : "\(count) failed check\(count == 1 ? "" : "s")")</h1>

        """
        if let accept = index.accept {
            page += """
            <p>Look at every failure below. To accept the new outputs as the goldens, run:</p>
            <pre class="accept"><code>\(HTML.escaped(accept))</code></pre>

            """
        }
        page += "</header>\n<main>\n"
        for (number, entry) in index.failures.enumerated() {
            page += section(entry, number: number)
        }
        page += "</main>\n<script>\(script)</script>\n</body>\n</html>\n"
        return page
    }

    static func section(_ entry: ReportEntry, number: Int) -> String {
        let status = entry.recorded ? "recorded: review it, then commit" : entry.kind.rawValue
        var html = """
        <section class="failure" id="failure-\(number)" data-kind="\(entry.kind.rawValue)" data-recorded="\(entry.recorded)">
        <h2>\(HTML.escaped(entry.name)) <span class="status">\(HTML.escaped(status))</span></h2>
        <p class="golden">Golden: <code>\(HTML.escaped(entry.golden))</code></p>

        """
        if !entry.environment.isEmpty {
            html += "<div class=\"environment\"><p>The environment differs from the one this golden was recorded in; "
                + "the difference may come from the machine:</p><ul>"
                + entry.environment.map { "<li>\(HTML.escaped($0))</li>" }.joined() + "</ul></div>\n"
        }
        html += "<p class=\"summary\">\(HTML.escaped(entry.summary))</p>\n"

        let isImage = entry.actual.hasSuffix(".png")
        if isImage {
            html += "<div class=\"side-by-side\">\n"
            if let expected = entry.expected { html += figure("Expected", expected) }
            if let diff = entry.diff { html += figure("Diff", diff) }
            html += figure("Actual", entry.actual)
            html += "</div>\n"
            if let expected = entry.expected {
                let sizes = [entry.expectedSize, entry.actualSize].compactMap { $0 }
                let width = sizes.map(\.width).max() ?? 0, height = sizes.map(\.height).max() ?? 0
                let box = width > 0 ? " style=\"width:\(width)px;height:\(height)px\"" : ""
                html += """
                <div class="slider" data-slider>
                <div class="stage"\(box)><img class="under" src="\(HTML.escaped(expected))" alt="expected">\
                <div class="over"><img src="\(HTML.escaped(entry.actual))" alt="actual"></div></div>
                <label>Actual ◀ ▶ Expected <input type="range" min="0" max="100" value="50"></label>
                </div>

                """
            }
            if let composite = entry.composite {
                html += "<p class=\"files\"><a href=\"\(HTML.escaped(composite))\">Expected | Diff | Actual as one image</a></p>\n"
            }
        } else {
            html += "<p class=\"files\">"
            if let expected = entry.expected { html += "<a href=\"\(HTML.escaped(expected))\">expected</a> · " }
            html += "<a href=\"\(HTML.escaped(entry.actual))\">actual</a>"
            if let diff = entry.diff { html += " · <a href=\"\(HTML.escaped(diff))\">diff</a>" }
            html += "</p>\n"
            if let textDiff = entry.textDiff { html += "<pre class=\"diff\">\(highlight(textDiff))</pre>\n" }
        }
        return html + "</section>\n"
    }

    static func figure(_ caption: String, _ source: String) -> String {
        "<figure><figcaption>\(caption)</figcaption><img src=\"\(HTML.escaped(source))\" alt=\"\(caption.lowercased())\"></figure>\n"
    }

    /// Removed lines red, added lines green, hunk headers dim.
    static func highlight(_ diff: String) -> String {
        diff.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let text = HTML.escaped(String(line))
            if line.hasPrefix("@@") { return "<span class=\"hunk\">\(text)</span>" }
            if line.hasPrefix("+") { return "<span class=\"added\">\(text)</span>" }
            if line.hasPrefix("-") { return "<span class=\"removed\">\(text)</span>" }
            return text
        }.joined(separator: "\n")
    }


    static let style = """
    body{font:15px/1.45 system-ui,sans-serif;margin:0;background:#f4f4f6;color:#1c1c1e}
    header,main{max-width:1400px;margin:0 auto;padding:16px 24px}
    h1{font-size:22px;margin:8px 0}
    h2{font-size:17px;margin:0 0 8px;font-family:ui-monospace,monospace}
    .status{font:13px system-ui,sans-serif;background:#ffd60a;border-radius:4px;padding:2px 6px;margin-left:8px}
    .failure{background:#fff;border-radius:10px;padding:16px 20px;margin:16px 0;box-shadow:0 1px 3px #0002}
    .accept{background:#1c1c1e;color:#fff;padding:10px 14px;border-radius:6px;overflow-x:auto}
    .environment{background:#fff4d6;border-left:4px solid #ff9f0a;padding:4px 12px;margin:8px 0}
    .side-by-side{display:flex;gap:16px;flex-wrap:wrap;align-items:flex-start}
    figure{margin:0}
    figcaption{font-weight:600;margin-bottom:4px}
    img{display:block;background:repeating-conic-gradient(#ccc 0 25%,#eee 0 50%) 0 0/16px 16px}
    .slider{margin-top:16px}
    .stage{position:relative;display:inline-block}
    .stage .over{position:absolute;top:0;left:0;height:100%;width:50%;overflow:hidden;box-sizing:border-box;border-right:2px solid #ff2d55}
    .stage .over img{max-width:none}
    .slider input{width:320px;vertical-align:middle}
    pre.diff{background:#1c1c1e;color:#ddd;padding:10px 14px;border-radius:6px;overflow-x:auto}
    .added{color:#30d158}.removed{color:#ff453a}.hunk{color:#8e8e93}
    """

    static let script = """
    (function () {
      var sliders = Array.prototype.slice.call(document.querySelectorAll('[data-slider]'));
      sliders.forEach(function (slider) {
        var input = slider.querySelector('input');
        var over = slider.querySelector('.over');
        var update = function () { over.style.width = input.value + '%'; };
        input.addEventListener('input', update);
        update();
      });
      function countImages() {
        var images = Array.prototype.slice.call(document.images);
        var broken = images.filter(function (image) { return !(image.complete && image.naturalWidth > 0); });
        document.body.dataset.imagesLoaded = String(images.length - broken.length);
        document.body.dataset.imagesBroken = String(broken.length);
      }
      function selfTest() {
        var problems = [];
        sliders.forEach(function (slider, number) {
          var input = slider.querySelector('input');
          var stage = slider.querySelector('.stage');
          var over = slider.querySelector('.over');
          [25, 75].forEach(function (value) {
            input.value = String(value);
            input.dispatchEvent(new Event('input'));
            var ratio = over.getBoundingClientRect().width / stage.getBoundingClientRect().width;
            if (!(Math.abs(ratio - value / 100) < 0.02)) { problems.push('slider ' + number + ' at ' + value + ' showed ' + ratio.toFixed(3)); }
          });
          input.value = '50';
          input.dispatchEvent(new Event('input'));
        });
        document.body.dataset.sliders = String(sliders.length);
        document.body.dataset.selftest = problems.length ? 'fail: ' + problems.join('; ') : 'ok';
      }
      window.addEventListener('load', function () {
        countImages();
        if (location.hash === '#selftest') { selfTest(); }
      });
    })();
    """
}
