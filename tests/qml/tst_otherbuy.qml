import QtQuick
import QtTest
import NationsCompanion
import NationsCompanion.Ui

// Dynasty cards that act on another nation's purchase, through the round page: Axumite Kingdom marks a
// card when the Event Card is revealed (the Event panel's "Mark a card…"), and the buy form shows what the
// buyer pays its owner; Abbasid Caliphate's owner also buys a Golden Age's VP from the buy form (card
// texts in data/catalog/dynasty_cards.json; Golden Age VP price: Rulebook p.16).
Item {
    id: top
    width: 1400
    height: 900

    Component {
        id: shellComponent
        AppShell { anchors.fill: parent }
    }

    SignalSpy {
        id: clickSpy
        signalName: "clicked"
    }

    TestCase {
        name: "OtherBuy"
        when: windowShown

        function find(root, name) {
            const o = findChild(root, name)
            verify(o !== null, "no item named " + name)
            return o
        }
        function tap(item) {
            verify(item.visible, item.objectName + " is visible")
            verify(item.enabled, item.objectName + " is enabled")
            clickSpy.clear()
            clickSpy.target = item
            for (let attempt = 0; attempt < 3 && clickSpy.count === 0; ++attempt) {
                waitForRendering(top)
                wait(30)
                mouseClick(item)
            }
            compare(clickSpy.count, 1, "one click reached " + item.objectName)
            clickSpy.target = null
        }
        function board(p) { return GameController.players.get(p) }
        function typeText(s) {
            for (let i = 0; i < s.length; ++i)
                keyClick(s[i])
        }
        function toActionPhase(page) {
            for (const p of GameController.growthOrder)
                tap(find(page, "growth_" + p + "_bonus_gold"))
            compare(GameController.phase, "action")
            const search = find(page, "eventSearch")
            mouseClick(search)
            keyClick(Qt.Key_Return)
            verify(GameController.eventCard.length > 0, "an Event Card is set")
        }

        function test_axumiteKingdomMarksACardThatCostsTheBuyerMore() {
            verify(GameController.startGame({
                seats: [{ name: "Anna", nation: "greece", side: "A" }, { name: "Ben", nation: "ethiopia", side: "B" }],
                lastRound: 8, cardSets: ["base", "expansion", "dynasties"]
            }), GameController.lastError)
            const shell = createTemporaryObject(shellComponent, top)
            verify(shell)
            const page = shell.currentPage
            toActionPhase(page)
            verify(GameController.setDynasty(1, "axumite_kingdom"), GameController.lastError)
            const markButton = find(page, "markCardButton")
            tryVerify(function() { return markButton.visible })
            compare(find(page, "markedCard").text, "Ben (Axumite Kingdom) marks a card on the Progress Board")
            tap(markButton)
            const picker = find(page, "markPicker")
            tryVerify(function() { return picker.opened })
            const search = find(picker.contentItem, "cardSearch")
            tryVerify(function() { return search.activeFocus })
            typeText("aqueduct")
            tryVerify(function() { return find(picker.contentItem, "cardResults").count > 0 })
            keyClick(Qt.Key_Return)
            compare(GameController.lastError, "")
            tryVerify(function() { return !picker.visible })
            compare(GameController.eventInfo.marker.marked, "Aqueduct")
            compare(find(page, "markedCard").text, "Ben (Axumite Kingdom) marked Aqueduct: another nation buying it pays Ben extra")

            // Anna buys the marked Aqueduct through the buy form: row 1 (1 Gold) and 3 Gold to Ben.
            const panel = find(page, "actionPanel")
            const form = panel.actionForm
            const anna = board(0).gold, ben = board(1).gold
            tap(find(panel, "buyButton"))
            tryVerify(function() { return form.opened })
            tryVerify(function() { return form.searchField.activeFocus })
            typeText("aqueduct")
            tryVerify(function() { return form.resultList.count > 0 })
            keyClick(Qt.Key_Return)
            compare(form.cardId, "aqueduct")
            compare(find(form.contentItem, "buySurcharge").text, "Marked by Ben (Axumite Kingdom): 3 Gold more, paid to Ben")
            tap(find(form.contentItem, "row_1"))
            tap(find(form.contentItem, "buyConfirm"))
            compare(GameController.lastError, "")
            tryVerify(function() { return !form.visible })
            compare(board(0).gold, anna - 1 - 3)
            compare(board(1).gold, ben + 3)
        }

        function test_abbasidCaliphateAlsoBuysTheVpFromTheBuyForm() {
            verify(GameController.startGame({
                seats: [{ name: "Anna", nation: "greece", side: "A" }, { name: "Ben", nation: "arabs", side: "B" }],
                lastRound: 8, cardSets: ["base", "expansion", "dynasties"]
            }), GameController.lastError)
            const shell = createTemporaryObject(shellComponent, top)
            verify(shell)
            const page = shell.currentPage
            toActionPhase(page)
            verify(GameController.setDynasty(1, "abbasid_caliphate"), GameController.lastError)
            const panel = find(page, "actionPanel")
            const form = panel.actionForm
            const books = board(0).books, vp = board(1).vp, gold = board(1).gold
            tap(find(panel, "buyButton"))
            tryVerify(function() { return form.opened })
            tryVerify(function() { return form.searchField.activeFocus })
            typeText("aeneid")
            tryVerify(function() { return form.resultList.count > 0 })
            keyClick(Qt.Key_Return)
            compare(form.cardId, "aeneid")
            tap(find(form.contentItem, "row_1"))
            const also = find(form.contentItem, "alsoVp_1")
            compare(also.text, "Ben also buys the VP (Abbasid Caliphate), price 1 in any mix:")
            tap(also)
            tryVerify(function() { return findChild(form.contentItem, "alsoVpPay_1_gold") !== null })
            compare(find(form.contentItem, "alsoVpPay_1_gold").value, 1)
            tap(find(form.contentItem, "buyConfirm"))
            compare(GameController.lastError, "")
            tryVerify(function() { return !form.visible })
            compare(board(0).books, books + 2) // Aeneid's resource option for Anna
            compare(board(1).vp, vp + 1)       // and the VP for Ben, for 1 Gold
            compare(board(1).gold, gold - 1)
        }
    }
}
