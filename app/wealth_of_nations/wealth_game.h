#pragma once
// Wealth of Nations for QML: one game at a time through the generic session (session/game_session.h) and
// WonRuleset (scoring/wealth_of_nations/, docs/state-format-wealth.md). Each user action is one typed
// invokable that builds the game's command; the session stores it in SQLite before the state changes and
// the signal fires, so a killed app resumes exactly where it stopped. QML never builds a command, a JSON key
// or SQL: it reads the view properties below (mostly the engine's `resolve` report, as QVariant) and calls
// the actions. Source: W = shared/rulebooks/wealth-of-nations-rulebook.txt.

#include <QStringList>
#include <QVariantList>
#include <QVariantMap>

#include <map>
#include <vector>

#include "session/session_game.h"

namespace nc::won {
class WonRuleset;
}

namespace nc::app {

/// storageReady, lastError, hasGame, gameId, damage, canUndo, canRedo, undo(), redo(), abandon(),
/// clearError() and the signals: SessionGame.
class WealthGame : public SessionGame
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    /// Warnings of the last action that was accepted anyway (more than 30 notes, more than 9 Automation
    /// tokens, W l.706-707, l.947-949); empty when none.
    Q_PROPERTY(QString lastWarning READ lastWarning NOTIFY changed)
    Q_PROPERTY(int round READ round NOTIFY changed)
    /// "draft", "trade", "develop", "produce", "final_produce", "final_trade", "ended" (W l.540-584, l.1043-1048).
    Q_PROPERTY(QString phase READ phase NOTIFY changed)
    /// The engine's resolve report as QVariant (keys as in docs/state-format-wealth.md "resolve"): markets,
    /// players, stacks, notes, automation, draft, end, develop_costs, prices; empty without a game.
    Q_PROPERTY(QVariantMap report READ report NOTIFY changed)
    /// Per seat, the report's player with the seat index and `marker` (holds the first player marker).
    Q_PROPERTY(QVariantList players READ players NOTIFY changed)
    /// The five Markets in board order (W l.279-284): the report's market plus {key, label}; empty without a game.
    Q_PROPERTY(QVariantList markets READ markets NOTIFY changed)
    /// The 12 Packages (W l.342-380): {id, label, brings, money, industry, inDraft (false: Industry 2 with 5
    /// players, W l.491-492), takenBy (seat or -1), pickable (the next pick may take it)}; empty without a game.
    Q_PROPERTY(QVariantList packages READ packages NOTIFY changed)
    /// Final money can be entered now: the final Trade phase or after it, until the result is stored.
    Q_PROPERTY(bool canEnterMoney READ canEnterMoney NOTIFY changed)
    /// The box's numbers the pages show (scoring/wealth_of_nations/components.h): {minPlayers, maxPlayers,
    /// flagsPerPlayer, notesInBox, noteRepayment ($), maxTilesMoved (for one Capital), maxMoney,
    /// industryStacks, emptyStacksToEnd}.
    Q_PROPERTY(QVariantMap limits READ limits CONSTANT)
    /// Explanation of the last action: [{step, player, text (amounts and note), note (the sentence), source}].
    Q_PROPERTY(QVariantList lastLines READ lastLines NOTIFY changed)
    /// The final score pad (also during final_produce/final_trade as "so far"): {categories: [label], players:
    /// [{name, values, total, rank, lines}], tieRule}; empty before the end is triggered.
    Q_PROPERTY(QVariantMap finalScore READ finalScore NOTIFY changed)
    /// Wealth of Nations games in the history, newest first (at most 20): {gameId, date, players, status, winner}.
    Q_PROPERTY(QVariantList games READ games NOTIFY historyChanged)
    /// The price corrections remembered for the next new game ([{market, price, well, value}]).
    Q_PROPERTY(QVariantList rememberedCorrections READ rememberedCorrections NOTIFY historyChanged)
    /// The six nations of the Flags (W l.1098-1149): [{key, label}].
    Q_PROPERTY(QVariantList nations READ nations CONSTANT)
    /// The six Industries [{key, label, plural}] and five Commodities [{key, label}], in board order.
    Q_PROPERTY(QVariantList industries READ industries CONSTANT)
    Q_PROPERTY(QVariantList commodities READ commodities CONSTANT)
    /// Where the default price tables come from (the data file's status and source: unverified photos).
    Q_PROPERTY(QString priceSource READ priceSource CONSTANT)

public:
    /// Wealth of Nations on the app's services (services/app_services.h: its database and game types, whose
    /// default price tables are the embedded data/wealth_of_nations/market_prices.json; they must outlive
    /// it); resumes the latest unfinished game. A database that could not be opened leaves storageReady()
    /// false and the reason in lastError().
    explicit WealthGame(AppServices &services, QObject *parent = nullptr);
    ~WealthGame() override;

    static WealthGame *create(QQmlEngine *, QJSEngine *);
    /// The instance QML gets (built in main() or the test setup before QML loads).
    static void setInstance(WealthGame *game);

    QString lastWarning() const;
    int round() const;
    QString phase() const;
    QVariantMap report() const { return m_report; }
    QVariantList players() const;
    QVariantList markets() const;
    QVariantList packages() const;
    bool canEnterMoney() const;
    QVariantMap limits() const;
    QVariantList lastLines() const;
    QVariantMap finalScore() const { return m_finalScore; }
    QVariantList games() const;
    QVariantList rememberedCorrections() const;
    QVariantList nations() const;
    QVariantList industries() const;
    QVariantList commodities() const;
    QString priceSource() const;

    /// A new game: 3-6 names in clockwise seating order with their Flags' nations (all different, W
    /// l.304-306) and the seat that drew the Generator (W l.318-322). The price corrections remembered from
    /// earlier games apply. An unfinished Wealth of Nations game is set aside (abandoned).
    Q_INVOKABLE bool start(const QStringList &names, const QStringList &flags, int firstPlayer);
    /// The next pick of the Package draft (W l.441-536).
    Q_INVOKABLE bool draftPackage(int player, const QString &package);
    /// One cube bought from / sold to a Market in a Trade phase (W l.605-664).
    Q_INVOKABLE bool buy(int player, const QString &commodity);
    Q_INVOKABLE bool sell(int player, const QString &commodity);
    /// Promissory notes (W l.693-719): take one ($20 − notes held), repay one ($25), hand `count` to `to`.
    Q_INVOKABLE bool takeNote(int player);
    Q_INVOKABLE bool repayNote(int player);
    Q_INVOKABLE bool giveNotes(int player, int to, int count);
    /// Develop actions (W l.749-966): a Flag; an Industry tile (with Force Placement, 1 Capital more);
    /// moving 1-3 tiles (`forced` of them forced, `ontoOwnFlags` into hexes with the player's Flag); Automation.
    Q_INVOKABLE bool placeFlag(int player);
    Q_INVOKABLE bool build(int player, const QString &industry, bool force);
    Q_INVOKABLE bool moveTiles(int player, int tiles, int forced, int ontoOwnFlags);
    Q_INVOKABLE bool automate(int player);
    /// What one Bloc would cost and give (W l.968-1031), without storing anything: {ok, spent, produced,
    /// money, dots, text} or {ok: false, error}.
    Q_INVOKABLE QVariantMap blocOutput(const QString &industry, int tiles, int fullDots, int fedTiles, int sharedDots,
                                       int unfedDots, bool automated, bool oreFeed) const;
    /// Adds a Bloc to the player's list being entered (not stored yet), removes one, clears the list.
    Q_INVOKABLE bool addBloc(int player, const QString &industry, int tiles, int fullDots, int fedTiles, int sharedDots,
                             int unfedDots, bool automated, bool oreFeed);
    Q_INVOKABLE void removeBloc(int player, int index);
    /// The Blocs entered for the player and not stored yet: [{industry, tiles, fullDots, ..., text}].
    Q_INVOKABLE QVariantList pendingBlocs(int player) const;
    /// Stores the player's production: the pending Blocs (none = the player produces nothing).
    Q_INVOKABLE bool produce(int player);
    /// The phase ends (W l.599-603, l.805-808); after Develop the end conditions are checked (W l.1035-1048),
    /// `everyHexFilled` being the table's word (W l.1039-1040).
    Q_INVOKABLE bool endPhase(bool everyHexFilled);
    /// The player's money at the end (final Trade or after, W l.547-552, l.1049-1052).
    Q_INVOKABLE bool finalMoney(int player, int money);
    /// The table corrects a printed price (`well` 1..capacity for sell/buy/barter, 0 for the supply prices;
    /// `value` in $, barter in steps of 0.5). It applies to this game and is remembered for the next ones.
    Q_INVOKABLE bool correctPrice(const QString &market, const QString &price, int well, double value);
    /// Back to the printed value, in this game and for the next ones.
    Q_INVOKABLE bool resetPrice(const QString &market, const QString &price, int well);
    /// Forgets every remembered correction (the next new game starts from the printed values).
    Q_INVOKABLE bool forgetCorrections();
    /// The table corrects a Market's fill level.
    Q_INVOKABLE bool setMarket(const QString &commodity, int cubes);

private:
    bool run(const std::string &name, int player, nlohmann::json args) override;
    void refresh() override;
    QString sourceText(const QString &rule) const override;
    void finishIfEnded();
    void rememberCorrections();
    nlohmann::json remembered() const;

    const won::WonRuleset *m_won = nullptr; ///< m_rules, typed (its default price tables)
    /// The lines of the last action that warn (notes on paper, ...), kept as lines so that lastWarning reads in
    /// the language shown, also after a switch.
    std::vector<nc::ExplanationLine> m_warnings;
    QVariantMap m_report;
    QVariantMap m_finalScore;
    std::map<int, nlohmann::json> m_pendingBlocs; ///< per seat, the Blocs entered before "produce"
};

} // namespace nc::app
