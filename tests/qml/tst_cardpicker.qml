import QtQuick
import QtTest
import NationsCompanion
import NationsCompanion.Ui

// The card picker of the board editor marks what the app does not automate and lets the table correct
// what our data does not know: a card the engine applies by hand carries the "by hand" badge with its
// reason, an automated one (Granary; Vesuvius, a natural wonder of the Dynasties set, since issue 12) does not; a
// card's tier (basic / advanced / expert, Rulebook p.11, not in our data) is set in the list, stored in
// SQLite through GameController.setCardTier, and shown again when the picker opens next.
Item {
    id: top
    width: 1400
    height: 900

    Component {
        id: shellComponent
        AppShell { anchors.fill: parent }
    }

    TestCase {
        name: "CardPicker"
        when: windowShown

        function find(root, name) {
            const o = findChild(root, name)
            verify(o !== null, "no item named " + name)
            return o
        }
        // Opens the picker with `button`, types `text`, returns the results list once it has rows.
        function search(button, text) {
            button.clicked()
            tryVerify(function() { return top.Window.activeFocusItem && top.Window.activeFocusItem.objectName === "cardSearch" },
                      3000, "the card picker has the keyboard")
            const field = top.Window.activeFocusItem
            const results = find(field.parent, "cardResults")
            for (const ch of text)
                keyClick(ch)
            tryVerify(function() { return results.count > 0 && results.itemAtIndex(0) !== null })
            return results
        }
        function badgeOf(row) { return findChild(row, "byHandBadge") }

        function test_byHandBadgeAndTier() {
            verify(GameController.startGame({
                seats: [{ name: "Anna", nation: "egypt", side: "B" }, { name: "Ben", nation: "rome", side: "B" }],
                lastRound: 8, cardSets: ["base", "dynasties"]
            }), GameController.lastError)
            const shell = createTemporaryObject(shellComponent, top)
            verify(shell)
            const page = shell.currentPage

            // Vesuvius: automated since issue 12 (its end-of-age Worker is a Decision), no badge; the badge
            // shows exactly the coverage reason, empty here.
            let results = search(find(page, "addWonderButton"), "vesuv")
            compare(results.model.idAt(0), "vesuvius")
            let badge = badgeOf(results.itemAtIndex(0))
            verify(badge !== null, "Vesuvius's row has a badge")
            verify(!badge.visible, "Vesuvius is automated")
            compare(badge.reason, GameController.cardAutomation("vesuvius").reason)
            keyClick(Qt.Key_Escape)
            tryVerify(function() { return !top.Window.activeFocusItem || top.Window.activeFocusItem.objectName !== "cardSearch" })

            // Granary: automated, no badge; its tier is unknown until the table sets it.
            results = search(find(page, "addBuildingButton"), "granar")
            compare(results.model.idAt(0), "granary")
            badge = badgeOf(results.itemAtIndex(0))
            verify(badge !== null)
            verify(!badge.visible, "Granary is automated")
            let tier = find(results.itemAtIndex(0), "tier_granary")
            verify(tier.visible)
            compare(tier.currentText, "level not set")
            tier.currentIndex = tier.indexOfValue("advanced")
            tier.activated(tier.currentIndex)
            compare(GameController.lastError, "")
            compare(GameController.cardTiers.granary, "advanced")
            compare(GameController.cardInfo("granary").tier, "advanced")
            keyClick(Qt.Key_Escape)
            tryVerify(function() { return !top.Window.activeFocusItem || top.Window.activeFocusItem.objectName !== "cardSearch" })

            // Opened again, the list shows the stored tier.
            results = search(find(page, "addBuildingButton"), "granar")
            tier = find(results.itemAtIndex(0), "tier_granary")
            compare(tier.currentText, "advanced")
            keyClick(Qt.Key_Escape)
        }
    }
}
