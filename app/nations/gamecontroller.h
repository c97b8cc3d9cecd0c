#pragma once
// A Nations game for QML, on the app's services (services/app_services.h) and the generic session
// (session/game_session.h) with the Nations ruleset (scoring/nations/nations_ruleset.h). Every user action
// goes the same way: build the action's row (docs/state-format.md "Action log"), and GameSession::run()
// has the rules check it on the current state (refused -> lastError, nothing stored), appends it to the
// SQLite action log (DbError -> lastError, nothing changed), and only then does it take effect; the
// controller then shows the new state and Q_EMITs the change signals. So the UI never shows an effect
// that is not in SQLite, and a killed app resumes exactly where it stopped. Undo and redo are commands of
// that log too ("undo"/"redo", docs/state-format.md "Undo and redo"), so they survive a restart the same
// way. A stored game is read back by stored_game.h (which names a damaged action) and handed to the session.

#include <QObject>
#include <QQmlEngine>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <vector>

#include "core/ruleset.h"
#include "nations/actions.h"
#include "nations/campaign.h"
#include "nations/catalog.h"
#include "nations/final_score.h"
#include "nations/game_state.h"
#include "nations/resolution.h"

#include "catalog/card_automation.h"
#include "history/historymodel.h"
#include "i18n/refusal_words.h"
#include "nations/playerboardmodel.h"
#include "nations/stored_game.h"

namespace nc::db {
class Database;
class GameStore;
}

namespace nc::app {

class AppServices;
class GameSession;

class GameController : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    Q_PROPERTY(bool storageReady READ storageReady CONSTANT)
    Q_PROPERTY(QString databasePath READ databasePath CONSTANT)
    Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)

    Q_PROPERTY(bool hasGame READ hasGame NOTIFY gameChanged)
    /// The game on screen is damaged (docs/state-format.md "Damaged databases"): shown read-only as it
    /// was before its first bad action; every call that would change it is refused.
    Q_PROPERTY(bool readOnly READ readOnly NOTIFY gameChanged)
    /// What the banner says about the damage ("This game is damaged at action 5 (row 6 of its log): ..."),
    /// "" when the game is sound.
    Q_PROPERTY(QString damage READ damage NOTIFY gameChanged)
    Q_PROPERTY(qint64 gameId READ gameId NOTIFY gameChanged)
    Q_PROPERTY(bool solo READ solo NOTIFY gameChanged)
    Q_PROPERTY(int lastRound READ lastRound NOTIFY gameChanged)
    Q_PROPERTY(int playerCount READ playerCount NOTIFY gameChanged)

    Q_PROPERTY(int round READ round NOTIFY stateChanged)
    Q_PROPERTY(int age READ age NOTIFY stateChanged)
    Q_PROPERTY(QString phase READ phase NOTIFY stateChanged)
    Q_PROPERTY(QVariantList playerOrder READ playerOrder NOTIFY stateChanged)
    Q_PROPERTY(QVariantList growthOrder READ growthOrder NOTIFY stateChanged)
    Q_PROPERTY(QVariantList growth READ growth NOTIFY stateChanged)
    Q_PROPERTY(QString eventCard READ eventCard NOTIFY stateChanged)
    Q_PROPERTY(QVariantMap eventInfo READ eventInfo NOTIFY stateChanged)
    Q_PROPERTY(int publicArchitects READ publicArchitects NOTIFY stateChanged)
    Q_PROPERTY(QVariantMap war READ war NOTIFY stateChanged)
    Q_PROPERTY(QVariantList passOrder READ passOrder NOTIFY stateChanged)
    Q_PROPERTY(QVariantList adjustments READ adjustments NOTIFY stateChanged)
    Q_PROPERTY(QVariantMap shadow READ shadow NOTIFY stateChanged)
    Q_PROPERTY(QStringList validationProblems READ validationProblems NOTIFY stateChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY stateChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY stateChanged)
    /// What undo() / redo() would take back / put back, e.g. "Growth of Anna" ("" when nothing).
    Q_PROPERTY(QString undoText READ undoText NOTIFY stateChanged)
    Q_PROPERTY(QString redoText READ redoText NOTIFY stateChanged)

    // Action Phase recorded action by action (gamecontroller_actions.cpp; Rulebook p.14-17).
    /// Player whose turn it is (player order, passed nations skipped); -1 when every nation has passed.
    Q_PROPERTY(int currentTurn READ currentTurn NOTIFY stateChanged)
    Q_PROPERTY(int publicArchitectsLeft READ publicArchitectsLeft NOTIFY stateChanged)
    /// The game uses the Dynasties expansion (card set "dynasties"): turmoil cards and dynasty cards.
    Q_PROPERTY(bool dynasties READ dynasties NOTIFY gameChanged)
    /// Turmoil cards still available this round (nn::turmoilCardsLeft).
    Q_PROPERTY(int turmoilCardsLeft READ turmoilCardsLeft NOTIFY stateChanged)
    /// Refusals the table overruled this round: [{player, playerName, action, card, cardName, rule, source}]
    /// (rule in words in the player's language, source apart: "" in notes stored before it was kept).
    Q_PROPERTY(QVariantList actionOverrides READ actionOverrides NOTIFY stateChanged)
    /// Effects recorded for the table to apply by hand this round: [{player, playerName, card, cardName, text}].
    Q_PROPERTY(QVariantList byHandNotes READ byHandNotes NOTIFY stateChanged)
    /// The last action was refused by a rule the table may overrule: applyAnyway() records it as a
    /// marked manual correction. refusalReason is the engine's message naming that rule.
    Q_PROPERTY(bool canApplyAnyway READ canApplyAnyway NOTIFY lastErrorChanged)
    Q_PROPERTY(QString refusalReason READ refusalReason NOTIFY lastErrorChanged)
    /// Where the rule of the refusal shown in lastError stands ("Rulebook p.16"), overridable or not (then
    /// also the rule of refusalReason), shown one click away beside it; "" = none given or no refusal shown.
    Q_PROPERTY(QString refusalSource READ refusalSource NOTIFY lastErrorChanged)

    Q_PROPERTY(bool resolutionOpen READ resolutionOpen NOTIFY resolutionChanged)
    Q_PROPERTY(QVariantMap resolution READ resolution NOTIFY resolutionChanged)
    /// The score pad of the finished game (Rulebook p.20): {categories: [{key (the rows' field), letter "A"-"E",
    /// label in the player's language}], rows: [{player, name, nation, side, gameVp, colonies, wonders,
    /// buildingsMilitary, resources, total, rank, lines}] in rank order, ties, solo, hallOfFameTitle}; {} before.
    Q_PROPERTY(QVariantMap finalScore READ finalScore NOTIFY finalScoreChanged)

    Q_PROPERTY(nc::app::PlayerBoardModel *players READ players CONSTANT)
    Q_PROPERTY(nc::app::HistoryModel *history READ history CONSTANT)
    Q_PROPERTY(QStringList knownPlayers READ knownPlayers NOTIFY historyChanged)
    /// Campaigns (FAQ campaign variant) named in the stored games, most recent first.
    Q_PROPERTY(QStringList campaigns READ campaigns NOTIFY historyChanged)
    /// The campaign of the game in progress, "" when it is not part of one.
    Q_PROPERTY(QString campaign READ campaign NOTIFY gameChanged)
    /// The game's rule readings that differ from the engine's default (docs/card-rules.md "Decisions"):
    /// {event_loss_before_gain: true, ...}, only the keys chosen at setup; {} for none.
    Q_PROPERTY(QVariantMap ruleReadings READ ruleReadings NOTIFY gameChanged)
    /// The readings a new game can switch on, one per engine reading (nn::ruleReadingKeys()), in words:
    /// [{key, text: the other reading, source: the default and where the question comes from}].
    Q_PROPERTY(QVariantList ruleReadingChoices READ ruleReadingChoices CONSTANT)
    Q_PROPERTY(QVariantList hallOfFame READ hallOfFame NOTIFY historyChanged)
    Q_PROPERTY(QVariantList nations READ nations CONSTANT)
    /// The table's corrections of Progress Card tiers (card id -> "basic" | "advanced" | "expert"),
    /// kept in SQLite across games: our card data has no tier (Rulebook p.11; shared data gap 1).
    Q_PROPERTY(QVariantMap cardTiers READ cardTiers NOTIFY cardTiersChanged)
    Q_PROPERTY(QVariantList hallOfFameTitles READ hallOfFameTitles CONSTANT)

public:
    /// The Nations game on the app's services (services/app_services.h: its database, catalog and history
    /// model; they must outlive the controller); resumes the unfinished Nations game, if any. A database
    /// that could not be opened leaves storageReady() false and the reason in lastError(); every action is
    /// then refused (never silently played without saving).
    explicit GameController(AppServices &services, QObject *parent = nullptr);
    ~GameController() override;

    /// QML singleton factory: returns the instance injected with setInstance() (C++ ownership).
    static GameController *create(QQmlEngine *qmlEngine, QJSEngine *jsEngine);
    /// Sets the object the QML singleton resolves to; must be called before the QML engine loads.
    static void setInstance(GameController *controller);
    static GameController *instance();

    const nc::nations::Catalog &catalog() const { return m_catalog; }
    const nc::nations::GameState &state() const { return m_state; }

    bool storageReady() const;
    QString databasePath() const { return m_databasePath; }
    QString lastError() const { return m_lastError; }
    bool hasGame() const { return m_gameId.has_value(); }
    bool readOnly() const { return m_damage.has_value(); }
    QString damage() const;
    qint64 gameId() const { return m_gameId.value_or(0); }
    bool solo() const { return hasGame() && m_state.options.solo; }
    bool dynasties() const;
    int turmoilCardsLeft() const;
    int lastRound() const { return m_state.options.lastRound; }
    int playerCount() const { return hasGame() ? int(m_state.players.size()) : 0; }
    int round() const { return m_state.round; }
    int age() const { return m_state.age(); }
    QString phase() const;
    QVariantList playerOrder() const;
    QVariantList growthOrder() const;
    QVariantList growth() const;
    QString eventCard() const;
    QVariantMap eventInfo() const;
    int publicArchitects() const;
    QVariantMap war() const;
    QVariantList passOrder() const;
    QVariantList adjustments() const;
    QVariantMap shadow() const;
    QStringList validationProblems() const;
    bool canUndo() const;
    bool canRedo() const;
    QString undoText() const;
    QString redoText() const;
    /// The game's action log after the "setup" row, as stored (undo/redo included), in order: the
    /// session's commands as Nations rows.
    std::vector<nc::nations::Action> actionLog() const;
    /// The Event Cards of the rounds already confirmed this game: card id -> the round it was revealed in
    /// (Rulebook p.13 step 4: each round draws a new Event Card of the age; a drawn one is not drawn again).
    /// From the actions in effect (an undone or replaced "event" does not count).
    std::map<std::string, int> eventsDrawn() const;
    bool resolutionOpen() const { return m_preview.has_value(); }
    QVariantMap resolution() const;
    QVariantMap finalScore() const { return m_finalScoreMap; }
    PlayerBoardModel *players() const { return m_players; }
    HistoryModel *history() const { return m_history; }
    QStringList knownPlayers() const;
    QStringList campaigns() const;
    QString campaign() const { return hasGame() ? QString::fromStdString(m_state.options.campaign) : QString(); }
    QVariantMap ruleReadings() const;
    QVariantList ruleReadingChoices() const;
    /// Standings of campaign `name` from its finished games in SQLite (nn::campaignStandings, FAQ T-26):
    /// [{player, level: "prince"|"king"|"emperor"|"chieftain", wins, games, wonCampaign}], players in order
    /// of first appearance; empty for an unknown campaign.
    Q_INVOKABLE QVariantList campaignStandings(const QString &name) const;
    QVariantList hallOfFame() const;
    QVariantList nations() const;
    QVariantList hallOfFameTitles() const;

    // --- catalog look-ups for QML -----------------------------------------------------------
    /// {id, name, type, typeName, age, effect, conditional, vp, deployStone, maxWorkers, sections} or {}.
    Q_INVOKABLE QVariantMap cardInfo(const QString &cardId) const;
    /// Stores the table's tier of a Progress Card ("basic", "advanced", "expert"; "" = unknown again)
    /// in SQLite before showing it. False with lastError for an unknown card or tier, or a storage error.
    Q_INVOKABLE bool setCardTier(const QString &cardId, const QString &tier);
    QVariantMap cardTiers() const;
    /// The tier the table gave `cardId`, "" when unknown.
    QString cardTier(const std::string &cardId) const;
    /// Starting values of a nation side: {available, gold, food, stone, vp, workers, uncertain: [keys],
    /// note, corrected, catalog: {...}, startingCardsUnknown, cards: [{id, name, typeName}]} where the
    /// values include the correction remembered for it; `cards` are the remembered starting cards of a
    /// side whose pre-printed cards are unknown (startingCardsUnknown: the base A sides).
    Q_INVOKABLE QVariantMap nationStart(const QString &nationId, const QString &side) const;

    // --- game life cycle ---------------------------------------------------------------------
    /// Starts a game (also while a damaged game is shown: that one is set aside, its log untouched). `setup` = {seats: [{name, nation, side, difficulty, start: {gold, food, stone,
    /// vp, workers, cards: [pre-printed card ids]}}], lastRound, solo, cardSets: [..], readings: {key: bool}}
    /// (readings: nn::RuleReadings keys, docs/card-rules.md "Decisions"). Values in `start`
    /// that differ from the catalog, and the starting cards of a side whose pre-printed cards are unknown,
    /// become the seat's corrections and are remembered for that nation side (in the transaction that
    /// creates the game). An unfinished game is abandoned first. Returns false with lastError set when
    /// refused.
    Q_INVOKABLE bool startGame(const QVariantMap &setup);
    /// Abandons the current game (kept in the database, marked abandoned). A damaged game (readOnly) may
    /// be set aside too: its status changes, its log is left as it is and stays listed as damaged.
    Q_INVOKABLE bool abandonGame();
    /// Forgets the finished game shown on screen (back to the start page). Nothing is deleted.
    Q_INVOKABLE void closeGame();
    /// Loads the latest unfinished game from the database (done on construction too). Its log is checked
    /// and replayed action by action (stored_game.h): a damaged game is shown read-only up to its last
    /// good action (readOnly, damage) and marked in the history; a bad row never stops the app.
    Q_INVOKABLE bool resumeLatest();
    /// Shows the final score sheet of a finished game from the history (replayed from its action log);
    /// a damaged one is shown read-only up to its last good action instead, like resumeLatest().
    Q_INVOKABLE bool openFinishedGame(qint64 gameId);
    Q_INVOKABLE void refreshHistory();
    /// The database file was replaced (a restore, HistoryFiles): forgets what was read from the old one — the open
    /// game, the logs already checked and the damage known by game id (the new file reuses the ids) — and reads
    /// the latest unfinished game and the history again.
    Q_INVOKABLE void reloadDatabase();

    // --- round inputs --------------------------------------------------------------------------
    /// Growth choice: "worker:<section id>" or "bonus:food|stone|gold".
    /// `extraWorkers`: more Workers taken from the same section with a Worker as Growth (Mauryan Empire,
    /// at most growthExtraWorkers()).
    Q_INVOKABLE bool chooseGrowth(int player, const QString &choice, int extraWorkers = 0);
    /// Workers `player` may take on top of a Growth Worker (nn::growthExtraWorkers), 0 = none.
    Q_INVOKABLE int growthExtraWorkers(int player) const;
    Q_INVOKABLE bool setEventCard(const QString &cardId);
    /// Axumite Kingdom: the nation named by eventInfo.marker marks `cardId` on the Progress Board (the
    /// action "event" with "marked"); another nation buying it pays that nation extra.
    Q_INVOKABLE bool markProgressCard(const QString &cardId);
    /// The War bought this round; strength < 0 = the buyer's current Military Strength.
    Q_INVOKABLE bool setWar(const QString &cardId, int strength, int buyer);
    Q_INVOKABLE bool clearWar();
    /// Player indices in the order they passed (first = passed first).
    Q_INVOKABLE bool setPassOrder(const QVariantList &order);
    Q_INVOKABLE bool addPass(int player);
    Q_INVOKABLE bool addAdjustment(int player, const QString &quantity, int amount, const QString &note);
    Q_INVOKABLE bool removeAdjustment(int index);
    /// Solo: the round's Solo Event tile and shadow opponent (Rulebook p.23); `books` is its running total.
    Q_INVOKABLE bool setShadow(int strength, int stability, int books, int famine, int architects);
    Q_INVOKABLE bool setPlayerOrder(const QVariantList &order);

    // --- board editing (each one a "player" action) -----------------------------------------
    /// key: gold, food, stone, books, vp, idleWorkers.
    Q_INVOKABLE bool setValue(int player, const QString &key, int value);
    Q_INVOKABLE bool setPopulationTaken(int player, int section, int taken);
    /// Puts a card in its slot: Building/Military at `index` (replacing the card there, whose Workers go
    /// back to the Resource Area) or appended when index < 0; Advisor replaces the Advisor; Colony and
    /// ready Wonder appended (or replacing at `index`); a Wonder with `underConstruction` starts building.
    /// `goldPaid` is taken from the player's Gold (the card row price; 0 when only recording).
    Q_INVOKABLE bool placeCard(int player, const QString &cardId, int index, bool underConstruction, int goldPaid);
    /// slot: "building", "advisor", "colony", "wonder", "construction".
    Q_INVOKABLE bool removeCard(int player, const QString &slot, int index);
    /// +1 deploys an idle Worker on Building/Military `index` paying its Stone; −1 undoes that.
    Q_INVOKABLE bool changeWorkers(int player, int index, int delta);
    /// +1 hires an Architect for the next section of the Wonder under construction, paying its Stone;
    /// the Wonder moves to the ready Wonders when its last section is built. −1 undoes one.
    Q_INVOKABLE bool changeArchitects(int player, int delta);
    Q_INVOKABLE bool setManualCorrection(int player, int strength, int stability, const QString &note);

    // --- undo / redo (each one an "undo" / "redo" action of the log) ----------------------------
    /// Takes back the most recent action still in effect (quick-entry board edits and a confirmed Resolution
    /// Phase included); a finished game's stored result closes its log. Returns false with lastError when
    /// refused.
    Q_INVOKABLE bool undo();
    /// Puts back the most recently undone action; a new action after an undo clears what can be redone.
    Q_INVOKABLE bool redo();

    // --- Action Phase, action by action (gamecontroller_actions.cpp) --------------------------------
    // Each builds the action JSON of docs/state-format.md ("Action Phase") and goes through the same
    // store-then-show path as every other action. A refusal sets lastError to the engine's message
    // naming the rule; when the table may overrule it, canApplyAnyway becomes true.
    int currentTurn() const;
    int publicArchitectsLeft() const;
    QVariantList actionOverrides() const;
    QVariantList byHandNotes() const;
    bool canApplyAnyway() const;
    QString refusalReason() const;
    QString refusalSource() const;
    const CardAutomation &automation() const { return m_automation; }

    /// Buys a Progress Card from row 1..3 (price = row in Gold, FAQ R-40). `details`: slot (index to
    /// cover / Advisor or Colony to replace; for a natural wonder the ready Wonder it covers), cover (ready
    /// Wonder to cover), choice (Battle:
    /// books/food/stone; Golden Age: resource/vp/special), pay (Golden Age VP: {food: 1, ...}),
    /// free_architects (Korea B), take_worker (Arabs B), also_vp ([{player, pay}]: other nations that also buy
    /// the Golden Age's VP, Abbasid Caliphate): see buyExtras().
    Q_INVOKABLE bool buyCard(int player, const QString &cardId, int row, const QVariantMap &details = {});
    /// Deploys a Worker on Building/Military `slot`, from the Resource Area (fromSlot < 0) or moved
    /// from another slot.
    Q_INVOKABLE bool deployWorker(int player, int slot, int fromSlot = -1, bool free = false);
    /// `player` may now deploy a Worker without Stone (Achaemenid Empire, nn::freeFirstDeploy).
    Q_INVOKABLE bool freeFirstDeploy(int player) const;
    /// Takes `count` Workers back to the Resource Area (free, during your own turn).
    Q_INVOKABLE bool undeployWorkers(int player, int slot, int count = 1);
    /// Hires an Architect for the Wonder under construction: a public one, or a private one of the held
    /// card / nation special `privateSource`; `cover` = ready Wonder to cover when the slots are full.
    Q_INVOKABLE bool hireArchitect(int player, const QString &privateSource = {}, int cover = -1);
    /// The special action `rule` (index among the card's special actions) of a held card, or of another
    /// nation's card offering it to the others; `option` = the outcome chosen, `payOption` = the payment
    /// chosen (-1: the engine's default), `park` = Joseon Kingdom's parked resources, `advisor` = the
    /// Advisor taken from a Wonder space (Polish-Lithuanian Commonwealth).
    Q_INVOKABLE bool specialAction(int player, const QString &cardId, int rule = 0, int option = 0, int payOption = -1,
                                   const QVariantMap &park = {}, const QString &advisor = {});
    Q_INVOKABLE bool passTurn(int player);
    /// Jagellonian Dynasty (nn::outOfTurnOffer): the nation that may now pay to act before everyone
    /// else, {player, playerName, card, name, payTo, payToName, gold, armed}; empty when nobody may.
    Q_INVOKABLE QVariantMap outOfTurnOffer() const;
    /// Arms (true) or disarms the offer: the next action of its nation except a pass carries
    /// "out_of_turn" (paid, and not a turn of the player order). False when there is no offer.
    Q_INVOKABLE bool armOutOfTurn(bool on);
    /// A War bought by `player` also resolves as a Battle (Kingdom of Leon): the buy form asks the Battle's choice.
    Q_INVOKABLE bool warCountsAsBattle(int player) const;
    /// Extra choices of buying `cardId` for `player` (nn::buyExtras, nn::purchaseByOthers): {freeArchitects,
    /// takeWorkers, alsoVp: [{player, playerName, cardName, price}] (Abbasid Caliphate), surcharge: text when
    /// the card is marked (Axumite Kingdom)}.
    Q_INVOKABLE QVariantMap buyExtras(int player, const QString &cardId) const;
    /// Takes a turmoil card (Dynasties): `choice` "gold" (+2 Gold) or the id of one of the nation's
    /// dynasty cards to play; −2 Stability until the end of the round (action "turmoil").
    Q_INVOKABLE bool takeTurmoil(int player, const QString &choice);
    /// One exploration turn of the natural wonder under construction (Dynasties; action "explore");
    /// `cover` = ready Wonder covered when it is discovered with every Wonder slot full; `colonies` = the
    /// Colonies drawn when it is Victoria Falls (its 4th Progress Board row, coloniesRowDiscovery()).
    Q_INVOKABLE bool exploreNaturalWonder(int player, int cover = -1, const QStringList &colonies = {});
    /// Whether `player`'s next exploration turn discovers Victoria Falls (nn::coloniesRowDiscovery): {pending,
    /// card, name, max, priceGold, candidates: [{id, name}]} (the Colonies that may be named as drawn).
    Q_INVOKABLE QVariantMap coloniesRowDiscovery(int player) const;
    /// Cards on Victoria Falls' 4th Progress Board row (GameState::boardRow4; empty without it).
    Q_INVOKABLE QStringList boardRow4Cards() const;
    /// Quick entry: the dynasty card in play on `player`'s board ("" = none, the nation special shows).
    Q_INVOKABLE bool setDynasty(int player, const QString &dynastyId);
    /// Records the last refused action anyway, marked as a manual correction ("override": true).
    Q_INVOKABLE bool applyAnyway();
    /// Gold price of a card on row 1..3 (4: Victoria Falls' row) for `player` (card cost modifiers included); -1 if unknown.
    Q_INVOKABLE int cardPrice(int player, const QString &cardId, int row) const;
    /// Stone to deploy one Worker on Building/Military `slot` of `player` (modifiers included); -1 if none.
    Q_INVOKABLE int deployCost(int player, int slot) const;
    /// Special actions of the cards `player` holds active, then those other nations' cards offer to it
    /// (Frédéric Chopin, Polish-Lithuanian Commonwealth): [{card, name, owner, rule, text, automated,
    /// reason, options: [labels], payOptions: [labels], parks, advisors: [ids, one per option], used, limit}].
    Q_INVOKABLE QVariantList specialActions(int player) const;
    /// Cards and nation specials of `player` that give private Architects: [{id, name, count, used}].
    Q_INVOKABLE QVariantList privateArchitectSources(int player) const;
    /// {automated, reason} of a card (see CardAutomation).
    Q_INVOKABLE QVariantMap cardAutomation(const QString &cardId) const;

    // --- resolution -------------------------------------------------------------------------------
    /// Computes the Resolution Phase of the current round (nothing stored) and opens the breakdown.
    Q_INVOKABLE bool previewResolution();
    /// Answers a decision of the breakdown ("choices" action), then recomputes the preview.
    Q_INVOKABLE bool answerDecision(const QString &decisionId, const QString &option);
    /// Corrects one number of the resulting state before confirming (key: gold, food, stone, books, vp).
    /// Stored as a "correct" action (kept until the round is confirmed, undoable); false with lastError
    /// when refused.
    Q_INVOKABLE bool correctResult(int player, const QString &key, int value);
    /// Stores the (corrected) result as a "resolve" action and moves to the next round; after the last
    /// round computes the final score and finishes the game in the database.
    Q_INVOKABLE bool confirmResolution();
    /// Closes the breakdown without storing anything (stored corrections stay for this round).
    Q_INVOKABLE void cancelResolution();

protected:
    /// The player's language changed (Settings): the engine's lines shown are rendered again in it.
    bool eventFilter(QObject *watched, QEvent *event) override;

Q_SIGNALS:
    void lastErrorChanged();
    void gameChanged();
    void stateChanged();
    void resolutionChanged();
    void finalScoreChanged();
    void historyChanged();
    void cardTiersChanged();
    /// Emitted after an action was committed to SQLite (and before stateChanged()).
    void actionStored(const QString &kind);

private:
    bool fail(const QString &message);
    void clearError();
    /// The refusal of every change while readOnly().
    /// Whether the stored game is still active (not finished, not abandoned).
    bool isStoredActive(qint64 gameId) const;
    QString readOnlyRefusal() const;
    /// Loads a game read by loadStoredGame() (read-only when damaged) and remembers its damage for the
    /// history. False with lastError when not even its setup can be read.
    bool showStoredGame(int64_t id, StoredGame &game);
    /// GameSession::run() (the rules check it, SQLite stores it, it takes effect), then publish. The heart of
    /// the controller.
    bool perform(const std::string &kind, const nlohmann::json &payload);
    /// perform() for an Action Phase action; a refusal the table may overrule is kept for applyAnyway().
    bool performAction(const std::string &kind, const nlohmann::json &payload);
    /// In round 1, remembers the pre-printed cards now on each board of a side whose pre-printed cards
    /// are unknown as that nation side's starting cards, when a stored action changed them without a
    /// Progress Card covering one (put on the board, replaced, removed, undone). Failures -> lastError.
    void rememberStartingCards(const nc::nations::GameState &before);
    QString describeAction(size_t logIndex) const;
    bool editPlayer(int player, const std::function<void(nc::nations::PlayerState &)> &edit);
    /// Shows a stored game read by loadStoredGame(), handed to a new session; with `damage` it is read-only
    /// (readOnly(), damage()).
    void loadGame(int64_t id, const nc::nations::GameSetup &setup, const nc::nations::GameState &state,
                  const std::vector<nc::nations::Action> &log, std::optional<LogDamage> damage = {});
    /// Shows the session's game (m_session): its state, nothing computed yet.
    void showSession(nc::nations::GameState state, std::optional<LogDamage> damage);
    void publishState();
    /// The first bad action of a game as the history lists it (HistoryModel::DamageReader): its checksum
    /// chain and readable payloads (a few ms per game), or the damage found when it was opened.
    std::optional<int> listedDamage(const nc::db::GameSummary &game);
    void recomputePreview();
    bool finishIfDone();
    void setFinalScore(const nc::nations::FinalScore &score, const nc::nations::GameState &state);
    QVariantMap lineToMap(const nc::ExplanationLine &line, const nc::nations::GameState &s) const;

    const nc::nations::Catalog &m_catalog; ///< the services'
    CardAutomation m_automation; ///< from m_catalog, so declared after it
    QString m_databasePath;
    nc::db::GameStore *m_store = nullptr; ///< the services' store; nullptr when the database is not usable
    nc::db::Database *m_db = nullptr;     ///< the services' connection (a game's details, db/history_edit.h)
    const nc::Ruleset &m_rules; ///< Nations behind the game-type seam (the services' game types)
    std::map<std::string, std::string> m_cardTiers; ///< card id -> tier, as stored (setCardTier)
    /// Campaigns named in the stored games, most recent first, with their finished games oldest first
    /// (refreshHistory()).
    std::vector<std::pair<std::string, std::vector<nc::nations::CampaignGame>>> m_campaignGames;
    QString m_lastError;

    std::optional<int64_t> m_gameId;
    std::optional<LogDamage> m_damage; ///< the game on screen is damaged there: read-only
    /// Damage found when opening games in this session (the engine's refusals are not in the history check).
    std::map<int64_t, LogDamage> m_knownDamage;
    /// checkStoredLog() of the finished and abandoned games, whose logs no longer change (listedDamage()).
    std::map<int64_t, std::optional<LogDamage>> m_checkedLogs;
    /// The game on screen: its setup, action log, state and undo/redo; set with m_gameId.
    std::unique_ptr<GameSession> m_session;
    /// The session's state as the engine's type, read once per change for the many getters below.
    nc::nations::GameState m_state;
    std::optional<nc::nations::ResolutionResult> m_preview;
    QVariantMap m_finalScoreMap;
    /// The last Action Phase action refused by a rule the table may overrule, with the refusal.
    struct Refusal {
        std::string kind;
        nlohmann::json payload;
        QString message;
        QString rule; ///< the rule alone (ActionError::rule()), shown by refusalReason
    };
    std::optional<Refusal> m_refused;
    /// The engine's last refusal in words and its source (perform()); the shown error is rendered from it
    /// again when the language changes. None when the refusal had no sentence (English only).
    std::optional<RefusalWords> m_refusalWords;
    /// m_refusalWords names a rule the table may overrule (ActionError::rule() non-empty): Apply anyway.
    bool m_refusalOverridable = false;
    /// The shown error of m_refusalWords in the current language: its sentence, and Apply anyway's words
    /// when m_refusalOverridable.
    QString refusalMessage() const;
    /// The card of outOfTurnOffer() armed by armOutOfTurn() for its nation's next action; "" = none.
    std::string m_outOfTurnCard;
    /// ActionError::rule() of the last refusal by perform(): non-empty when the table may overrule it.
    QString m_lastOverridableRule;

    PlayerBoardModel *m_players = nullptr;
    HistoryModel *m_history = nullptr; ///< the services' (AppServices::nationsHistory())
};

} // namespace nc::app
