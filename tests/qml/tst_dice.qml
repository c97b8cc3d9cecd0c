import QtQuick
import QtTest
import NationsCompanion
import NationsCompanion.Ui

// Nations: The Dice Game through the real pages (shell, start page, setup, round page, tile dialog, score
// pad), on the test's SQLite file: a full solo game to the Dice Game's Hall of Fame and a full 4-player
// game whose tie is broken by the final player order. Rules: shared/rulebooks/nations-dice-game-rulebook.md
// (R l.NN); the expected numbers are worked out by hand in the comments.
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
        name: "DiceGame"
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
                wait(20)
                const p = item.mapToItem(top, item.width / 2, item.height / 2)
                if (p.x > 0 && p.y > 0 && p.x < top.width && p.y < top.height)
                    mouseClick(item)
                else
                    item.clicked()
            }
            compare(clickSpy.count, 1, "one click reached " + item.objectName)
            clickSpy.target = null
        }
        function setSpin(page, name, value) {
            const box = find(page, name)
            box.value = value
            box.valueModified()
        }
        function noError() { compare(DiceGame.lastError, "") }

        function newGame(shell, names, tougher) {
            shell.openHome()
            compare(shell.page, "start")
            tap(find(shell.currentPage, "diceNewGame"))
            compare(shell.page, "diceSetup")
            const setup = shell.currentPage
            tap(find(setup, "dicePlayers_" + names.length))
            for (let i = 0; i < names.length; ++i)
                find(setup, "diceName_" + i).text = names[i]
            if (tougher)
                find(setup, "diceTougher").checked = true
            tap(find(setup, "diceStart"))
            noError()
            compare(shell.page, "dice")
            return shell.currentPage
        }
        function startRound(page, famine, war, opponentBooks) {
            setSpin(page, "eventFamine", famine)
            setSpin(page, "eventWar", war)
            if (opponentBooks !== undefined)
                setSpin(page, "eventOpponentBooks", opponentBooks)
            tap(find(page, "startRound"))
            noError()
            compare(DiceGame.phase, "actions")
        }
        function buyTile(page, seat, name, typeIndex, row, vp, stoneCost) {
            tap(find(page, "buy_" + seat))
            const dialog = find(page, "diceTileDialog")
            tryVerify(() => dialog.opened)
            find(page, "tileName").text = name
            find(page, "tileType").currentIndex = typeIndex
            setSpin(page, "tileRow", row)
            setSpin(page, "tileVp", vp)
            if (stoneCost !== undefined)
                setSpin(page, "tileStone", stoneCost)
            tap(find(page, "tileBuy"))
            noError()
            tryVerify(() => !dialog.visible)
        }
        function passAndUse(page, seat, books, food, strength) {
            tap(find(page, "pass_" + seat))
            noError()
            setSpin(page, "useBooks_" + seat, books)
            setSpin(page, "useFood_" + seat, food)
            setSpin(page, "useStrength_" + seat, strength)
            tap(find(page, "saveUse_" + seat))
            noError()
        }
        function vpOf(seat) { return DiceGame.players[seat].vp }

        function test_1_soloGameToTheHallOfFame() {
            const shell = createTemporaryObject(shellComponent, top)
            const page = newGame(shell, ["Solveig"], true)
            compare(DiceGame.solo, true)
            compare(DiceGame.tougher, true)
            compare(DiceGame.players[0].books, 1)   // R l.204: player and opponent start at 1
            compare(DiceGame.opponentBooks, 1)

            // Round 1: the opponent rolls 2 Books (R l.206: 1 blue die in age 1) -> 3. Solveig buys a Colony
            // (3 VP at the end), uses 3 Books (-> 4 > 3: +2 VP, R l.210), Food 2 >= 2 (+1, R l.186) and keeps
            // Strength 3 >= 3 (+1, R l.196): 4 VP.
            startRound(page, 2, 3, 2)
            compare(DiceGame.opponentBooks, 3)
            buyTile(page, 0, "Carthage", 2, 3, 3)
            passAndUse(page, 0, 3, 2, 3)
            verify(DiceGame.preview.ready)
            tap(find(page, "endRound"))
            noError()
            compare(vpOf(0), 4)
            compare(DiceGame.round, 2)
            compare(DiceGame.phase, "event")
            verify(DiceGame.lastLines.some(l => l.text.indexOf("more Books than the opponent") >= 0),
                   "the Books line says why")

            // Round 2: opponent +3 -> 6; Solveig +1 -> 5 < 6: 0. Food 4 >= 3: +2. Strength 2 < 5: 0. A Wonder
            // under construction (6 VP once built, 5 Stone): 6 VP so far.
            startRound(page, 3, 5, 3)
            buyTile(page, 0, "Colosseum", 4, 1, 6, 5)
            compare(DiceGame.players[0].wonderUnderConstruction, 1)
            passAndUse(page, 0, 1, 4, 2)
            tap(find(page, "endRound"))
            compare(vpOf(0), 6)

            // Round 3: the Wonder is built (R l.146-148); opponent +2 -> 8; Solveig +5 -> 10 > 8: +2; Food 4 >= 4:
            // +3; Strength 4 >= 4: +3: 14 VP.
            startRound(page, 4, 4, 2)
            tap(find(page, "buildWonder_0"))
            noError()
            compare(DiceGame.players[0].wonderUnderConstruction, -1)
            passAndUse(page, 0, 5, 4, 4)
            tap(find(page, "endRound"))
            compare(vpOf(0), 14)

            // Round 4: opponent +6 -> 14; Solveig +4 -> 14, not more: 0; Food 6 >= 5: +4; Strength 6 >= 6: +4:
            // 22 on the track. A Building (2 VP) replaces one printed on the board.
            startRound(page, 5, 6, 6)
            buyTile(page, 0, "Library", 0, 2, 2)
            passAndUse(page, 0, 4, 6, 6)
            tap(find(page, "endRound"))
            noError()

            // The end (R l.198-200): 22 on the track + Colony 3 + built Wonder 6 + Building 2 = 33: Saladin (30+).
            compare(DiceGame.phase, "ended")
            compare(vpOf(0), 22)
            compare(DiceGame.finalScore.players[0].total, 33)
            compare(DiceGame.finalScore.title, "Saladin")
            const winner = find(page, "diceWinner")
            verify(winner.visible)
            verify(winner.text.indexOf("Saladin") >= 0, winner.text)

            // Stored: the Dice Game's own Hall of Fame on the start page.
            tap(find(page, "diceHome"))
            compare(shell.page, "start")
            compare(DiceGame.hallOfFame.length, 1)
            compare(DiceGame.hallOfFame[0].score, 33)
            compare(DiceGame.hallOfFame[0].title, "Saladin")
            verify(find(shell.currentPage, "diceHallOfFame_0").text.indexOf("33") >= 0)
        }

        function test_2_fourPlayersTieBrokenByPlayerOrder() {
            const shell = createTemporaryObject(shellComponent, top)
            const page = newGame(shell, ["Ann", "Bo", "Cy", "Di"], false)
            compare(DiceGame.players.map(p => p.books), [1, 2, 3, 4]) // R l.55: the player-order number

            // Round 1 (Famine 2, War 3). Books: Ann 1+4 = 5, Bo 2+1 = 3, Cy 3+0 = 3, Di 4+0 = 4: Ann beats 3 (+3),
            // Di beats Bo and Cy (+2), Bo and Cy are equal: nothing (R l.178). Food: Ann 2, Bo 1, Cy 3, Di 2 ->
            // +1 for Ann, Cy, Di (R l.186). Strength: Bo 5, Cy 3, Di 3, Ann 0 -> order Bo, Cy, Di, Ann (Cy
            // before Di: the tie keeps their order, R l.190); War 3: Bo, Cy, Di +1 (R l.196).
            startRound(page, 2, 3)
            buyTile(page, 1, "Great Temple", 0, 3, 12)  // Bo's Building: 12 VP at the end
            tap(find(page, "reroll_2"))
            compare(DiceGame.players[2].rerolls, 1)
            passAndUse(page, 0, 4, 2, 0)
            passAndUse(page, 1, 1, 1, 5)
            passAndUse(page, 2, 0, 3, 3)
            verify(!DiceGame.preview.ready)
            compare(DiceGame.preview.waitingForPass, ["Di"])
            passAndUse(page, 3, 0, 2, 3)
            verify(DiceGame.preview.ready)
            tap(find(page, "endRound"))
            noError()
            compare(DiceGame.players.map(p => p.vp), [4, 1, 2, 4])
            compare(DiceGame.order, [1, 2, 3, 0])

            // Undo the round's scoring and redo it: the same numbers (the log is in SQLite, R-free).
            tap(find(page, "diceUndo"))
            compare(DiceGame.phase, "actions")
            compare(DiceGame.players.map(p => p.vp), [0, 0, 0, 0])
            tap(find(page, "diceRedo"))
            compare(DiceGame.players.map(p => p.vp), [4, 1, 2, 4])

            // Rounds 2-4: nobody uses anything (Famine 1, War 1 are missed); the Books stay 5, 3, 3, 4, so
            // Ann +3 and Di +2 each round; Strength 0 everywhere keeps the order Bo, Cy, Di, Ann.
            for (let round = 2; round <= 4; ++round) {
                startRound(page, 1, 1)
                for (let seat = 0; seat < 4; ++seat)
                    passAndUse(page, seat, 0, 0, 0)
                tap(find(page, "endRound"))
                noError()
            }
            compare(DiceGame.phase, "ended")
            compare(DiceGame.players.map(p => p.vp), [13, 1, 2, 10])

            // Final (R l.198-200): Ann 13, Bo 1 + 12 (Building) = 13, Cy 2, Di 10. Ann and Bo tie; Bo is ahead
            // in the final player order, so Bo wins (R l.200).
            const pad = DiceGame.finalScore
            compare(pad.players.map(p => p.total), [13, 13, 2, 10])
            compare(pad.players[1].rank, 1)
            compare(pad.players[0].rank, 2)
            verify(find(page, "diceWinner").text.indexOf("Bo") >= 0)
            compare(pad.title, "")
        }

        function cleanup() {
            AppSettings.language = "en"
        }

        function test_3_aRefusalIsInWordsWithItsSourceApart() {
            // Issue 16 §3, §5: a refusal of the Dice Game's rules reads as a sentence in the chosen language;
            // the rulebook lines are behind the banner's Source button (R l.152: the round is scored after all
            // passed), never in the sentence.
            const shell = createTemporaryObject(shellComponent, top)
            const page = newGame(shell, ["Ann", "Bo"], false)
            startRound(page, 2, 3)
            verify(!DiceGame.endRound())
            const text = find(shell, "errorText")
            tryVerify(function() { return text.visible })
            compare(text.text, "Not all players have passed (Ann, Bo): the round is scored after all passed")
            compare(text.sources, "Rulebook of the Dice Game: R l.152")
            mouseClick(find(text, "sourceButton"))
            compare(find(text, "sourcesText").text, "Rulebook of the Dice Game: R l.152")
            AppSettings.language = "fi"
            compare(text.text, "Kaikki pelaajat eivät ole passanneet (Ann, Bo): kierros pisteytetään, kun kaikki ovat passanneet")
            compare(text.sources, "Noppapelin sääntökirja: R l.152")
            AppSettings.language = "en"
            passAndUse(page, 0, 0, 0, 0) // a later action that succeeds takes the refusal and its source away
            tryVerify(function() { return !text.visible })
            compare(DiceGame.refusalSource, "")
        }
    }
}
