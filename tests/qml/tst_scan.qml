import QtQuick
import QtTest
import NationsCompanion
import NationsCompanion.Ui

// The scan page through the real QML: opened from the round page for the board shown, it says that
// this machine has no camera and offers photos; a photo of a table with seven labels (scanFixturePhoto,
// a generated JPEG) is scanned from its file, every code is listed with its number on the photo and
// what confirming does, the Building waits for the card it covers, and "Apply" stores the ticked
// cards on Anna's board; Back returns to the round.
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
    SignalSpy {
        id: scanSpy
        signalName: "scanFinished"
    }

    TestCase {
        name: "Scan"
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
        function byName(proposals, name) {
            for (const p of proposals)
                if (p.name === name)
                    return p
            return null
        }
        function names(cards) {
            return cards.map(c => c.card)
        }

        function test_scanAPhotoOntoABoard() {
            verify(GameController.startGame({
                seats: [{ name: "Anna", nation: "egypt", side: "B" }, { name: "Ben", nation: "rome", side: "B" }],
                lastRound: 8
            }), GameController.lastError)
            verify(GameController.setEventCard("aryan_migration__code_of_hammurabi"), GameController.lastError)
            const shell = createTemporaryObject(shellComponent, top)
            verify(shell)
            compare(shell.page, "round")

            tap(find(shell.currentPage, "scanButton"))
            compare(shell.page, "scan")
            const page = shell.currentPage
            compare(page.player, 0)
            // No camera on this machine: the page says so and offers photos.
            verify(!page.hasCamera)
            const noCamera = find(page, "noCameraLabel")
            verify(noCamera.visible)
            verify(noCamera.text.indexOf("No camera") >= 0, noCamera.text)
            verify(!find(page, "cameraButton").enabled)
            verify(find(page, "openPhotoButton").visible)

            scanSpy.target = page.scanner
            scanSpy.clear()
            page.scanner.scanFile(scanFixturePhoto)
            scanSpy.wait(20000)
            const ps = page.scanner.proposals
            compare(ps.length, 7, JSON.stringify(ps.map(p => p.text)))
            tryCompare(find(page, "scannedPhoto"), "status", Image.Ready, 5000)
            const list = find(page, "proposalList")
            compare(list.count, 7)

            const colosseum = byName(ps, "Colosseum")
            verify(colosseum.selected && colosseum.underConstruction, "the Colosseum starts building")
            verify(byName(ps, "Hindu Kush").selected)
            verify(byName(ps, "Archimedes").selected)
            const aqueduct = byName(ps, "Aqueduct")
            verify(!aqueduct.selected, "Egypt B's Building/Military row is full")
            compare(aqueduct.coverOptions.length, 4)
            compare(byName(ps, "Battle of Issus").status, "not_kept")
            const event = byName(ps, "Assyrian deportations / Jain Ascetism")
            compare(event.action, "set_event")
            verify(!event.selected, "it would replace the Event Card already set")
            compare(ps.filter(p => p.status === "foreign").length, 1)
            compare(page.scanner.selectedCount, 3)

            // The Aqueduct covers the Brewery (slot 0), chosen in the list.
            page.scanner.setCover(ps.findIndex(p => p.name === "Aqueduct"), 0)
            compare(page.scanner.selectedCount, 4)
            const apply = find(page, "applyScanButton")
            verify(apply.text.indexOf("Anna") >= 0, apply.text)
            tap(apply)
            compare(GameController.lastError, "")
            const anna = GameController.players.get(0)
            compare(anna.construction.card, "colosseum")
            verify(names(anna.colonies).indexOf("hindu_kush") >= 0)
            compare(names(anna.advisors), ["archimedes"])
            compare(anna.buildings[0].card, "aqueduct")
            compare(GameController.eventCard, "aryan_migration__code_of_hammurabi")
            verify(find(page, "scanStatus").text.indexOf("Applied for Anna") >= 0, find(page, "scanStatus").text)
            // What was not applied stays listed.
            compare(page.scanner.proposals.length, 3)

            tap(find(page, "scanBackButton"))
            compare(shell.page, "round")
        }
    }
}
