#pragma once
// Nations: The Dice Game for QML: one game at a time through the generic session (session/game_session.h)
// and the Dice Game's Ruleset (scoring/nations_dice/, docs/state-format-dice.md). Each user action is one
// typed invokable that builds the game's command; the session stores it in SQLite before the state changes
// and the signal fires, so a killed app resumes exactly where it stopped. QML never builds a command, a JSON
// key or SQL: it reads the view properties below and calls the actions.

#include <QStringList>
#include <QVariantList>
#include <QVariantMap>

#include "session/session_game.h"

namespace nc::app {

/// storageReady, lastError, hasGame, gameId, damage, canUndo, canRedo, undo(), redo(), abandon(),
/// clearError() and the signals: SessionGame.
class DiceGame : public SessionGame
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    Q_PROPERTY(bool solo READ solo NOTIFY changed)
    Q_PROPERTY(bool tougher READ tougher NOTIFY changed)
    /// The reading chosen at setup: covered Buildings and replaced Advisors still score.
    Q_PROPERTY(bool coveredTilesScore READ coveredTilesScore NOTIFY changed)
    /// 1-4 (= the age, R l.65).
    Q_PROPERTY(int round READ round NOTIFY changed)
    /// "event" (waiting for the round's Event numbers), "actions" (the round is played), "ended".
    Q_PROPERTY(QString phase READ phase NOTIFY changed)
    /// The round's Event as entered: {famine, war, opponentBooks}; empty between rounds.
    Q_PROPERTY(QVariantMap event READ event NOTIFY changed)
    /// Per seat: {name, books, vpBooks, vpFamine, vpWar, vp (track total), passed, rerolls, position (1 =
    /// first in player order), hasUse, use: {books, food, strength, foodShowing, otherDice}, tiles:
    /// [{name, type, row, currency, paid, vp, gives, stoneCost, round, status}], wonderUnderConstruction
    /// (index in tiles or -1), tilesVp (VP printed on tiles in play)}.
    Q_PROPERTY(QVariantList players READ players NOTIFY changed)
    /// Seat indices in player order (first = player 1).
    Q_PROPERTY(QVariantList order READ order NOTIFY changed)
    /// Solo: the shadow opponent's Books track.
    Q_PROPERTY(int opponentBooks READ opponentBooks NOTIFY changed)
    /// What the round's scoring would give now (the engine's resolve report): {ready, waitingForPass,
    /// waitingForUse (names), steps: [{step, player, text}], orderAfter (names), hints: [{name, text}]}.
    Q_PROPERTY(QVariantMap preview READ preview NOTIFY changed)
    /// Explanation of the last action ({step, player, text} each): the round just scored.
    Q_PROPERTY(QVariantList lastLines READ lastLines NOTIFY changed)
    /// The final score pad once the game ended: {categories: [label], players: [{name, values, total,
    /// rank}], tieRule, title}; empty before.
    Q_PROPERTY(QVariantMap finalScore READ finalScore NOTIFY changed)
    /// The Dice Game's solo Hall of Fame: finished solo games, best first ({date, player, score, title}).
    Q_PROPERTY(QVariantList hallOfFame READ hallOfFame NOTIFY historyChanged)
    /// The Dice Games in the history, newest first (at most 20): {gameId, date, players, status ("active",
    /// "finished", "abandoned"), winner, solo, title}.
    Q_PROPERTY(QVariantList games READ games NOTIFY historyChanged)
    /// The titles and thresholds (R l.240-249): [{score, title}], best first.
    Q_PROPERTY(QVariantList hallOfFameTitles READ hallOfFameTitles CONSTANT)
    /// Names of the tiles entered in earlier buys (this game and the stored games), for completion.
    Q_PROPERTY(QStringList knownTiles READ knownTiles NOTIFY historyChanged)

public:
    /// The Dice Game on the app's services (services/app_services.h: its database and game types; they must
    /// outlive it); resumes the latest unfinished Dice Game. A database that could not be opened leaves
    /// storageReady() false and the reason in lastError().
    explicit DiceGame(AppServices &services, QObject *parent = nullptr);
    ~DiceGame() override;

    static DiceGame *create(QQmlEngine *, QJSEngine *);
    /// The instance QML gets (built in main() or the test setup before QML loads).
    static void setInstance(DiceGame *game);

    bool solo() const;
    bool tougher() const;
    bool coveredTilesScore() const;
    int round() const;
    QString phase() const;
    QVariantMap event() const;
    QVariantList players() const;
    QVariantList order() const;
    int opponentBooks() const;
    QVariantMap preview() const { return m_preview; }
    QVariantList lastLines() const;
    QVariantMap finalScore() const { return m_finalScore; }
    QVariantList hallOfFame() const;
    QVariantList games() const;
    QVariantList hallOfFameTitles() const;
    QStringList knownTiles() const { return m_knownTiles; }

    /// A new game: 1-4 names in player order (1 = solo against the shadow opponent, R l.202); an unfinished
    /// Dice Game is set aside (abandoned). `tougher`: the solo option of R l.212; `coveredTilesScore`: the
    /// other reading of R l.200, covered Buildings and replaced Advisors still score (docs/state-format-dice.md
    /// "Readings").
    Q_INVOKABLE bool start(const QStringList &names, bool tougher, bool coveredTilesScore = false);
    /// The round's Event tile: Food for the Famine reward, Strength for the War reward; solo, the Books
    /// rolled on the blue dice for the opponent (R l.89-93, l.206).
    Q_INVOKABLE bool startRound(int famine, int war, int opponentBooks);
    /// A tile bought (R l.118-148). `type`: building, military, colony, advisor, wonder; `currency`: gold or
    /// strength; `paid` 0 = the row's price; `stoneCost` for a Wonder (-1 = not entered); `replaces`: the
    /// index of the Building/Military tile it covers (-1 = one printed on the board).
    Q_INVOKABLE bool buyTile(int player, const QString &name, const QString &type, int row, const QString &currency,
                             int paid, int vp, const QString &gives, int stoneCost, int replaces);
    /// The last values entered for a tile of this name: {type, row, currency, vp, gives, stoneCost}; empty
    /// when none.
    Q_INVOKABLE QVariantMap tileEnteredBefore(const QString &name) const;
    /// The Wonder under construction is built with `paid` Stone (0 = its cost, R l.146).
    Q_INVOKABLE bool buildWonder(int player, int paid);
    Q_INVOKABLE bool reroll(int player);
    Q_INVOKABLE bool pass(int player);
    /// What the player used this round: Books, Food (2-dice trades included), unused Strength; optionally
    /// the Food showing and the other unused dice before the Famine (for the Food-reachable check, R l.97).
    Q_INVOKABLE bool recordUse(int player, int books, int food, int strength, int foodShowing, int otherDice);
    /// Food reachable from Food showing and the other unused dice: food + floor(dice / 2) (R l.97).
    Q_INVOKABLE int foodReachable(int foodShowing, int otherDice) const;
    /// Scores the round (Books, Famine, Player order, War, R l.174-196); after round 4 the game ends and
    /// its result is stored (scores, ranks, solo title).
    Q_INVOKABLE bool endRound();

private:
    bool run(const std::string &name, int player, nlohmann::json args) override;
    void refresh() override;
    QString sourceText(const QString &rule) const override;
    void finishIfEnded();
    void loadKnownTiles();

    QVariantMap m_preview;
    QVariantMap m_finalScore;
    QStringList m_knownTiles;
    std::map<std::string, nlohmann::json> m_tilesByName; ///< last entered values per tile name
};

} // namespace nc::app
