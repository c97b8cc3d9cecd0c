import QtQuick
import QtTest
import NationsCompanion
import NationsCompanion.Ui

// A refused action's banner (issue 16 §3): it says the rule in words, never the payload syntax the CLI
// uses ("override": true), and the table can dismiss it; the next refusal shows again.
Item {
    id: top
    width: 1400
    height: 900

    Component {
        id: shellComponent
        AppShell { anchors.fill: parent }
    }

    TestCase {
        name: "ErrorBanner"
        when: windowShown

        function find(root, name) {
            const o = findChild(root, name)
            verify(o !== null, "no item named " + name)
            return o
        }

        function test_aRefusalIsInWordsAndCanBeDismissed() {
            verify(GameController.startGame({ seats: [{ name: "Anna", nation: "egypt", side: "B" },
                                                      { name: "Ben", nation: "rome", side: "B" }],
                                               lastRound: 8 }), GameController.lastError)
            const shell = createTemporaryObject(shellComponent, top)
            verify(shell)
            verify(GameController.chooseGrowth(1, "bonus:gold"))
            verify(GameController.chooseGrowth(0, "bonus:gold"))
            verify(GameController.setEventCard("aryan_migration__code_of_hammurabi"), GameController.lastError)
            // Macedonia needs Military Strength 4 (Rulebook p.16): refused, overridable.
            verify(!GameController.buyCard(GameController.currentTurn, "macedonia", 1, {}))
            const text = find(shell, "errorText")
            tryVerify(function() { return text.visible })
            verify(text.text.indexOf("To buy Macedonia you need Military Strength 4") === 0, text.text)
            verify(text.text.indexOf('"') < 0, "no payload syntax in the banner: " + text.text)
            const dismiss = find(shell, "dismissBanner")
            mouseClick(dismiss)
            tryVerify(function() { return !text.visible })
            verify(GameController.canApplyAnyway, "dismissing the message keeps Apply anyway")
            // A new refusal shows again: the rule in words, its source apart, one click away.
            verify(!GameController.passTurn(GameController.playerOrder[1]))
            tryVerify(function() { return text.visible })
            verify(text.text.indexOf("Nations take one action each in player order") === 0, text.text)
            verify(text.text.indexOf("Rulebook") < 0, "no source in the sentence: " + text.text)
            compare(text.sources, "Rulebook p.14")
            const sourcesText = find(text, "sourcesText")
            verify(!sourcesText.visible)
            mouseClick(find(text, "sourceButton"))
            verify(sourcesText.visible)
            compare(sourcesText.text, "Rulebook p.14")
            verify(GameController.abandonGame())
            tryVerify(function() { return !text.visible })
            compare(text.sources, "")
        }

        function cleanup() {
            AppSettings.language = "en"
        }

        function test_aRefusalReadsInTheChosenLanguage() {
            // Issue 16 §5: the engine's refusal in the player's language, the source beside it as printed;
            // a switch in Settings renders the shown refusal again.
            AppSettings.language = "de"
            verify(GameController.startGame({ seats: [{ name: "Anna", nation: "egypt", side: "B" },
                                                      { name: "Ben", nation: "rome", side: "B" }],
                                               lastRound: 8 }), GameController.lastError)
            const shell = createTemporaryObject(shellComponent, top)
            verify(shell)
            verify(GameController.chooseGrowth(1, "bonus:gold"))
            verify(GameController.chooseGrowth(0, "bonus:gold"))
            verify(GameController.setEventCard("aryan_migration__code_of_hammurabi"), GameController.lastError)
            verify(!GameController.buyCard(GameController.currentTurn, "macedonia", 1, {}))
            const text = find(shell, "errorText")
            tryVerify(function() { return text.visible })
            verify(text.text.indexOf("Um Macedonia zu kaufen, brauchst du Militärstärke 4 (du hast 0)") === 0, text.text)
            compare(text.sources, "Rulebook p.16")
            AppSettings.language = "fi"
            verify(text.text.indexOf("Ostaaksesi kortin Macedonia tarvitset Sotilasvoimaa 4 (sinulla on 0)") === 0, text.text)
            compare(text.sources, "Rulebook p.16")
            verify(GameController.canApplyAnyway, "still armed after the switch")
            verify(GameController.abandonGame())
        }
    }
}
