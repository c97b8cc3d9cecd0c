#include "nations_dice/dice_game.h"

#include <algorithm>

#include "i18n/engine_text.h"
#include "core/json_input.h"
#include "db/game_store.h"
#include "nations_dice/ruleset.h"
#include "qt_json.h"
#include "session/game_session.h"

namespace nc::app {

namespace {

using nlohmann::json;

DiceGame *s_instance = nullptr;

int intOr(const json &o, const char *key, int fallback = 0)
{
    return o.is_object() && o.contains(key) && o[key].is_number_integer() ? o[key].get<int>() : fallback;
}

QString strOr(const json &o, const char *key)
{
    return o.is_object() && o.contains(key) && o[key].is_string() ? qs(o[key].get<std::string>()) : QString();
}

/// An explanation line as QML shows it: {step, player, text, source}; the source is the line's rule or its
/// items' rules (rulebook lines), shown on demand, never in the sentence.
QVariantMap lineView(const json &l)
{
    QStringList sources;
    if (l.contains("rule"))
        sources.append(strOr(l, "rule"));
    for (const auto &i : l.value("items", json::array()))
        if (const QString r = strOr(i, "rule"); !r.isEmpty() && !sources.contains(r))
            sources.append(r);
    return {{QStringLiteral("step"), strOr(l, "step")},
            {QStringLiteral("player"), intOr(l, "player", -1)},
            {QStringLiteral("text"), explanationText(l)},
            {QStringLiteral("source"), sources.join(QStringLiteral("; "))}};
}

QVariantList namesOf(const json &a)
{
    QVariantList out;
    if (a.is_array())
        for (const auto &n : a)
            if (n.is_string())
                out.append(qs(n.get<std::string>()));
    return out;
}

} // namespace

DiceGame::DiceGame(AppServices &services, QObject *parent) : SessionGame(parent)
{
    open(services, "nations_dice");
    try {
        if (m_open && !m_session->damage())
            finishIfEnded(); // killed between scoring round 4 and storing the result
        if (m_store)
            loadKnownTiles();
    } catch (const std::exception &e) {
        m_lastError = QString::fromUtf8(e.what());
    }
    refresh();
}

DiceGame::~DiceGame()
{
    if (s_instance == this)
        s_instance = nullptr;
}

DiceGame *DiceGame::create(QQmlEngine *, QJSEngine *)
{
    Q_ASSERT_X(s_instance, "DiceGame::create", "setInstance() must be called before QML loads");
    QJSEngine::setObjectOwnership(s_instance, QJSEngine::CppOwnership); // built in main(), outlives the engine
    return s_instance;
}

void DiceGame::setInstance(DiceGame *game) { s_instance = game; }

// ---- reading the state -------------------------------------------------------------------------------

bool DiceGame::solo() const { return state().contains("players") && state()["players"].size() == 1; }
bool DiceGame::tougher() const
{
    return state().contains("options") && state()["options"].value("tougher", false);
}
bool DiceGame::coveredTilesScore() const
{
    return state().contains("options") && state()["options"].value("covered_tiles_score", false);
}
int DiceGame::round() const { return intOr(state(), "round", 0); }
QString DiceGame::phase() const { return strOr(state(), "phase"); }

QVariantMap DiceGame::event() const
{
    const json e = state().value("event", json());
    if (!e.is_object())
        return {};
    return {{QStringLiteral("famine"), intOr(e, "famine")},
            {QStringLiteral("war"), intOr(e, "war")},
            {QStringLiteral("opponentBooks"), intOr(e, "opponent_books")}};
}

QVariantList DiceGame::order() const
{
    QVariantList out;
    for (const auto &i : state().value("order", json::array()))
        out.append(i.get<int>());
    return out;
}

QVariantList DiceGame::players() const
{
    QVariantList out;
    const json ps = state().value("players", json::array());
    const json ord = state().value("order", json::array());
    for (size_t i = 0; i < ps.size(); ++i) {
        const json &p = ps[i];
        const json vp = p.value("vp", json::object());
        QVariantList tiles;
        int wonder = -1, tilesVp = 0;
        const json ts = p.value("tiles", json::array());
        for (size_t t = 0; t < ts.size(); ++t) {
            const json &x = ts[t];
            const QString status = strOr(x, "status");
            if (status == QLatin1String("under_construction"))
                wonder = int(t);
            if (status == QLatin1String("in_play") || status == QLatin1String("built"))
                tilesVp += intOr(x, "vp");
            tiles.append(QVariantMap{{QStringLiteral("name"), strOr(x, "name")},
                                     {QStringLiteral("type"), strOr(x, "type")},
                                     {QStringLiteral("row"), intOr(x, "row")},
                                     {QStringLiteral("currency"), strOr(x, "currency")},
                                     {QStringLiteral("paid"), intOr(x, "paid")},
                                     {QStringLiteral("vp"), intOr(x, "vp")},
                                     {QStringLiteral("gives"), strOr(x, "gives")},
                                     {QStringLiteral("stoneCost"), intOr(x, "stone_cost", -1)},
                                     {QStringLiteral("round"), intOr(x, "round")},
                                     {QStringLiteral("status"), status}});
        }
        const json use = p.value("use", json());
        const auto pos = std::find(ord.begin(), ord.end(), json(int(i)));
        const int books = intOr(vp, "books"), famine = intOr(vp, "famine"), war = intOr(vp, "war");
        out.append(QVariantMap{
            {QStringLiteral("name"), strOr(p, "name")},
            {QStringLiteral("books"), intOr(p, "books")},
            {QStringLiteral("vpBooks"), books},
            {QStringLiteral("vpFamine"), famine},
            {QStringLiteral("vpWar"), war},
            {QStringLiteral("vp"), books + famine + war},
            {QStringLiteral("passed"), p.value("passed", false)},
            {QStringLiteral("rerolls"), intOr(p, "rerolls")},
            {QStringLiteral("position"), pos == ord.end() ? int(i) + 1 : int(pos - ord.begin()) + 1},
            {QStringLiteral("hasUse"), use.is_object()},
            {QStringLiteral("use"), QVariantMap{{QStringLiteral("books"), intOr(use, "books")},
                                                {QStringLiteral("food"), intOr(use, "food")},
                                                {QStringLiteral("strength"), intOr(use, "strength")},
                                                {QStringLiteral("foodShowing"), intOr(use, "food_showing", -1)},
                                                {QStringLiteral("otherDice"), intOr(use, "other_unused_dice", -1)}}},
            {QStringLiteral("tiles"), tiles},
            {QStringLiteral("wonderUnderConstruction"), wonder},
            {QStringLiteral("tilesVp"), tilesVp}});
    }
    return out;
}

int DiceGame::opponentBooks() const
{
    const json o = state().value("opponent", json());
    return intOr(o, "books");
}

QVariantList DiceGame::lastLines() const
{
    QVariantList out;
    if (m_open)
        for (const ExplanationLine &l : m_session->lastLines())
            out.append(lineView(toJson(l)));
    return out;
}

QVariantList DiceGame::hallOfFame() const
{
    QVariantList out;
    if (!m_store)
        return out;
    try {
        for (const auto &e : m_store->hallOfFame(m_rules->info().id, 20))
            out.append(QVariantMap{{QStringLiteral("date"), qs(e.date.substr(0, 10))},
                                   {QStringLiteral("player"), qs(e.playerName)},
                                   {QStringLiteral("score"), e.score},
                                   {QStringLiteral("title"), qs(e.title)}});
    } catch (const std::exception &) { // shown empty; the error is the database's, reported on open
    }
    return out;
}

QVariantList DiceGame::games() const { return historyRows(20); }

QVariantList DiceGame::hallOfFameTitles() const
{
    QVariantList out;
    for (const HallOfFameTitle &t : m_rules->info().hallOfFame)
        out.append(QVariantMap{{QStringLiteral("score"), t.minScore}, {QStringLiteral("title"), qs(t.title)}});
    return out;
}

QVariantMap DiceGame::tileEnteredBefore(const QString &name) const
{
    const auto it = m_tilesByName.find(ss(name.trimmed().toLower()));
    if (it == m_tilesByName.end())
        return {};
    const json &t = it->second;
    return {{QStringLiteral("name"), strOr(t, "name")},       {QStringLiteral("type"), strOr(t, "type")},
            {QStringLiteral("row"), intOr(t, "row")},         {QStringLiteral("currency"), strOr(t, "currency")},
            {QStringLiteral("vp"), intOr(t, "vp")},           {QStringLiteral("gives"), strOr(t, "gives")},
            {QStringLiteral("stoneCost"), intOr(t, "stone_cost", -1)}};
}

int DiceGame::foodReachable(int foodShowing, int otherDice) const
{
    return std::max(0, foodShowing) + std::max(0, otherDice) / 2; // R l.97: any 2 unused dice = 1 Food
}

// ---- actions -------------------------------------------------------------------------------------------

void DiceGame::refresh()
{
    m_preview.clear();
    m_finalScore.clear();
    if (m_open) {
        try {
            const json r = m_rules->resolve(state());
            QVariantList steps, hints;
            for (const auto &l : r.value("steps", json::array()))
                steps.append(lineView(l));
            for (const auto &h : r.value("hints", json::array())) {
                QString text = tr("Famine needs %1 Food, War needs %2 Strength").arg(intOr(h, "famine_needs")).arg(intOr(h, "war_needs"));
                if (h.contains("food_reachable"))
                    text += tr("; Food reachable: %1").arg(intOr(h, "food_reachable"));
                hints.append(QVariantMap{{QStringLiteral("name"), strOr(h, "name")}, {QStringLiteral("text"), text}});
            }
            const json waiting = r.value("waiting_for", json::object());
            m_preview = {{QStringLiteral("ready"), r.value("ready", false)},
                         {QStringLiteral("waitingForPass"), namesOf(waiting.value("pass", json::array()))},
                         {QStringLiteral("waitingForUse"), namesOf(waiting.value("use", json::array()))},
                         {QStringLiteral("steps"), steps},
                         {QStringLiteral("orderAfter"), toVariant(r.value("order_after", json::array()))},
                         {QStringLiteral("hints"), hints}};
        } catch (const std::exception &e) {
            m_preview = {{QStringLiteral("error"), QString::fromUtf8(e.what())}};
        }
        if (phase() == QLatin1String("ended")) {
            try {
                const FinalScoreSheet sheet = m_rules->finalScore(state());
                QVariantList cats, rows;
                for (const auto &c : sheet.categories)
                    cats.append(qs(c.label));
                for (const auto &p : sheet.players) {
                    QVariantList values;
                    for (int v : p.categories)
                        values.append(v);
                    QVariantList lines;
                    for (const auto &l : p.lines)
                        lines.append(explanationText(l));
                    rows.append(QVariantMap{{QStringLiteral("name"), qs(p.name)}, {QStringLiteral("values"), values},
                                            {QStringLiteral("total"), p.total}, {QStringLiteral("rank"), p.rank},
                                            {QStringLiteral("lines"), lines}});
                }
                m_finalScore = {{QStringLiteral("categories"), cats},
                                {QStringLiteral("players"), rows},
                                {QStringLiteral("tieRule"), qs(sheet.tieRule)},
                                {QStringLiteral("title"), qs(sheet.hallOfFameTitle.value_or(""))}};
            } catch (const std::exception &e) {
                m_finalScore = {{QStringLiteral("error"), QString::fromUtf8(e.what())}};
            }
        }
    }
    Q_EMIT changed();
}

void DiceGame::loadKnownTiles()
{
    // Every tile bought in a stored Dice Game, oldest game first, so the latest entry of a name wins: one
    // query, not one log read per stored game.
    m_tilesByName.clear();
    for (const std::string &payload : m_store->actionPayloads(m_rules->info().id, "buy_tile")) {
        try {
            const json c = parseJson(payload);
            const json t = c.value("args", json::object());
            if (t.contains("name") && t["name"].is_string())
                m_tilesByName[ss(qs(t["name"].get<std::string>()).trimmed().toLower())] = t;
        } catch (const std::exception &) { // a damaged row offers nothing
        }
    }
    m_knownTiles.clear();
    for (const auto &[key, t] : m_tilesByName)
        m_knownTiles.append(strOr(t, "name"));
    Q_EMIT historyChanged();
}

bool DiceGame::run(const std::string &name, int player, json args)
{
    if (!runCommand(name, player, std::move(args)))
        return false;
    finishIfEnded();
    refresh();
    return true;
}

void DiceGame::finishIfEnded()
{
    if (m_session->isOver())
        finishActive(); // scores, ranks and the solo title into the history (R l.198-200, l.240-249)
}

bool DiceGame::start(const QStringList &names, bool tougher, bool coveredTilesScore)
{
    json players = json::array();
    for (const QString &n : names)
        players.push_back(ss(n.trimmed()));
    json options = {{"tougher", tougher}};
    if (coveredTilesScore)
        options["covered_tiles_score"] = true;
    const json setup = {{"players", players}, {"options", options}};
    if (!startSession(setup))
        return false;
    refresh();
    Q_EMIT historyChanged();
    return true;
}

bool DiceGame::startRound(int famine, int war, int opponentBooks)
{
    json args = {{"famine", famine}, {"war", war}};
    if (solo())
        args["opponent_books"] = opponentBooks;
    return run("start_round", -1, args);
}

bool DiceGame::buyTile(int player, const QString &name, const QString &type, int row, const QString &currency, int paid,
                       int vp, const QString &gives, int stoneCost, int replaces)
{
    json tile = {{"name", ss(name.trimmed())}, {"type", ss(type)}, {"row", row}, {"currency", ss(currency)}, {"vp", vp}};
    if (paid > 0)
        tile["paid"] = paid;
    if (!gives.trimmed().isEmpty())
        tile["gives"] = ss(gives.trimmed());
    if (type == QLatin1String("wonder") && stoneCost >= 0)
        tile["stone_cost"] = stoneCost;
    if (replaces >= 0)
        tile["replaces"] = replaces;
    const json entered = tile;
    if (!run("buy_tile", player, tile))
        return false;
    m_tilesByName[ss(name.trimmed().toLower())] = entered;
    if (!m_knownTiles.contains(name.trimmed(), Qt::CaseInsensitive)) {
        m_knownTiles.append(name.trimmed());
        Q_EMIT historyChanged();
    }
    return true;
}

bool DiceGame::buildWonder(int player, int paid)
{
    json args = json::object();
    if (paid > 0)
        args["paid"] = paid;
    return run("build_wonder", player, args);
}

bool DiceGame::reroll(int player) { return run("reroll", player, json::object()); }
bool DiceGame::pass(int player) { return run("pass", player, json::object()); }

bool DiceGame::recordUse(int player, int books, int food, int strength, int foodShowing, int otherDice)
{
    json use = {{"books", books}, {"food", food}, {"strength", strength}};
    if (foodShowing >= 0 && otherDice >= 0) {
        use["food_showing"] = foodShowing;
        use["other_unused_dice"] = otherDice;
    }
    return run("record_use", player, use);
}

bool DiceGame::endRound() { return run("end_round", -1, json::object()); }
QString DiceGame::sourceText(const QString &rule) const
{
    return tr("Rulebook of the Dice Game: %1").arg(rule); // "R l.152": line 152 of its text (docs/state-format-dice.md)
}

} // namespace nc::app
