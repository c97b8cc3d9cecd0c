import QtQuick
import QtTest
import NationsCompanion
import NationsCompanion.Ui

// Both themes (issue 16 §5) read well: every colour the pages use for text has a WCAG contrast of 4.5:1 or
// more on every background it is drawn on (background, surface, surfaceHigh, the boxes behind banners and
// the buttons), in the dark and the light theme; the selected, focused and disabled states stand out.
TestCase {
    name: "Theme"

    readonly property var textColours: ["text", "textDim", "accent", "danger", "ok", "warning",
        "gold", "food", "stone", "books", "vp", "strength", "stability", "workers"]
    readonly property var backgrounds: ["background", "surface", "surfaceHigh"]

    function cleanup() { AppSettings.theme = "dark" }

    function channel(c) { return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4) }
    function luminance(colour) {
        const c = Qt.color(colour)
        return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b)
    }
    /// WCAG 2 contrast ratio of two colours, 1 to 21.
    function contrast(a, b) {
        const la = luminance(a), lb = luminance(b)
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
    }

    function test_contrast_data() {
        return [{ tag: "dark", theme: "dark" }, { tag: "light", theme: "light" }]
    }
    function test_contrast(data) {
        AppSettings.theme = data.theme
        compare(Theme.dark, data.theme === "dark")
        const low = []
        function check(fg, bg, minimum) {
            const ratio = contrast(Theme[fg], Theme[bg])
            if (ratio < minimum)
                low.push(fg + " " + Theme[fg] + " on " + bg + " " + Theme[bg] + ": " + ratio.toFixed(2))
        }
        for (const fg of textColours)
            for (const bg of backgrounds)
                check(fg, bg, 4.5)
        // Text on the boxes behind messages and on buttons.
        for (const bg of ["dangerSurface", "warningSurface", "warSurface", "winnerSurface", "button"]) {
            check("text", bg, 4.5)
            check("textDim", bg, 4.5)
        }
        check("danger", "dangerSurface", 4.5)
        // Selected: the highlighted text (the background colour) on the highlight (accent).
        check("background", "accent", 4.5)
        // Focused: the accent focus frame against the button and the page (non-text contrast, WCAG 1.4.11).
        check("accent", "button", 3)
        // Disabled: dimmed text on a disabled button, still readable.
        check("textDim", "buttonDisabled", 4.5)
        compare(low, [], low.join("\n"))
    }

    function test_themesDiffer() {
        AppSettings.theme = "dark"
        const dark = String(Theme.background) // a copy, not a reference that follows the property
        verify(luminance(Theme.background) < 0.1, "dark background " + Theme.background)
        AppSettings.theme = "light"
        verify(luminance(Theme.background) > 0.7, "light background " + Theme.background)
        verify(luminance(Theme.text) < 0.1, "light theme's text " + Theme.text)
        verify(!Qt.colorEqual(dark, Theme.background))
    }
}
