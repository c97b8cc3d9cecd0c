import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import NationsCompanion
import NationsCompanion.Ui

// The group's statistics (issue 15 §1): filters on top, then one tab per view. Every chart has its numbers
// in a table beside or below it; an empty history says what to do.
FocusScope {
    id: root
    signal home()

    /// The chosen game type's figures (app/history/game_type_list.h), null for every game: a type without
    /// nations says so instead of an empty table (issue 15 §2 "each game type says which figures it has").
    readonly property var typeInfo: HistoryStatistics.gameTypes.find(t => t.id === HistoryStatistics.gameType) || null
    readonly property bool showsNations: typeInfo === null || typeInfo.hasNations
    readonly property bool showsCategories: typeInfo === null || typeInfo.hasCategories

    Shortcut { sequence: "Escape"; onActivated: root.home() }
    Component.onCompleted: HistoryStatistics.refresh()

    Rectangle { anchors.fill: parent; color: Theme.background }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 16
        spacing: 10

        RowLayout {
            Layout.fillWidth: true
            spacing: 12
            Label {
                text: qsTr("Statistics")
                font.pixelSize: Theme.fontTitle
                font.bold: true
                color: Theme.accent
            }
            Label {
                objectName: "gamesCount"
                Layout.fillWidth: true
                text: qsTr("Finished games: %1").arg(HistoryStatistics.games)
                color: Theme.textDim
                font.pixelSize: Theme.fontNormal
            }
            Button {
                objectName: "homeButton"
                property bool primaryAction: true // must stay on screen (tst_layouts)
                text: qsTr("Home")
                onClicked: root.home()
            }
        }

        // Filters: each narrows every figure below.
        Flow {
            Layout.fillWidth: true
            spacing: 8
            ComboBox {
                id: gameFilter
                objectName: "gameFilter"
                width: 230
                Accessible.name: qsTr("Game")
                model: [{ id: "", name: qsTr("Every game") }].concat(HistoryStatistics.gameTypes)
                textRole: "name"
                valueRole: "id"
                onActivated: HistoryStatistics.gameType = currentValue
            }
            ComboBox {
                objectName: "playerCountFilter"
                width: 150
                Accessible.name: qsTr("Number of players")
                model: [qsTr("Any players"), qsTr("Solo"), qsTr("2 players"), qsTr("3 players"),
                        qsTr("4 players"), qsTr("5 players"), qsTr("6 players")]
                onActivated: HistoryStatistics.playerCount = currentIndex
            }
            ComboBox {
                objectName: "withPlayerFilter"
                width: 200
                Accessible.name: qsTr("Only games with")
                model: [qsTr("Every player's games")].concat(HistoryStatistics.knownPlayers)
                onActivated: HistoryStatistics.withPlayer = currentIndex === 0 ? "" : currentText
            }
            ComboBox {
                objectName: "difficultyFilter"
                width: 200
                Accessible.name: qsTr("Difficulty (solo games)")
                model: [{ id: "", name: qsTr("Any difficulty") }, { id: "emperor", name: qsTr("Solo on Emperor") },
                        { id: "king", name: qsTr("Solo on King") }, { id: "prince", name: qsTr("Solo on Prince") },
                        { id: "chieftain", name: qsTr("Solo on Chieftain") }]
                textRole: "name"
                valueRole: "id"
                onActivated: HistoryStatistics.difficulty = currentValue
            }
            ComboBox {
                objectName: "cardSetFilter"
                width: 200
                Accessible.name: qsTr("Card set")
                model: [{ id: "", name: qsTr("Any card sets") }, { id: "base", name: qsTr("With the base game") },
                        { id: "expansion", name: qsTr("With the expansion") },
                        { id: "dynasties", name: qsTr("With Dynasties") }]
                textRole: "name"
                valueRole: "id"
                onActivated: HistoryStatistics.cardSet = currentValue
            }
            TextField {
                objectName: "fromFilter"
                width: 170
                placeholderText: qsTr("From YYYY-MM-DD")
                Accessible.name: qsTr("First day")
                validator: RegularExpressionValidator { regularExpression: /(\d{4}-\d{2}-\d{2})?/ }
                onEditingFinished: HistoryStatistics.from = text
            }
            TextField {
                objectName: "toFilter"
                width: 170
                placeholderText: qsTr("To YYYY-MM-DD")
                Accessible.name: qsTr("Last day")
                validator: RegularExpressionValidator { regularExpression: /(\d{4}-\d{2}-\d{2})?/ }
                onEditingFinished: HistoryStatistics.to = text
            }
        }

        Label {
            visible: HistoryStatistics.error !== ""
            Layout.fillWidth: true
            text: HistoryStatistics.error
            color: Theme.danger
            wrapMode: Text.Wrap
        }

        // Empty state: nothing finished matches.
        ColumnLayout {
            objectName: "emptyState"
            visible: HistoryStatistics.games === 0
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 8
            Label {
                Layout.fillWidth: true
                text: qsTr("No finished game matches.")
                font.pixelSize: Theme.fontLarge
                color: Theme.text
            }
            Label {
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                text: qsTr("Play a game to its final score (or widen the filters above): who wins with which nation, "
                           + "head-to-head records and each player's scores over time appear here.")
                color: Theme.textDim
                font.pixelSize: Theme.fontNormal
            }
            Item { Layout.fillHeight: true }
        }

        TabBar {
            id: tabs
            objectName: "statsTabs"
            visible: HistoryStatistics.games > 0
            Layout.fillWidth: true
            TabButton { text: qsTr("Players") }
            TabButton { text: qsTr("Nations") }
            TabButton { text: qsTr("Rivals") }
            TabButton { text: qsTr("Seats") }
            TabButton { objectName: "playerTab"; text: qsTr("One player") }
            TabButton { objectName: "soloTab"; text: qsTr("Solo") }
            TabButton { objectName: "campaignTab"; text: qsTr("Campaigns") }
        }

        StackLayout {
            visible: HistoryStatistics.games > 0
            Layout.fillWidth: true
            Layout.fillHeight: true
            currentIndex: tabs.currentIndex

            StatsTable {
                objectName: "playersTable"
                model: HistoryStatistics.players
            }
            RowLayout {
                spacing: 12
                StatsTable {
                    objectName: "nationsTable"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.preferredWidth: 3
                    model: HistoryStatistics.nations
                    emptyText: root.showsNations ? qsTr("Only games with nations (Nations) are counted here.")
                                                 : qsTr("%1 has no nations.").arg(root.typeInfo.name)
                }
                CategoryChart {
                    visible: root.showsNations
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.preferredWidth: 2
                    model: HistoryStatistics.nations
                    labelKey: "nation"
                    valueKey: "average"
                    seriesName: qsTr("Average score")
                    title: qsTr("Average score by nation")
                    titleColor: Theme.text
                    Accessible.name: qsTr("Average score by nation")
                }
            }
            StatsTable {
                objectName: "rivalsTable"
                model: HistoryStatistics.rivals
                emptyText: qsTr("No two players have played a game together yet.")
            }
            StatsTable {
                objectName: "seatsTable"
                model: HistoryStatistics.seats
                title: qsTr("Wins by seat (the order the players were entered at setup)")
            }
            ColumnLayout {
                spacing: 8
                RowLayout {
                    Label { text: qsTr("Player"); color: Theme.textDim }
                    ComboBox {
                        id: playerChooser
                        objectName: "playerChooser"
                        Layout.preferredWidth: 240
                        Accessible.name: qsTr("Player")
                        model: HistoryStatistics.knownPlayers
                        currentIndex: HistoryStatistics.knownPlayers.indexOf(HistoryStatistics.player)
                        onActivated: HistoryStatistics.player = currentText
                    }
                }
                Label {
                    visible: HistoryStatistics.player === ""
                    text: qsTr("Choose a player to see their scores over time.")
                    color: Theme.textDim
                }
                GridLayout {
                    visible: HistoryStatistics.player !== ""
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    columns: 2
                    columnSpacing: 12
                    rowSpacing: 8
                    ScoreChart {
                        objectName: "scoreChart"
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.minimumHeight: 180
                        model: HistoryStatistics.scores
                        title: qsTr("Score over time")
                        titleColor: Theme.text
                    }
                    CategoryChart {
                        objectName: "categoryChart"
                        visible: root.showsCategories
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.minimumHeight: 180
                        model: HistoryStatistics.categories
                        onlyGame: HistoryStatistics.categoriesGame
                        seriesName: qsTr("Average")
                        title: qsTr("Average by final-score category: %1").arg(HistoryStatistics.categoriesGame)
                        titleColor: Theme.text
                        Accessible.name: qsTr("Average by final-score category")
                    }
                    StatsTable {
                        objectName: "scoresTable"
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        model: HistoryStatistics.scores
                    }
                    StatsTable {
                        objectName: "categoriesTable"
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        model: HistoryStatistics.categories
                    }
                    StatsTable {
                        objectName: "byPlayerCountTable"
                        Layout.fillWidth: true
                        Layout.preferredHeight: 120
                        title: qsTr("By number of players")
                        model: HistoryStatistics.byPlayerCount
                    }
                    StatsTable {
                        objectName: "byDifficultyTable"
                        Layout.fillWidth: true
                        Layout.preferredHeight: 120
                        title: qsTr("Solo games by difficulty")
                        emptyText: qsTr("No solo game for this player.")
                        model: HistoryStatistics.byDifficulty
                    }
                }
            }
            // Solo: the Hall of Fame position of each solo game when it was finished, per difficulty, and the
            // personal bests.
            ColumnLayout {
                spacing: 8
                Label {
                    objectName: "soloEmpty"
                    visible: HistoryStatistics.soloGames === 0
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    text: qsTr("No solo game matches. Play a game alone to its final score (Nations against the "
                               + "shadow opponent, or the Dice Game solo): its place in the Hall of Fame and your "
                               + "best score per difficulty appear here.")
                    color: Theme.textDim
                    font.pixelSize: Theme.fontNormal
                }
                GridLayout {
                    visible: HistoryStatistics.soloGames > 0
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    columns: 2
                    columnSpacing: 12
                    rowSpacing: 8
                    ScoreChart {
                        objectName: "hallOfFameChart"
                        Layout.preferredWidth: 1 // with fillWidth: equal halves
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.minimumHeight: 180
                        model: HistoryStatistics.soloPositions
                        valueKey: "position"
                        seriesKey: "line"
                        reversed: true
                        title: qsTr("Hall of Fame position when finished")
                        titleColor: Theme.text
                        Accessible.name: qsTr("Hall of Fame position over time, by difficulty")
                    }
                    StatsTable {
                        objectName: "soloPositionsTable"
                        Layout.preferredWidth: 1 // with fillWidth: equal halves
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        model: HistoryStatistics.soloPositions
                    }
                    StatsTable {
                        objectName: "soloBestsTable"
                        Layout.columnSpan: 2
                        Layout.fillWidth: true
                        Layout.preferredHeight: 160
                        title: qsTr("Personal bests by difficulty")
                        model: HistoryStatistics.soloBests
                    }
                }
            }
            // Campaigns (Nations): each player's level game by game, and where each stands.
            ColumnLayout {
                spacing: 8
                Label {
                    objectName: "campaignEmpty"
                    visible: HistoryStatistics.campaigns.length === 0
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    text: qsTr("No campaign yet. Give a campaign name when you set up a Nations game: everyone "
                               + "starts on Prince and each win moves the winner up a level. Each player's level "
                               + "game by game appears here.")
                    color: Theme.textDim
                    font.pixelSize: Theme.fontNormal
                }
                RowLayout {
                    visible: HistoryStatistics.campaigns.length > 0
                    Label { text: qsTr("Campaign"); color: Theme.textDim }
                    ComboBox {
                        objectName: "campaignChooser"
                        Layout.preferredWidth: 240
                        Accessible.name: qsTr("Campaign")
                        model: HistoryStatistics.campaigns
                        currentIndex: HistoryStatistics.campaigns.indexOf(HistoryStatistics.campaign)
                        onActivated: HistoryStatistics.campaign = currentText
                    }
                }
                GridLayout {
                    visible: HistoryStatistics.campaigns.length > 0
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    columns: 2
                    columnSpacing: 12
                    rowSpacing: 8
                    CampaignChart {
                        objectName: "campaignChart"
                        Layout.preferredWidth: 1 // with fillWidth: equal halves
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.minimumHeight: 180
                        model: HistoryStatistics.campaignProgress
                        title: qsTr("Level after each game: %1").arg(HistoryStatistics.campaign)
                        titleColor: Theme.text
                        Accessible.name: qsTr("Campaign progress")
                    }
                    StatsTable {
                        objectName: "campaignProgressTable"
                        Layout.preferredWidth: 1 // with fillWidth: equal halves
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        model: HistoryStatistics.campaignProgress
                    }
                    StatsTable {
                        objectName: "campaignStandingsTable"
                        Layout.columnSpan: 2
                        Layout.fillWidth: true
                        Layout.preferredHeight: 140
                        title: qsTr("Standings")
                        model: HistoryStatistics.campaignStandings
                    }
                }
            }
        }
    }
}
