#include "nations/gamecontroller.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QEvent>
#include <QDir>
#include <QFileInfo>
#include <QPointer>

#include <algorithm>
#include <map>
#include <utility>

#include "db/game_store.h"
#include "db/history_edit.h"
#include "history/campaign_history.h"
#include "core/json_input.h"
#include "history/historymodel.h"
#include "history/score_category_names.h"
#include "i18n/engine_text.h"
#include "nations/action_phase.h"
#include "nations/board.h"
#include "nations/final_ties.h"
#include "nations/nation_rules.h"
#include "nations/playerboardmodel.h"
#include "qt_json.h"
#include "services/app_services.h"
#include "session/game_session.h"
#include "session/game_types.h"

using nlohmann::json;
namespace nn = nc::nations;

namespace nc::app {

namespace {

GameController *s_instance = nullptr;

const char *startKeys[] = {"gold", "food", "stone", "vp", "workers"};

int startValue(const nn::NationSide &side, const std::string &key)
{
    if (key == "gold") return side.startingGold;
    if (key == "food") return side.startingFood;
    if (key == "stone") return side.startingStone;
    if (key == "vp") return side.startingVp;
    return side.startingWorkers;
}

QString sideString(char side) { return QString(QChar(side)); }

/// "buildings_military" -> "buildingsMilitary": the final score rows' field of a pad category.
QString camelCase(const std::string &key)
{
    QString out;
    bool upper = false;
    for (const char c : key) {
        if (c == '_') {
            upper = true;
            continue;
        }
        out.append(upper ? QChar(c).toUpper() : QChar(c));
        upper = false;
    }
    return out;
}

/// Card ids on p's board (every slot, the Wonder under construction included), split into pre-printed
/// board cards and Progress Cards from the deck; each list sorted (multisets).
std::pair<std::vector<std::string>, std::vector<std::string>> boardCards(const nn::Catalog &catalog,
                                                                         const nn::PlayerState &p)
{
    std::vector<std::string> all, preprinted, deck;
    for (const auto &b : p.buildings)
        all.push_back(b.card);
    all.insert(all.end(), p.advisors.begin(), p.advisors.end());
    all.insert(all.end(), p.colonies.begin(), p.colonies.end());
    all.insert(all.end(), p.wonders.begin(), p.wonders.end());
    if (p.wonderUnderConstruction)
        all.push_back(p.wonderUnderConstruction->card);
    for (const auto &id : all) {
        const nn::ProgressCard *c = catalog.card(id);
        (c && c->preprinted ? preprinted : deck).push_back(id);
    }
    std::sort(preprinted.begin(), preprinted.end());
    std::sort(deck.begin(), deck.end());
    return {preprinted, deck};
}

char sideFromString(const QString &s) { return s.isEmpty() ? 'A' : s.at(0).toUpper().toLatin1(); }

} // namespace

GameController::GameController(AppServices &services, QObject *parent)
    : QObject(parent)
    , m_catalog(services.catalog())
    , m_automation(m_catalog)
    , m_databasePath(services.databasePath())
    , m_store(services.store())
    , m_db(services.database())
    , m_rules(services.gameTypes().at("nations"))
    , m_players(new PlayerBoardModel(this))
    , m_history(services.nationsHistory())
{
    m_players->setAutomation(&m_automation);
    QCoreApplication::instance()->installEventFilter(this); // QEvent::LanguageChange (eventFilter)
    if (!m_store)
        m_lastError = tr("The game database cannot be used, nothing will be saved: %1").arg(services.openError());
    refreshHistory();
    if (m_store) {
        try {
            m_cardTiers = m_store->cardTiers(m_rules.info().id);
        } catch (const std::exception &e) {
            m_lastError = tr("The card tiers cannot be read: %1").arg(QString::fromUtf8(e.what()));
        }
        resumeLatest();
    }
}

GameController::~GameController()
{
    if (s_instance == this)
        s_instance = nullptr;
}

GameController *GameController::create(QQmlEngine *, QJSEngine *)
{
    Q_ASSERT_X(s_instance, "GameController::create", "setInstance() must be called before QML loads");
    // The controller is built in main() (or the test setup) and outlives every engine.
    QJSEngine::setObjectOwnership(s_instance, QJSEngine::CppOwnership);
    return s_instance;
}

void GameController::setInstance(GameController *controller) { s_instance = controller; }
GameController *GameController::instance() { return s_instance; }

bool GameController::storageReady() const { return m_store != nullptr; }

bool GameController::isStoredActive(qint64 gameId) const
{
    const auto g = m_store->game(gameId);
    return g && g->status == nc::db::GameStatus::Active;
}

QString GameController::readOnlyRefusal() const
{
    return tr("Nothing can be changed: game %1 is damaged at action %2 and shown read-only. Start a new game to "
              "play on.")
        .arg(gameId())
        .arg(m_damage ? m_damage->action : 0);
}

// --- errors ------------------------------------------------------------------------------------

bool GameController::fail(const QString &message)
{
    m_lastError = message;
    Q_EMIT lastErrorChanged();
    return false;
}

void GameController::clearError()
{
    if (m_lastError.isEmpty())
        return;
    m_lastError.clear();
    Q_EMIT lastErrorChanged();
}

// --- the action pipeline ------------------------------------------------------------------------

bool GameController::perform(const std::string &kind, const json &payload)
{
    if (!m_store)
        return fail(tr("Nothing can be saved: the database is not available."));
    if (!m_gameId)
        return fail(tr("No game in progress."));
    if (readOnly())
        return fail(readOnlyRefusal());
    m_lastOverridableRule.clear();
    m_refusalWords.reset();
    try {
        // Regular actions are applied; "undo"/"redo" rebuild the state from the log. The row is in SQLite
        // before the session's state changes; a refusal or a storage error changes nothing.
        m_session->run(m_rules.fromRow(kind, payload));
    } catch (const nc::GameInputError &e) { // refused, nothing stored; the table may overrule some rules
        m_lastOverridableRule = QString::fromStdString(e.rule());
        if (!e.sentence().empty()) { // in words, in the player's language; the source beside it
            m_refusalWords.emplace(e.sentence(), e.source());
            m_refusalOverridable = !e.rule().empty();
            m_lastOverridableRule = m_refusalOverridable ? m_refusalWords->render() : QString();
            return fail(m_refusalWords->show(refusalMessage()));
        }
        // The engine's message ends with how a state document marks an overruled rule ("override": true,
        // for the CLI); the table gets the rule and its button instead.
        if (!m_lastOverridableRule.isEmpty())
            return fail(tr("%1. Apply anyway records it as a manual correction.").arg(m_lastOverridableRule));
        return fail(QString::fromUtf8(e.what()));
    } catch (const std::exception &e) { // DbError: not saved, so not shown
        return fail(QString::fromUtf8(e.what()));
    }
    const nn::GameState before = std::exchange(m_state, nn::stateFromJson(m_session->state()));
    clearError();
    rememberStartingCards(before);
    Q_EMIT actionStored(qs(kind));
    publishState();
    return true;
}

void GameController::rememberStartingCards(const nn::GameState &before)
{
    if (m_state.round != 1 || before.round != 1 || before.players.size() != m_state.players.size())
        return;
    for (size_t i = 0; i < m_state.players.size(); ++i) {
        const nn::PlayerState &p = m_state.players[i];
        const nn::Nation *nation = m_catalog.nation(p.nation);
        const nn::NationSide *side = nation ? nation->side(p.side) : nullptr;
        if (!side || side->preprintedKnown)
            continue;
        const auto [printedBefore, deckBefore] = boardCards(m_catalog, before.players[i]);
        const auto [printedNow, deckNow] = boardCards(m_catalog, p);
        // Unchanged, or a Progress Card put on the board covered a starting card (Rulebook p.15): the
        // print is the same.
        const bool covered = !std::includes(deckBefore.begin(), deckBefore.end(), deckNow.begin(), deckNow.end());
        if (printedNow == printedBefore || covered)
            continue;
        try {
            json values = json::object();
            if (const auto text = m_store->nationCorrection(m_rules.info().id, p.nation, p.side))
                values = nc::parseJson(*text);
            if (!values.is_object())
                values = json::object();
            if (printedNow.empty())
                values.erase("cards");
            else
                values["cards"] = printedNow;
            if (values.empty())
                m_store->clearNationCorrection(m_rules.info().id, p.nation, p.side);
            else
                m_store->saveNationCorrection(m_rules.info().id, p.nation, p.side, values.dump());
        } catch (const std::exception &e) { // the action itself is stored: say what was not remembered
            fail(tr("%1's starting cards could not be remembered for the next game: %2")
                     .arg(qs(p.name), QString::fromUtf8(e.what())));
        }
    }
}

bool GameController::undo()
{
    if (m_gameId && !m_session->undoTarget())
        return fail(tr("Nothing to undo: the game is as it was set up."));
    return perform("undo", json::object());
}

bool GameController::redo()
{
    if (m_gameId && !m_session->redoTarget())
        return fail(tr("Nothing to redo."));
    return perform("redo", json::object());
}

bool GameController::canUndo() const
{
    return m_gameId && m_session->undoTarget().has_value() && m_state.phase != nn::Phase::Finished;
}
bool GameController::canRedo() const
{
    return m_gameId && m_session->redoTarget().has_value() && m_state.phase != nn::Phase::Finished;
}
QString GameController::undoText() const { return canUndo() ? describeAction(*m_session->undoTarget()) : QString(); }
QString GameController::redoText() const { return canRedo() ? describeAction(*m_session->redoTarget()) : QString(); }

std::vector<nn::Action> GameController::actionLog() const
{
    std::vector<nn::Action> out;
    if (m_session)
        for (const Command &c : m_session->log()) {
            auto [kind, payload] = m_rules.toRow(c);
            out.push_back(nn::Action{std::move(kind), std::move(payload)});
        }
    return out;
}

std::map<std::string, int> GameController::eventsDrawn() const
{
    std::map<std::string, int> drawn;
    if (!m_session)
        return drawn;
    // Read in place: the log's "resolve" commands hold whole states, and this runs after every action.
    const std::vector<Command> &log = m_session->log();
    int round = 1;
    std::string card; // the round's Event Card as last set (an "event" may replace it)
    for (size_t i : m_session->inEffect()) {
        const Command &a = log[i];
        if (a.name == "event" && a.args.contains("card") && a.args["card"].is_string())
            card = a.args["card"].get<std::string>();
        else if (a.name == "resolve") {
            if (!card.empty())
                drawn.emplace(card, round);
            card.clear();
            ++round;
        }
    }
    return drawn;
}

QString GameController::describeAction(size_t logIndex) const
{
    if (!m_session || logIndex >= m_session->log().size())
        return {};
    const Command &a = m_session->log()[logIndex];
    QString who;
    if (a.player >= 0 && a.player < int(m_state.players.size()))
        who = qs(m_state.players[size_t(a.player)].name);
    static const std::map<std::string, const char *> names = {
        {"growth", QT_TR_NOOP("Growth")},           {"event", QT_TR_NOOP("Event Card")},
        {"player", QT_TR_NOOP("board edit")},       {"war", QT_TR_NOOP("War")},
        {"passes", QT_TR_NOOP("pass order")},       {"adjustments", QT_TR_NOOP("production effects")},
        {"shadow", QT_TR_NOOP("solo tile")},        {"choices", QT_TR_NOOP("resolution answer")},
        {"order", QT_TR_NOOP("player order")},      {"buy", QT_TR_NOOP("purchase")},
        {"deploy", QT_TR_NOOP("Worker deployed")},  {"undeploy", QT_TR_NOOP("Workers undeployed")},
        {"hire", QT_TR_NOOP("Architect hired")},    {"special", QT_TR_NOOP("special action")},
        {"pass", QT_TR_NOOP("pass")},               {"correct", QT_TR_NOOP("result correction")},
        {"resolve", QT_TR_NOOP("confirmed Resolution Phase")}};
    const auto it = names.find(a.name);
    QString what = it == names.end() ? qs(a.name) : tr(it->second);
    if (a.args.is_object() && a.args.value("override", false))
        what = tr("%1 (manual correction)").arg(what);
    return who.isEmpty() ? what : tr("%1 of %2").arg(what, who);
}

bool GameController::editPlayer(int player, const std::function<void(nn::PlayerState &)> &edit)
{
    if (!m_gameId)
        return fail(tr("No game in progress."));
    if (player < 0 || player >= int(m_state.players.size()))
        return fail(tr("There is no player %1.").arg(player + 1));
    nn::PlayerState p = m_state.players[size_t(player)];
    try {
        edit(p);
    } catch (const std::exception &e) {
        return fail(QString::fromUtf8(e.what()));
    }
    return perform("player", json{{"player", player}, {"state", nn::toJson(p)}});
}

void GameController::publishState()
{
    m_players->setState(&m_catalog, m_state);
    if (m_preview)
        recomputePreview();
    Q_EMIT stateChanged();
}

void GameController::loadGame(int64_t id, const nn::GameSetup &setup, const nn::GameState &state,
                              const std::vector<nn::Action> &log, std::optional<LogDamage> damage)
{
    std::vector<Command> commands;
    for (const nn::Action &a : log)
        commands.push_back(m_rules.fromRow(a.kind, a.payload));
    auto session = std::make_unique<GameSession>(*m_store, m_rules);
    std::optional<SessionDamage> bad;
    if (damage)
        bad = SessionDamage{damage->seq, damage->reason};
    session->adopt(id, nn::toJson(setup), std::move(commands), nn::toJson(state), std::move(bad));
    m_session = std::move(session);
    m_gameId = id;
    showSession(state, std::move(damage));
}

QString GameController::refusalMessage() const
{
    const QString sentence = m_refusalWords->render();
    return m_refusalOverridable ? tr("%1. Apply anyway records it as a manual correction.").arg(sentence) : sentence;
}

bool GameController::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance()) {
        m_players->setState(&m_catalog, m_state);
        if (!m_finalScoreMap.isEmpty())
            setFinalScore(nn::finalScore(m_catalog, m_state), m_state);
        Q_EMIT resolutionChanged();
        // A refusal still shown reads in the new language too (its Apply anyway stays armed).
        if (m_refusalWords && m_refusalWords->isShown(m_lastError)) {
            const bool armed = canApplyAnyway();
            m_lastError = m_refusalWords->show(refusalMessage());
            if (armed) {
                m_refused->message = m_lastError;
                m_refused->rule = m_refusalWords->render();
            }
            Q_EMIT lastErrorChanged();
        }
        Q_EMIT stateChanged(); // actionOverrides and the other texts read from the state
    }
    return QObject::eventFilter(watched, event);
}

void GameController::showSession(nn::GameState state, std::optional<LogDamage> damage)
{
    m_damage = std::move(damage);
    m_state = std::move(state);
    m_preview.reset();
    // A refused action belongs to the state it was refused in: applied anyway to another (a game opened from the
    // history, the game reloaded after a restore) it would buy a card from an offer that is no longer there.
    if (m_refused) {
        m_refused.reset();
        Q_EMIT lastErrorChanged(); // canApplyAnyway
    }
    m_finalScoreMap.clear();
    m_players->setState(&m_catalog, m_state);
    Q_EMIT gameChanged();
    Q_EMIT stateChanged();
    Q_EMIT resolutionChanged();
    Q_EMIT finalScoreChanged();
}

// --- life cycle ----------------------------------------------------------------------------------

bool GameController::resumeLatest()
{
    if (!m_store)
        return fail(tr("Nothing can be loaded: the database is not available."));
    try {
        const auto id = m_store->latestActiveGame(m_rules.info().id);
        if (!id)
            return false;
        StoredGame game = loadStoredGame(*m_store, m_catalog, *id);
        if (!showStoredGame(*id, game))
            return false;
        if (game.damage)
            return true; // read-only: nothing is finished or reopened on a damaged game
        finishIfDone(); // killed between the last "resolve" and finishGame()
        // Killed while correcting the breakdown: open it again with the stored corrections.
        if (!m_state.roundInputs.resultCorrections.empty())
            previewResolution();
        return true;
    } catch (const std::exception &e) {
        return fail(tr("The unfinished game could not be resumed: %1").arg(QString::fromUtf8(e.what())));
    }
}

bool GameController::openFinishedGame(qint64 gameId)
{
    if (!m_store)
        return fail(tr("Nothing can be loaded: the database is not available."));
    try {
        if (!m_store->game(gameId))
            return fail(tr("Game %1 is not in the database.").arg(gameId));
        // A game logged without the app (db/logged_game.h) has only its scores: no log to replay, no damage.
        if (const auto details = nc::db::gameDetails(*m_db, gameId); details && details->source == "logged")
            return fail(tr("Game %1 was logged without the app: it has its final scores only (History page).").arg(gameId));
        StoredGame game = loadStoredGame(*m_store, m_catalog, gameId);
        if (!game.damage && game.state.phase != nn::Phase::Finished)
            return fail(tr("Game %1 was not played to the end.").arg(gameId));
        if (!showStoredGame(gameId, game))
            return false;
        if (!game.damage)
            setFinalScore(nn::finalScore(m_catalog, m_state), m_state);
        return true;
    } catch (const std::exception &e) {
        return fail(QString::fromUtf8(e.what()));
    }
}

bool GameController::showStoredGame(int64_t id, StoredGame &game)
{
    if (game.damage) {
        m_knownDamage[id] = *game.damage;
        m_history->setDamage(id, int(game.damage->action));
    }
    if (!game.setupRead)
        return fail(tr("Game %1 cannot be opened: its setup is damaged (row 1 of its log). %2")
                        .arg(id)
                        .arg(QString::fromStdString(game.damage ? game.damage->reason : std::string())));
    loadGame(id, game.setup, game.state, game.log, game.damage);
    return true;
}

QString GameController::damage() const
{
    if (!m_damage)
        return {};
    const QString shown = m_damage->action <= 1 ? tr("as it was set up")
                                                : tr("as it was after action %1").arg(m_damage->action - 1);
    return tr("This game is damaged at action %1 (row %2 of its log): %3. It is shown read-only %4; nothing can be "
              "changed in it.")
        .arg(m_damage->action)
        .arg(m_damage->seq)
        .arg(QString::fromStdString(m_damage->reason), shown);
}

bool GameController::startGame(const QVariantMap &setupMap)
{
    if (!m_store)
        return fail(tr("A game cannot be started: the database is not available."));
    nn::GameSetup setup;
    std::vector<std::pair<size_t, json>> remembered; // seat -> corrected values to remember
    try {
        const QVariantList seats = setupMap.value(QStringLiteral("seats")).toList();
        for (const QVariant &sv : seats) {
            const QVariantMap m = sv.toMap();
            nn::SeatSetup seat;
            seat.name = ss(m.value(QStringLiteral("name")).toString().trimmed());
            seat.nation = ss(m.value(QStringLiteral("nation")).toString());
            seat.side = sideFromString(m.value(QStringLiteral("side")).toString());
            const auto diff = nn::difficultyFromKey(ss(m.value(QStringLiteral("difficulty"), QStringLiteral("prince")).toString()));
            if (!diff)
                return fail(tr("Unknown difficulty for %1.").arg(qs(seat.name)));
            seat.difficulty = *diff;
            if (seat.name.empty())
                return fail(tr("Seat %1 has no player name.").arg(setup.seats.size() + 1));
            const nn::Nation *nation = m_catalog.nation(seat.nation);
            const nn::NationSide *side = nation ? nation->side(seat.side) : nullptr;
            const QVariantMap start = m.value(QStringLiteral("start")).toMap();
            if (side) {
                json values = json::object();
                for (const char *key : startKeys) {
                    const QString k = QString::fromLatin1(key);
                    if (!start.contains(k))
                        continue;
                    const int v = start.value(k).toInt();
                    values[key] = v;
                    if (v != startValue(*side, key))
                        seat.startCorrections[key] = v;
                }
                // Starting cards of a side whose pre-printed cards are unknown (nationStart() "cards").
                const QStringList cards = start.value(QStringLiteral("cards")).toStringList();
                if (!cards.isEmpty()) {
                    json ids = json::array();
                    for (const QString &id : cards)
                        ids.push_back(ss(id));
                    seat.startCorrections["cards"] = ids;
                }
                if (!seat.startCorrections.empty() || m_store->nationCorrection(m_rules.info().id, seat.nation, seat.side))
                    remembered.emplace_back(setup.seats.size(), seat.startCorrections);
            }
            setup.seats.push_back(std::move(seat));
        }
        setup.options.lastRound = setupMap.value(QStringLiteral("lastRound"), 8).toInt();
        setup.options.solo = setupMap.value(QStringLiteral("solo"), false).toBool();
        setup.options.campaign = ss(setupMap.value(QStringLiteral("campaign")).toString().trimmed());
        const QStringList sets = setupMap.value(QStringLiteral("cardSets")).toStringList();
        if (!sets.isEmpty()) {
            setup.options.cardSets.clear();
            for (const QString &s : sets)
                setup.options.cardSets.push_back(ss(s));
        }
        if (setupMap.contains(QStringLiteral("readings"))) // the engine reads and checks them (game_state.h)
            setup.options.readings = nn::readingsFromJson(fromVariant(setupMap.value(QStringLiteral("readings"))), "readings");
    } catch (const std::exception &e) {
        return fail(QString::fromUtf8(e.what()));
    }

    json setupJson;
    try {
        // From here on the setup is exactly what SQLite will hold, so that undo (replay) in this session
        // and a resume after a restart rebuild the game from the same setup.
        setup = nn::setupFromJson(nn::toJson(setup));
        setupJson = nn::toJson(setup);
        m_rules.newGame(setupJson); // refuses bad setups before anything is stored or set aside
    } catch (const std::exception &e) {
        return fail(QString::fromUtf8(e.what()));
    }

    try {
        // An unfinished game is set aside, a damaged one too (its status only: its log is never written),
        // so that the next start resumes the new game rather than the damaged one.
        if (m_gameId && isStoredActive(*m_gameId))
            m_store->abandonGame(*m_gameId);
        // Remember the table's corrections of printed starting values for next time ({} = back to print),
        // in the transaction that creates the game.
        std::vector<nc::db::NationCorrectionUpdate> corrections;
        for (const auto &[seat, values] : remembered) {
            const auto &s = setup.seats[seat];
            corrections.push_back({s.nation, s.side, values.empty() ? std::string() : values.dump()});
        }
        auto session = std::make_unique<GameSession>(*m_store, m_rules);
        const int64_t id = session->start(setupJson, corrections); // the game, its seats and setup row
        m_session = std::move(session);
        m_gameId = id;
        clearError();
        showSession(nn::stateFromJson(m_session->state()), {});
    } catch (const std::exception &e) {
        return fail(QString::fromUtf8(e.what()));
    }
    refreshHistory();
    return true;
}

bool GameController::abandonGame()
{
    if (!m_gameId || !m_store)
        return false;
    try {
        // A damaged game may be set aside too: only its status changes, its log is left as it is.
        if (isStoredActive(*m_gameId))
            m_store->abandonGame(*m_gameId);
    } catch (const std::exception &e) {
        return fail(QString::fromUtf8(e.what()));
    }
    closeGame();
    refreshHistory();
    return true;
}

void GameController::closeGame()
{
    m_gameId.reset();
    m_damage.reset();
    m_session.reset();
    m_state = nn::GameState{};
    m_preview.reset();
    m_finalScoreMap.clear();
    m_players->setState(&m_catalog, m_state);
    clearError();
    Q_EMIT gameChanged();
    Q_EMIT stateChanged();
    Q_EMIT resolutionChanged();
    Q_EMIT finalScoreChanged();
}

std::optional<int> GameController::listedDamage(const nc::db::GameSummary &g)
{
    // The engine's refusals are known only for the games opened in this session (m_knownDamage). A
    // finished or abandoned game's log is closed, so it is checked once per session.
    std::optional<int> damaged;
    auto checked = m_checkedLogs.find(g.id);
    if (checked == m_checkedLogs.end()) {
        const auto d = checkStoredLog(*m_store, g.id);
        if (g.status != nc::db::GameStatus::Active)
            m_checkedLogs.emplace(g.id, d);
        if (d)
            damaged = int(d->action);
    } else if (checked->second) {
        damaged = int(checked->second->action);
    }
    // Replay stops at the first bad row, so a known damage is never later than the checked one.
    if (const auto known = m_knownDamage.find(g.id); known != m_knownDamage.end())
        damaged = int(known->second.action);
    return damaged;
}

void GameController::reloadDatabase()
{
    closeGame();
    m_knownDamage.clear();
    m_checkedLogs.clear();
    resumeLatest();
    refreshHistory();
}

void GameController::refreshHistory()
{
    if (m_store) {
        try {
            // The campaigns (FAQ variant) read their own games only, once here rather than at every QML
            // binding; the list reads a page at a time as it scrolls (HistoryModel::fetchMore).
            const std::string type = m_rules.info().id;
            m_campaignGames.clear();
            for (const auto &name : m_store->campaignNames(type))
                m_campaignGames.emplace_back(name, campaignGames(m_store->campaignHistory(type, name), name));
            const nc::db::GameStore *store = m_store;
            // The model belongs to the services and may outlive this controller.
            const QPointer<GameController> self(this);
            m_history->setSource(
                [store, type](int64_t beforeId, int limit) { return store->historyPage(type, beforeId, limit); },
                [self](const nc::db::GameSummary &g) { return self ? self->listedDamage(g) : std::nullopt; },
                &m_catalog, m_store->gameCount(type, nc::db::GameStatus::Finished));
        } catch (const std::exception &e) {
            fail(QString::fromUtf8(e.what()));
        }
    }
    Q_EMIT historyChanged();
}

// --- read-only properties ----------------------------------------------------------------------

QString GameController::phase() const { return hasGame() ? qs(std::string(nn::key(m_state.phase))) : QString(); }

QVariantList GameController::playerOrder() const
{
    QVariantList l;
    for (int i : m_state.playerOrder)
        l.append(i);
    return l;
}

QVariantList GameController::growthOrder() const
{
    // Rulebook p.13 step 3: Growth is chosen in reverse player order.
    QVariantList l;
    for (auto it = m_state.playerOrder.rbegin(); it != m_state.playerOrder.rend(); ++it)
        l.append(*it);
    return l;
}

QVariantList GameController::growth() const
{
    QVariantList l;
    for (size_t i = 0; i < m_state.players.size(); ++i)
        l.append(i < m_state.roundInputs.growth.size() ? qs(m_state.roundInputs.growth[i]) : QString());
    return l;
}

QString GameController::eventCard() const { return qs(m_state.roundInputs.eventCard); }

QVariantMap GameController::eventInfo() const
{
    const nn::EventCard *e = m_catalog.eventCard(m_state.roundInputs.eventCard);
    if (!e)
        return {};
    QVariantList events;
    for (const auto &ev : e->events)
        events.append(QVariantMap{{QStringLiteral("name"), qs(ev.name)}, {QStringLiteral("text"), qs(ev.text)}});
    QVariantMap info{{QStringLiteral("id"), qs(e->id)},         {QStringLiteral("name"), qs(e->name)},
                     {QStringLiteral("age"), e->age},           {QStringLiteral("architects"), e->architects},
                     {QStringLiteral("famine"), e->famine},     {QStringLiteral("events"), events}};
    // Axumite Kingdom: the nation that marks a Progress Board card at the reveal, and the card marked.
    const nn::CardMarker marker = nn::cardMarker(m_catalog, m_state);
    if (marker.player >= 0) {
        QString marked;
        for (const auto &[card, owner] : m_state.roundInputs.actionPhase.marked)
            if (owner == marker.player && m_catalog.card(card))
                marked = qs(m_catalog.card(card)->name);
        info.insert(QStringLiteral("marker"),
                    QVariantMap{{QStringLiteral("player"), marker.player},
                                {QStringLiteral("playerName"), qs(m_state.players[size_t(marker.player)].name)},
                                {QStringLiteral("cardName"), qs(nn::ruleSourceName(m_catalog, marker.card))},
                                {QStringLiteral("marked"), marked}});
    }
    return info;
}

int GameController::publicArchitects() const
{
    if (!hasGame())
        return 0;
    try {
        return nn::publicArchitects(m_catalog, m_state);
    } catch (const std::exception &) {
        return 0;
    }
}

QVariantMap GameController::war() const
{
    const auto &w = m_state.roundInputs.war;
    if (!w)
        return {};
    const nn::ProgressCard *c = m_catalog.card(w->card);
    return {{QStringLiteral("card"), qs(w->card)},
            {QStringLiteral("name"), c ? qs(c->name) : qs(w->card)},
            {QStringLiteral("effect"), c ? qs(c->effect) : QString()},
            {QStringLiteral("strength"), w->strength},
            {QStringLiteral("buyer"), w->buyer}};
}

QVariantList GameController::passOrder() const
{
    QVariantList l;
    for (int i : m_state.roundInputs.passOrder)
        l.append(i);
    return l;
}

QVariantList GameController::adjustments() const
{
    QVariantList l;
    for (const auto &a : m_state.roundInputs.adjustments)
        l.append(QVariantMap{{QStringLiteral("player"), a.player},
                             {QStringLiteral("quantity"), qs(std::string(nc::key(a.quantity)))},
                             {QStringLiteral("quantityName"), qs(std::string(nc::displayName(a.quantity)))},
                             {QStringLiteral("amount"), a.amount},
                             {QStringLiteral("note"), qs(a.note)}});
    return l;
}

QVariantMap GameController::shadow() const
{
    if (!m_state.shadow)
        return {};
    return {{QStringLiteral("strength"), m_state.shadow->strength},
            {QStringLiteral("stability"), m_state.shadow->stability},
            {QStringLiteral("books"), m_state.shadow->books},
            {QStringLiteral("famine"), m_state.shadow->famine},
            {QStringLiteral("architects"), m_state.shadow->architects}};
}

QStringList GameController::validationProblems() const
{
    QStringList l;
    if (!hasGame())
        return l;
    for (const auto &p : nn::validate(m_catalog, m_state))
        l.append(qs(p));
    return l;
}

QVariantMap GameController::ruleReadings() const
{
    return hasGame() ? toVariant(nn::toJson(m_state.options.readings)).toMap() : QVariantMap();
}

QVariantList GameController::ruleReadingChoices() const
{
    // The words for each reading of the engine (game_state.h RuleReadings); a reading added there without
    // words here shows its key, and tst_gamecontroller fails.
    static const std::map<std::string, std::pair<const char *, const char *>> words = {
        {"event_loss_before_gain",
         {QT_TR_NOOP("An event that takes and gives (Tonghak movement) takes first"),
          QT_TR_NOOP("Default: the gain comes first, as in Production. Sources: FAQ R-02, Rulebook p.19 (Events).")}},
        {"chopin_net_books",
         {QT_TR_NOOP("Frederic Chopin doubles the Books left after cards consume Books"),
          QT_TR_NOOP("Default: only the Books produced are doubled. Source: Rulebook p.18 (Production).")}},
        {"versailles_ties_revolt",
         {QT_TR_NOOP("Versailles ties with nations in revolt for the least Stability"),
          QT_TR_NOOP("Default: the owner of Versailles is the least stable alone. Sources: card text, Rulebook p.8.")}},
        {"negative_strength_revolt",
         {QT_TR_NOOP("Negative Military Strength costs like a revolt and loses every War"),
          QT_TR_NOOP("Default: no penalty, and it counts as 0 against the War. Source: FAQ R-16.")}}};
    QVariantList out;
    for (const std::string &key : nn::ruleReadingKeys()) {
        const auto w = words.find(key);
        out.append(QVariantMap{{QStringLiteral("key"), qs(key)},
                               {QStringLiteral("text"), w == words.end() ? qs(key) : tr(w->second.first)},
                               {QStringLiteral("source"), w == words.end() ? QString() : tr(w->second.second)}});
    }
    return out;
}

QStringList GameController::campaigns() const
{
    QStringList l;
    for (const auto &[name, games] : m_campaignGames)
        l.append(qs(name));
    return l;
}

QVariantList GameController::campaignStandings(const QString &name) const
{
    QVariantList l;
    const std::string wanted = ss(name.trimmed());
    for (const auto &[campaign, games] : m_campaignGames) {
        if (campaign != wanted)
            continue;
        for (const auto &st : nn::campaignStandings(games))
            l.append(QVariantMap{{QStringLiteral("player"), qs(st.player)},
                                 {QStringLiteral("level"), qs(std::string(nn::key(st.level)))},
                                 {QStringLiteral("wins"), st.wins},
                                 {QStringLiteral("games"), st.games},
                                 {QStringLiteral("wonCampaign"), st.wonCampaign}});
    }
    return l;
}

QStringList GameController::knownPlayers() const
{
    QStringList l;
    if (!m_store)
        return l;
    try {
        for (const auto &n : m_store->knownPlayers())
            l.append(qs(n));
    } catch (const std::exception &) {
    }
    return l;
}

QVariantList GameController::hallOfFame() const
{
    QVariantList l;
    if (!m_store)
        return l;
    try {
        for (const auto &e : m_store->hallOfFame(m_rules.info().id, 20)) {
            const nn::Nation *n = m_catalog.nation(e.nation);
            l.append(QVariantMap{{QStringLiteral("gameId"), qint64(e.gameId)},
                                 {QStringLiteral("date"), QDateTime::fromString(qs(e.date), Qt::ISODateWithMs).toLocalTime().toString(QStringLiteral("d MMM yyyy"))},
                                 {QStringLiteral("player"), qs(e.playerName)},
                                 {QStringLiteral("nation"), n ? qs(n->name) : qs(e.nation)},
                                 {QStringLiteral("side"), e.side ? sideString(e.side) : QString()},
                                 {QStringLiteral("score"), e.score},
                                 {QStringLiteral("title"), qs(e.title)}});
        }
    } catch (const std::exception &) {
    }
    return l;
}

QVariantList GameController::nations() const
{
    QVariantList l;
    for (const auto &n : m_catalog.nations()) {
        QVariantList sides;
        for (char s : {'A', 'B'})
            sides.append(QVariantMap{{QStringLiteral("side"), sideString(s)}, {QStringLiteral("available"), n.side(s) != nullptr}});
        l.append(QVariantMap{{QStringLiteral("id"), qs(n.id)}, {QStringLiteral("name"), qs(n.name)},
                             {QStringLiteral("set"), qs(n.set)}, {QStringLiteral("sides"), sides}});
    }
    return l;
}

QVariantList GameController::hallOfFameTitles() const
{
    QVariantList l;
    for (const auto &e : m_catalog.hallOfFame())
        l.append(QVariantMap{{QStringLiteral("minScore"), e.minScore}, {QStringLiteral("title"), qs(e.title)}});
    return l;
}

QVariantMap GameController::cardInfo(const QString &cardId) const
{
    const nn::ProgressCard *c = m_catalog.card(ss(cardId));
    if (!c)
        return {};
    return {{QStringLiteral("id"), qs(c->id)},
            {QStringLiteral("name"), qs(c->name)},
            {QStringLiteral("type"), qs(std::string(nn::key(c->type)))},
            {QStringLiteral("typeName"), qs(std::string(nn::displayName(c->type)))},
            {QStringLiteral("age"), c->age},
            {QStringLiteral("effect"), qs(c->effect)},
            {QStringLiteral("conditional"), c->hasConditionalEffects()},
            {QStringLiteral("vp"), c->vp},
            {QStringLiteral("deployStone"), c->deployStone},
            {QStringLiteral("maxWorkers"), c->maxWorkers ? *c->maxWorkers : -1},
            {QStringLiteral("sections"), int(c->architectCosts.size())},
            {QStringLiteral("tier"), cardTier(c->id)}};
}

bool GameController::setCardTier(const QString &cardId, const QString &tier)
{
    const nn::ProgressCard *c = m_catalog.card(ss(cardId));
    if (!c || c->preprinted)
        return fail(tr("Unknown Progress Card \"%1\".").arg(cardId));
    if (!tier.isEmpty() && tier != QLatin1String("basic") && tier != QLatin1String("advanced") &&
        tier != QLatin1String("expert"))
        return fail(tr("A card tier is basic, advanced or expert (Rulebook p.11), not \"%1\".").arg(tier));
    if (!m_store)
        return fail(tr("The game database is not available: the tier cannot be kept."));
    try {
        m_store->setCardTier(m_rules.info().id, c->id, ss(tier)); // stored before it is shown
    } catch (const std::exception &e) {
        return fail(tr("The tier was not saved: %1").arg(QString::fromUtf8(e.what())));
    }
    if (tier.isEmpty())
        m_cardTiers.erase(c->id);
    else
        m_cardTiers[c->id] = ss(tier);
    clearError();
    Q_EMIT cardTiersChanged();
    return true;
}

QVariantMap GameController::cardTiers() const
{
    QVariantMap m;
    for (const auto &[id, tier] : m_cardTiers)
        m.insert(qs(id), qs(tier));
    return m;
}

QString GameController::cardTier(const std::string &cardId) const
{
    const auto it = m_cardTiers.find(cardId);
    return it == m_cardTiers.end() ? QString() : qs(it->second);
}

QVariantMap GameController::nationStart(const QString &nationId, const QString &sideText) const
{
    const nn::Nation *n = m_catalog.nation(ss(nationId));
    const char sideChar = sideFromString(sideText);
    const nn::NationSide *side = n ? n->side(sideChar) : nullptr;
    if (!side)
        return {{QStringLiteral("available"), false}};
    QVariantMap catalogValues, values;
    QVariantList cards; // remembered starting cards of a side whose pre-printed cards are unknown
    for (const char *key : startKeys)
        catalogValues.insert(QString::fromLatin1(key), startValue(*side, key));
    values = catalogValues;
    bool corrected = false;
    if (m_store) {
        try {
            if (const auto text = m_store->nationCorrection(m_rules.info().id, n->id, sideChar)) {
                const json c = nc::parseJson(*text);
                for (auto it = c.begin(); it != c.end(); ++it)
                    if (it.value().is_number_integer() && values.contains(qs(it.key()))) {
                        values.insert(qs(it.key()), it.value().get<int>());
                        corrected = true;
                    }
                if (!side->preprintedKnown && c.contains("cards") && c["cards"].is_array())
                    for (const auto &id : c["cards"])
                        if (const nn::ProgressCard *card = id.is_string() ? m_catalog.card(id.get<std::string>()) : nullptr;
                            card && card->preprinted) {
                            cards.append(QVariantMap{{QStringLiteral("id"), qs(card->id)}, {QStringLiteral("name"), qs(card->name)},
                                                     {QStringLiteral("typeName"), qs(std::string(nn::displayName(card->type)))}});
                            corrected = true;
                        }
            }
        } catch (const std::exception &) { // a bad stored correction falls back to the print
        }
    }
    QStringList uncertain;
    for (const auto &f : side->uncertainFields)
        uncertain.append(qs(f));
    QVariantMap result = values;
    result.insert(QStringLiteral("available"), true);
    result.insert(QStringLiteral("catalog"), catalogValues);
    result.insert(QStringLiteral("uncertain"), uncertain);
    result.insert(QStringLiteral("note"), qs(side->note));
    result.insert(QStringLiteral("corrected"), corrected);
    result.insert(QStringLiteral("startingCardsUnknown"), !side->preprintedKnown);
    result.insert(QStringLiteral("cards"), cards);
    return result;
}

// --- round inputs --------------------------------------------------------------------------------

bool GameController::chooseGrowth(int player, const QString &choice, int extraWorkers)
{
    json a{{"player", player}, {"choice", ss(choice)}};
    if (extraWorkers > 0 && choice.startsWith(QLatin1String("worker:")))
        a["extra_workers"] = std::vector<std::string>(size_t(extraWorkers), ss(choice.mid(7)));
    return perform("growth", a);
}

int GameController::growthExtraWorkers(int player) const
{
    if (player < 0 || player >= playerCount())
        return 0;
    return nn::growthExtraWorkers(m_catalog, m_state.players[size_t(player)]);
}

bool GameController::setEventCard(const QString &cardId) { return perform("event", json{{"card", ss(cardId)}}); }

bool GameController::markProgressCard(const QString &cardId)
{
    // The action "event" again, with the card the marking nation chose (revealEvent(): Axumite Kingdom).
    return perform("event", json{{"card", m_state.roundInputs.eventCard}, {"marked", ss(cardId)}});
}

bool GameController::setWar(const QString &cardId, int strength, int buyer)
{
    if (strength < 0 && buyer >= 0 && buyer < int(m_state.players.size()))
        strength = nn::boardValues(m_catalog, m_state, buyer).strength;
    return perform("war", json{{"card", ss(cardId)}, {"strength", std::max(0, strength)}, {"buyer", buyer}});
}

bool GameController::clearWar() { return perform("war", json::object()); }

bool GameController::setPassOrder(const QVariantList &order)
{
    json o = json::array();
    for (const QVariant &v : order)
        o.push_back(v.toInt());
    return perform("passes", json{{"order", o}});
}

bool GameController::addPass(int player)
{
    QVariantList order = passOrder();
    if (order.contains(player))
        return fail(tr("%1 has already passed.").arg(qs(m_state.players.at(size_t(player)).name)));
    order.append(player);
    return setPassOrder(order);
}

bool GameController::addAdjustment(int player, const QString &quantity, int amount, const QString &note)
{
    json items = json::array();
    for (const auto &a : m_state.roundInputs.adjustments)
        items.push_back({{"player", a.player}, {"quantity", std::string(nc::key(a.quantity))}, {"amount", a.amount}, {"note", a.note}});
    items.push_back({{"player", player}, {"quantity", ss(quantity)}, {"amount", amount}, {"note", ss(note)}});
    return perform("adjustments", json{{"items", items}});
}

bool GameController::removeAdjustment(int index)
{
    json items = json::array();
    const auto &adj = m_state.roundInputs.adjustments;
    if (index < 0 || index >= int(adj.size()))
        return fail(tr("There is no such adjustment."));
    for (int i = 0; i < int(adj.size()); ++i)
        if (i != index)
            items.push_back({{"player", adj[size_t(i)].player}, {"quantity", std::string(nc::key(adj[size_t(i)].quantity))},
                             {"amount", adj[size_t(i)].amount}, {"note", adj[size_t(i)].note}});
    return perform("adjustments", json{{"items", items}});
}

bool GameController::setShadow(int strength, int stability, int books, int famine, int architects)
{
    return perform("shadow", json{{"strength", strength}, {"stability", stability}, {"books", books},
                                  {"famine", famine}, {"architects", architects}});
}

bool GameController::setPlayerOrder(const QVariantList &order)
{
    json o = json::array();
    for (const QVariant &v : order)
        o.push_back(v.toInt());
    return perform("order", json{{"order", o}});
}

// --- board editing -------------------------------------------------------------------------------

bool GameController::setValue(int player, const QString &key, int value)
{
    return editPlayer(player, [&](nn::PlayerState &p) {
        if (key == QLatin1String("idleWorkers")) {
            p.idleWorkers = value;
            return;
        }
        const auto q = nc::quantityFromKey(ss(key));
        if (!q || *q == nc::Quantity::Stability || *q == nc::Quantity::Strength)
            throw std::invalid_argument("Strength and Stability come from the board; use the manual correction.");
        p.setResource(*q, value);
    });
}

bool GameController::setPopulationTaken(int player, int section, int taken)
{
    return editPlayer(player, [&](nn::PlayerState &p) {
        if (section < 0)
            throw std::invalid_argument("No such Population Track section.");
        if (p.populationTaken.size() <= size_t(section))
            p.populationTaken.resize(size_t(section) + 1, 0);
        p.populationTaken[size_t(section)] = taken;
    });
}

bool GameController::placeCard(int player, const QString &cardId, int index, bool underConstruction, int goldPaid)
{
    const nn::ProgressCard *card = m_catalog.card(ss(cardId));
    if (!card)
        return fail(tr("Unknown card \"%1\".").arg(cardId));
    return editPlayer(player, [&](nn::PlayerState &p) {
        if (goldPaid > p.gold)
            throw std::invalid_argument("Not enough Gold to pay " + std::to_string(goldPaid) + ".");
        p.gold -= goldPaid;
        switch (nn::slotOf(card->type)) {
        case nn::Slot::BuildingMilitary:
            if (index >= 0 && index < int(p.buildings.size())) {
                // Rulebook p.15: Workers on the replaced card go back to the Resource Area.
                p.idleWorkers += p.buildings[size_t(index)].workers;
                p.buildings[size_t(index)] = {card->id, 0};
            } else {
                p.buildings.push_back({card->id, 0});
            }
            break;
        case nn::Slot::Advisor:
            p.advisors = {card->id};
            break;
        case nn::Slot::Colony:
            if (index >= 0 && index < int(p.colonies.size()))
                p.colonies[size_t(index)] = card->id;
            else
                p.colonies.push_back(card->id);
            break;
        case nn::Slot::Wonder:
            if (underConstruction) {
                p.wonderUnderConstruction = nn::WonderUnderConstruction{card->id, 0};
            } else if (index >= 0 && index < int(p.wonders.size())) {
                p.wonders[size_t(index)] = card->id;
            } else {
                p.wonders.push_back(card->id);
            }
            break;
        case nn::Slot::None:
            throw std::invalid_argument(card->name + " is not placed on the board.");
        }
    });
}

bool GameController::removeCard(int player, const QString &slot, int index)
{
    return editPlayer(player, [&](nn::PlayerState &p) {
        auto eraseAt = [&](auto &v) {
            if (index < 0 || index >= int(v.size()))
                throw std::invalid_argument("No card at that place.");
            v.erase(v.begin() + index);
        };
        if (slot == QLatin1String("building")) {
            if (index >= 0 && index < int(p.buildings.size()))
                p.idleWorkers += p.buildings[size_t(index)].workers;
            eraseAt(p.buildings);
        } else if (slot == QLatin1String("advisor")) {
            eraseAt(p.advisors);
        } else if (slot == QLatin1String("colony")) {
            eraseAt(p.colonies);
        } else if (slot == QLatin1String("wonder")) {
            eraseAt(p.wonders);
        } else if (slot == QLatin1String("construction")) {
            p.wonderUnderConstruction.reset();
        } else {
            throw std::invalid_argument("Unknown slot.");
        }
    });
}

bool GameController::changeWorkers(int player, int index, int delta)
{
    return editPlayer(player, [&](nn::PlayerState &p) {
        if (index < 0 || index >= int(p.buildings.size()))
            throw std::invalid_argument("No card at that place.");
        auto &slot = p.buildings[size_t(index)];
        const nn::ProgressCard *c = m_catalog.card(slot.card);
        const int cost = c ? nn::deployCost(m_catalog, p, *c) : 0; // printed + deploy_cost modifiers (engine)
        if (delta > 0) {
            if (p.idleWorkers < delta)
                throw std::invalid_argument("No idle Worker to deploy.");
            if (p.stone < cost * delta)
                throw std::invalid_argument("Not enough Stone: deploying costs " + std::to_string(cost) + ".");
        } else if (slot.workers + delta < 0) {
            throw std::invalid_argument("No Worker on this card.");
        }
        slot.workers += delta;
        p.idleWorkers -= delta;
        p.stone -= cost * delta;
    });
}

bool GameController::changeArchitects(int player, int delta)
{
    return editPlayer(player, [&](nn::PlayerState &p) {
        if (!p.wonderUnderConstruction)
            throw std::invalid_argument("No Wonder under construction.");
        auto &w = *p.wonderUnderConstruction;
        const nn::ProgressCard *c = m_catalog.card(w.card);
        const int sections = c ? int(c->architectCosts.size()) : 0;
        if (delta > 0) {
            if (w.architects >= sections)
                throw std::invalid_argument("Every section is already built.");
            // The engine's price of the section (printed cost, this round's discounts).
            const int cost = nn::architectSectionCost(m_catalog, m_state, player, w.architects);
            if (p.stone < cost)
                throw std::invalid_argument("Not enough Stone: this section costs " + std::to_string(cost) + ".");
            p.stone -= cost;
            ++w.architects;
            if (w.architects == sections) { // Rulebook p.16: the Wonder is ready at once
                p.wonders.push_back(w.card);
                p.wonderUnderConstruction.reset();
            }
        } else {
            if (w.architects <= 0)
                throw std::invalid_argument("No Architect on this Wonder.");
            --w.architects;
            p.stone += nn::architectSectionCost(m_catalog, m_state, player, w.architects); // what it cost
        }
    });
}

bool GameController::setManualCorrection(int player, int strength, int stability, const QString &note)
{
    return editPlayer(player, [&](nn::PlayerState &p) {
        p.manualStrength = strength;
        p.manualStability = stability;
        p.manualNote = ss(note);
    });
}

// --- resolution ------------------------------------------------------------------------------------

bool GameController::previewResolution()
{
    if (!m_gameId)
        return fail(tr("No game in progress."));
    try {
        m_preview = nn::resolveRound(m_catalog, m_state);
    } catch (const std::exception &e) {
        m_preview.reset();
        Q_EMIT resolutionChanged();
        return fail(QString::fromUtf8(e.what()));
    }
    clearError();
    Q_EMIT resolutionChanged();
    return true;
}

void GameController::recomputePreview()
{
    try {
        m_preview = nn::resolveRound(m_catalog, m_state);
    } catch (const std::exception &e) {
        m_preview.reset();
        fail(QString::fromUtf8(e.what()));
    }
    Q_EMIT resolutionChanged();
}

bool GameController::answerDecision(const QString &decisionId, const QString &option)
{
    if (!m_preview)
        return fail(tr("Open the resolution first."));
    json choices = json::object();
    choices[ss(decisionId)] = ss(option);
    return perform("choices", json{{"choices", choices}}); // publishState() recomputes the preview
}

bool GameController::correctResult(int player, const QString &key, int value)
{
    if (!m_preview)
        return fail(tr("Open the resolution first."));
    // A "correct" action: stored like any other, so it survives a restart and can be undone;
    // publishState() recomputes the preview, which applies it (resolveRound's last step).
    return perform("correct", json{{"player", player}, {"quantity", ss(key)}, {"value", value}});
}

bool GameController::confirmResolution()
{
    if (!m_preview)
        return fail(tr("Open the resolution first."));
    const nn::GameState after = m_preview->after;
    // Closed before storing so that publishing the next round does not recompute this preview.
    auto preview = std::move(m_preview);
    m_preview.reset();
    if (!perform("resolve", json{{"state", nn::toJson(after)}})) {
        m_preview = std::move(preview);
        return false;
    }
    Q_EMIT resolutionChanged();
    finishIfDone();
    return true;
}

void GameController::cancelResolution()
{
    m_preview.reset();
    Q_EMIT resolutionChanged();
}

bool GameController::finishIfDone()
{
    if (!m_gameId || m_state.phase != nn::Phase::Finished || readOnly())
        return false;
    nn::FinalScore score;
    try {
        score = nn::finalScore(m_catalog, m_state);
    } catch (const std::exception &e) {
        return fail(QString::fromUtf8(e.what()));
    }
    try {
        // The result is stored through the seam (NationsRuleset::resultDocument keeps Nations' pad shape).
        const auto summary = m_store->game(*m_gameId);
        if (summary && summary->status == nc::db::GameStatus::Active)
            m_session->finish();
    } catch (const std::exception &e) {
        // The last "resolve" is stored: the next start retries finishing the game.
        return fail(QString::fromUtf8(e.what()));
    }
    setFinalScore(score, m_state);
    refreshHistory();
    return true;
}

void GameController::setFinalScore(const nn::FinalScore &score, const nn::GameState &state)
{
    // The pad's rows A-E (Rulebook p.20) in the ruleset's order, named in the player's language (the names the
    // statistics use): categories = [{key (the row's field, e.g. "gameVp"), letter, label}].
    QVariantList categories;
    std::map<std::string, QString> lineCategory; // the engine's step ("final_colonies") -> "B Colonies"
    const auto &pad = m_rules.info().categories;
    for (size_t i = 0; i < pad.size(); ++i) {
        const QString letter(QChar(char16_t(u'A' + i)));
        const QString label = scoreCategoryName(m_rules.info().id, pad[i].key, pad[i].label);
        categories.append(QVariantMap{{QStringLiteral("key"), camelCase(pad[i].key)},
                                      {QStringLiteral("letter"), letter},
                                      {QStringLiteral("label"), label}});
        lineCategory["final_" + pad[i].key] = letter + QLatin1Char(' ') + label;
    }
    QVariantList rows;
    for (const auto &r : score.rows) {
        const auto &p = state.players.at(size_t(r.player));
        const nn::Nation *n = m_catalog.nation(p.nation);
        // "VP: +3 Pyramids = +3" reads better with its score pad category in front.
        QStringList lines;
        for (const auto &l : r.lines) {
            const auto c = lineCategory.find(l.step);
            const QString text = nc::app::explanationText(l);
            lines.append(c == lineCategory.end() ? text : c->second + QStringLiteral(" — ") + text);
        }
        rows.append(QVariantMap{{QStringLiteral("player"), r.player},
                                {QStringLiteral("name"), qs(p.name)},
                                {QStringLiteral("nation"), n ? qs(n->name) : qs(p.nation)},
                                {QStringLiteral("side"), sideString(p.side)},
                                {QStringLiteral("gameVp"), r.gameVp},
                                {QStringLiteral("colonies"), r.colonies},
                                {QStringLiteral("wonders"), r.wonders},
                                {QStringLiteral("buildingsMilitary"), r.buildingsMilitary},
                                {QStringLiteral("resources"), r.resources},
                                {QStringLiteral("total"), r.total},
                                {QStringLiteral("rank"), r.rank},
                                {QStringLiteral("lines"), lines}});
    }
    // Ties on total VP as the engine broke them (player order, Rulebook p.20), said on the score pad:
    // ties = [{total, players, text, tieBreak, source}].
    QVariantList ties;
    for (const auto &t : nn::finalTies(score, state)) {
        QStringList names, order;
        QVariantList players;
        for (const auto &n : t.nations) {
            const QString name = qs(state.players.at(size_t(n.player)).name);
            players.append(n.player);
            names.append(name);
            order.append(tr("%1 (place %2 in player order)").arg(name).arg(n.orderPosition));
        }
        ties.append(QVariantMap{
            {QStringLiteral("total"), t.total},
            {QStringLiteral("players"), players},
            {QStringLiteral("text"), tr("Tie: %1 have %2 VP each.").arg(names.join(QStringLiteral(", "))).arg(t.total)},
            {QStringLiteral("tieBreak"), tr("Ties are resolved in player order: %1.").arg(order.join(tr(" ahead of ")))},
            {QStringLiteral("source"), tr("Rulebook p.20, Game end")}});
    }
    m_finalScoreMap = {{QStringLiteral("categories"), categories},
                       {QStringLiteral("rows"), rows},
                       {QStringLiteral("ties"), ties},
                       {QStringLiteral("solo"), state.options.solo},
                       {QStringLiteral("hallOfFameTitle"), qs(score.hallOfFameTitle)},
                       {QStringLiteral("rounds"), state.options.lastRound}};
    Q_EMIT finalScoreChanged();
}

namespace {

/// The sources of a line (its note's, then its items'), each once: shown one click away on the page.
QString lineSources(const nc::ExplanationLine &line)
{
    QStringList out;
    auto add = [&](const std::string &rule) {
        if (!rule.empty() && !out.contains(qs(rule)))
            out.append(qs(rule));
    };
    add(line.rule);
    for (const auto &i : line.items)
        add(i.rule);
    return out.join(QStringLiteral("\n"));
}

} // namespace

QVariantMap GameController::lineToMap(const nc::ExplanationLine &line, const nn::GameState &s) const
{
    const bool hasPlayer = line.player >= 0 && line.player < int(s.players.size());
    return {{QStringLiteral("player"), line.player},
            {QStringLiteral("playerName"), hasPlayer ? qs(s.players[size_t(line.player)].name) : tr("All")},
            {QStringLiteral("quantity"), line.quantity ? qs(std::string(nc::key(*line.quantity))) : QString()},
            {QStringLiteral("total"), line.total},
            {QStringLiteral("text"), nc::app::explanationText(line)},
            {QStringLiteral("sources"), lineSources(line)}};
}

QVariantMap GameController::resolution() const
{
    if (!m_preview)
        return {};
    QVariantList steps;
    for (const auto &st : m_preview->steps) {
        QVariantList lines;
        for (const auto &l : st.lines)
            lines.append(lineToMap(l, m_state));
        // The engine's titles, questions and option labels in the player's language (English as given when
        // the engine gives no message).
        steps.append(QVariantMap{{QStringLiteral("id"), qs(st.id)},
                                 {QStringLiteral("title"), st.titleMessage.empty() ? qs(st.title) : engineText(st.titleMessage)},
                                 {QStringLiteral("rule"), qs(st.rule)}, {QStringLiteral("lines"), lines}});
    }
    QVariantList decisions;
    for (const auto &d : m_preview->decisions) {
        QVariantList options;
        for (size_t i = 0; i < d.options.size(); ++i)
            options.append(QVariantMap{
                {QStringLiteral("value"), qs(d.options[i])},
                {QStringLiteral("label"), i < d.optionLabelMessages.size() && !d.optionLabelMessages[i].empty()
                                              ? engineText(d.optionLabelMessages[i])
                                              : (i < d.optionLabels.size() ? qs(d.optionLabels[i]) : qs(d.options[i]))}});
        const auto chosen = m_state.roundInputs.choices.find(d.id);
        decisions.append(QVariantMap{
            {QStringLiteral("id"), qs(d.id)},
            {QStringLiteral("player"), d.player},
            {QStringLiteral("playerName"), d.player >= 0 && d.player < int(m_state.players.size()) ? qs(m_state.players[size_t(d.player)].name) : QString()},
            {QStringLiteral("step"), qs(d.step)},
            {QStringLiteral("question"), d.questionMessage.empty() ? qs(d.question) : engineText(d.questionMessage)},
            {QStringLiteral("source"), qs(d.source)},
            {QStringLiteral("options"), options},
            {QStringLiteral("defaultOption"), qs(d.defaultOption)},
            {QStringLiteral("answered"), d.answered},
            {QStringLiteral("answer"), chosen != m_state.roundInputs.choices.end() && chosen->is_string() ? qs(chosen->get<std::string>()) : QString()}});
    }
    const nn::GameState &after = m_preview->after;
    QVariantList afterPlayers;
    for (size_t i = 0; i < after.players.size(); ++i) {
        const auto &p = after.players[i];
        const auto bv = nn::boardValues(m_catalog, after, int(i));
        QVariantMap corr; // the values the table typed ("correct" actions of this round)
        for (const auto &c : m_state.roundInputs.resultCorrections)
            if (c.player == int(i))
                corr.insert(qs(std::string(nc::key(c.quantity))), c.value);
        afterPlayers.append(QVariantMap{{QStringLiteral("name"), qs(p.name)},
                                        {QStringLiteral("gold"), p.gold}, {QStringLiteral("food"), p.food},
                                        {QStringLiteral("stone"), p.stone}, {QStringLiteral("books"), p.books},
                                        {QStringLiteral("vp"), p.vp}, {QStringLiteral("idleWorkers"), p.idleWorkers},
                                        {QStringLiteral("strength"), bv.strength}, {QStringLiteral("stability"), bv.stability},
                                        {QStringLiteral("corrected"), corr}});
    }
    QVariantList order;
    for (int i : after.playerOrder)
        order.append(i);
    return {{QStringLiteral("round"), m_state.round},
            {QStringLiteral("steps"), steps},
            {QStringLiteral("decisions"), decisions},
            {QStringLiteral("complete"), m_preview->complete()},
            {QStringLiteral("after"), afterPlayers},
            {QStringLiteral("afterOrder"), order},
            {QStringLiteral("finishes"), after.phase == nn::Phase::Finished}};
}

} // namespace nc::app
