import QtQuick
import QtTest
import NationsCompanion
import NationsCompanion.Ui

// Wealth of Nations through the real pages (shell, start page, setup, draft, Markets, Players and Develop,
// Produce, price corrections, score pad), on the test's SQLite file: a full 4-player game from the draft to
// the final score, whose first place is tied on VP and decided by money. Rules: W =
// shared/rulebooks/wealth-of-nations-rulebook.txt (W l.NN); the expected numbers are worked out in the comments.
Item {
    id: top
    width: 1000
    height: 680

    Component {
        id: shellComponent
        AppShell { anchors.fill: parent }
    }

    SignalSpy {
        id: clickSpy
        signalName: "clicked"
    }

    TestCase {
        name: "WealthOfNations"
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
        function noError() { compare(WealthGame.lastError, "") }
        function player(seat) { return WealthGame.players[seat] }
        function pick(page, id) {
            tap(find(page, "package_" + id))
            noError()
        }
        function endPhase(page, expected) {
            tap(find(page, "wonEndPhase"))
            noError()
            compare(WealthGame.phase, expected)
        }

        function startFourPlayers(shell) {
            shell.openHome()
            tap(find(shell.currentPage, "wonNewGame"))
            const setup = shell.currentPage
            tap(find(setup, "wonPlayers_4"))
            const names = ["Ann", "Bo", "Cy", "Di"]
            for (let i = 0; i < 4; ++i)
                find(setup, "wonName_" + i).text = names[i]
            tap(find(setup, "wonStart"))
            noError()
            return shell.currentPage
        }

        function test_moreNotesThanTheBoxWarns() {
            // W l.706-707: past the 30 notes in the box, further notes are recorded on paper: the page warns,
            // the note is taken. Ann picks first (seat 0): the draft in the order of W l.443-448.
            const shell = createTemporaryObject(shellComponent, top)
            const page = startFourPlayers(shell)
            for (const id of ["industry_1", "industry_2", "industry_3", "industry_4", "industry_5", "industry_6",
                              "commodity_1", "commodity_2", "commodity_3", "commodity_4", "commodity_5", "commodity_6"])
                pick(page, id)
            compare(WealthGame.phase, "trade")
            const warning = find(page, "wonWarning")
            for (let seat = 0; seat < 4; ++seat)
                for (let n = 0; n < 8; ++n) {
                    verify(!warning.visible || WealthGame.report.notes.held > 30, "no warning within the box")
                    tap(find(page, "market_takeNote_" + seat))
                    noError()
                }
            compare(WealthGame.report.notes.held, 32)
            verify(warning.visible, "the warning is shown")
            verify(warning.text.indexOf("paper") >= 0, warning.text)
            compare(player(3).notes, 8)
        }

        function test_fourPlayerGameToTheFinalScore() {
            const shell = createTemporaryObject(shellComponent, top)
            shell.openHome()
            compare(shell.page, "start")
            tap(find(shell.currentPage, "wonNewGame"))
            compare(shell.page, "wonSetup")
            const setup = shell.currentPage
            tap(find(setup, "wonPlayers_4"))
            const names = ["Ann", "Bo", "Cy", "Di"]
            for (let i = 0; i < 4; ++i)
                find(setup, "wonName_" + i).text = names[i]
            tap(find(setup, "wonFirst_1")) // Bo drew the Generator (W l.318-322)
            tap(find(setup, "wonStart"))
            noError()
            compare(shell.page, "won")
            let page = shell.currentPage
            compare(WealthGame.phase, "draft")

            // The draft for 4 players: 3 rounds (W l.456-536). Round 1 clockwise from Bo, Industry only (W
            // l.469-471); round 2 counter-clockwise from Ann (the first player's right); round 3 clockwise again.
            compare(WealthGame.report.draft.player, 1)
            verify(!find(page, "package_commodity_1").enabled, "round 1 takes Industry Packages only")
            pick(page, "industry_3")   // Bo: 2 Generators and $10
            verify(!find(page, "package_industry_3").enabled, "a Package taken is gone")
            pick(page, "industry_4")   // Cy: 2 Academies and $10
            pick(page, "industry_5")   // Di: 2 Mines
            pick(page, "industry_1")   // Ann: 3 Farms
            compare(WealthGame.report.draft.player, 0) // W l.443-448: the last of round 1 picks again
            pick(page, "commodity_1")  // Ann: 9 Food, 1 Energy, $40
            pick(page, "commodity_2")  // Di
            pick(page, "commodity_3")  // Cy
            pick(page, "commodity_4")  // Bo
            pick(page, "commodity_5")  // Bo
            pick(page, "commodity_6")  // Cy
            pick(page, "industry_6")   // Di: 2 Factories
            compare(find(page, "draftMoney_0").text, "$40")
            pick(page, "industry_2")   // Ann: 3 Farms; the last pick starts round 1's Trade (W l.453-454)
            compare(WealthGame.phase, "trade")
            compare(WealthGame.round, 1)
            compare(player(0).tiles.farm, 6)
            compare(player(3).tile_count, 4)
            // Home and back: the start page resumes the game where it is.
            tap(find(page, "wonHome"))
            compare(shell.page, "start")
            tap(find(shell.currentPage, "wonResume"))
            compare(shell.page, "won")
            page = shell.currentPage

            // Round 1, Trade. Food at 20 cubes: buy $7, sell $4, barter $5.5 (W l.640-642).
            compare(find(page, "buy_food").text, "Buy $7")
            compare(find(page, "sell_food").text, "Sell $4")
            compare(find(page, "barter_food").text, "barter about $5.5")
            tap(find(page, "trader_0"))
            tap(find(page, "buy_food"))              // Ann buys the cheapest Food cube (W l.605-611)
            noError()
            compare(WealthGame.markets[0].cubes, 19)
            compare(find(page, "level_food").text, "19 of 40 cubes")
            compare(find(page, "buy_food").text, "Buy $" + WealthGame.markets[0].buy)
            tap(find(page, "trader_3"))
            const ore = WealthGame.markets[3].cubes
            tap(find(page, "sell_ore"))              // Di sells Ore into the highest empty well (W l.651-658)
            compare(WealthGame.markets[3].cubes, ore + 1)

            // A Market over its capacity is refused with the engine's message; nothing changes (W l.565-566).
            tap(find(page, "wonCorrectPrices"))
            const dialog = find(page, "wonPricesDialog")
            tryVerify(() => dialog.opened)
            find(page, "levelMarket").currentIndex = 3 // Ore: 30 wells
            setSpin(page, "marketLevel", 31)
            find(page, "setMarketLevel").clicked()
            // In words, without the command's field names; the rulebook lines behind the Source button.
            compare(WealthGame.lastError, "31 is out of range: cubes in the Ore Market's rows, 0-30 (one per well)")
            compare(find(shell, "errorText").text, WealthGame.lastError)
            compare(find(shell, "errorText").sources, "Wealth of Nations rulebook: W l.565-566")
            compare(WealthGame.markets[0].cubes, 19)
            // A corrected printed price: Capital's supply price when full, $10 on the board (W l.659-661).
            find(page, "priceMarket").currentIndex = 4
            find(page, "priceKind").currentIndex = 4
            find(page, "priceValue").text = "11"
            find(page, "priceCorrect").clicked()
            noError()
            compare(WealthGame.markets[4].market_full_sell, 11)
            compare(WealthGame.rememberedCorrections.length, 1) // kept for the next game
            find(page, "priceReset").clicked()                  // back to the printed value
            compare(WealthGame.markets[4].market_full_sell, 10)
            compare(WealthGame.rememberedCorrections.length, 0)
            dialog.close()
            tryVerify(() => !dialog.visible)

            // Promissory notes (W l.700-714): Cy takes one ($20), Bo takes one and repays it ($25).
            tap(find(page, "tabPlayers"))
            compare(find(page, "notes_2").text, "Notes held: 0 · next note $20")
            tap(find(page, "takeNote_2"))
            compare(find(page, "notes_2").text, "Notes held: 1 · next note $19")
            tap(find(page, "takeNote_1"))
            tap(find(page, "repayNote_1"))
            compare(player(1).notes, 0)
            tap(find(page, "wonUndo"))  // undo the repayment, then redo it
            compare(player(1).notes, 1)
            tap(find(page, "wonRedo"))
            compare(player(1).notes, 0)
            find(page, "giveTo_2").currentIndex = 2   // Cy hands her note to Di in a barter (W l.715-719)
            tap(find(page, "giveNote_2"))
            compare(player(3).notes, 1)
            compare(player(2).notes, 0)
            endPhase(page, "develop")

            // Develop (W l.749-966): Bo places a Flag; Cy places a Flag, then builds an Academy on it.
            tap(find(page, "tabPlayers"))
            tap(find(page, "flag_1"))
            noError()
            compare(find(page, "flags_1").text, "Flags 3 of 18")
            tap(find(page, "flag_2"))
            find(page, "industry_2").currentIndex = 2 // Academy
            tap(find(page, "build_2"))
            noError()
            compare(player(2).tiles.academy, 3)
            compare(WealthGame.report.stacks.academy, 9 - 3)
            endPhase(page, "produce") // no end condition yet (W l.1035-1042)

            // Produce: Ann's 6 Farms with 7 full dots make 7 Food for 1 Energy (W l.971-972, l.194-195).
            tap(find(page, "producer_0"))
            find(page, "blocIndustry").currentIndex = 0
            setSpin(page, "blocTiles", 6)
            setSpin(page, "blocDots", 7)
            setSpin(page, "blocFed", 6)
            compare(find(page, "blocOutput").text, "This Bloc spends 1 Energy, makes 7 Food")
            tap(find(page, "addBloc"))
            tap(find(page, "storeProduction"))
            noError()
            compare(player(0).production.produced.food, 7)
            tap(find(page, "producer_1"))
            tap(find(page, "storeProduction"))       // Bo produces nothing
            endPhase(page, "trade")
            compare(WealthGame.round, 2)
            compare(WealthGame.players[WealthGame.report.first_player].name, "Cy") // the marker passes left (W l.581-582)

            // Round 2: the table says every hex holds a Flag or a tile: the end (W l.1039-1040, l.1043-1046).
            endPhase(page, "develop")
            find(page, "everyHexFilled").checked = true
            endPhase(page, "final_produce")
            endPhase(page, "final_trade")
            tap(find(page, "tabMarkets"))
            tap(find(page, "trader_3"))
            tap(find(page, "sell_ore"))              // the final sale goes on Di's paper (W l.1062-1069)
            verify(player(3).final_ledger > 0)

            // Money is entered at the end (W l.547-552). A negative amount is refused, nothing stored.
            tap(find(page, "tabScore"))
            find(page, "money_1").text = "-5"
            tap(find(page, "setMoney_1"))
            verify(WealthGame.lastError.indexOf("negative") >= 0, WealthGame.lastError)
            verify(player(1).money == null, "no money stored")
            const money = [57, 75, 30, 165]
            for (let i = 0; i < 4; ++i) {
                find(page, "money_" + i).text = String(money[i])
                tap(find(page, "setMoney_" + i))
                noError()
            }
            endPhase(page, "ended")

            // W l.1049-1059: 4 VP a tile, 1 VP per full $10, −3 VP a note.
            // Ann 6 Farms 24 + $57 5 = 29; Bo 2 Generators 8 + $75 7 = 15; Cy 3 Academies 12 + $30 3 = 15;
            // Di 4 tiles 16 + $165 16 − 3 (Cy's note) = 29. Ann and Di tie on 29: the most money decides, Di. Bo and Cy tie on 15:
            // Bo has more money.
            const pad = WealthGame.finalScore
            compare(pad.players.map(p => p.total), [29, 15, 15, 29])
            compare(pad.players.map(p => p.rank), [2, 3, 4, 1])
            verify(pad.players[3].lines.some(l => l.text.indexOf("most money") >= 0), "the tie line says why")
            compare(find(page, "wonWinner").text, "Winner: Di")
            compare(find(page, "total_2").text, "15 VP")
            compare(WealthGame.games[0].status, "finished")
            compare(WealthGame.games[0].winner, "Di")
        }
    }
}
