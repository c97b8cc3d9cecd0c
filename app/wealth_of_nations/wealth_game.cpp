#include "wealth_of_nations/wealth_game.h"

#include <cmath>

#include "i18n/engine_text.h"
#include "core/json_input.h"
#include "db/game_store.h"
#include "qt_json.h"
#include "services/app_services.h"
#include "session/game_types.h"
#include "session/game_session.h"
#include "wealth_of_nations/draft.h"
#include "wealth_of_nations/production.h"
#include "wealth_of_nations/ruleset.h"

namespace nc::app {

namespace {

using nlohmann::json;

WealthGame *s_instance = nullptr;

// The remembered price corrections live in GameStore's nation_corrections table (one row of this game type),
// as Nations' A-side board corrections do: no schema change.
constexpr const char *kGameType = "wealth_of_nations";
constexpr const char *kPriceTablesRow = "market_prices";

/// Warnings the engine gives while accepting an action (docs/state-format-wealth.md "What is refused").
bool isWarning(const std::string &step)
{
    return step == "notes_on_paper" || step == "automation_penny" || step == "end_signal" || step == "no_production";
}

/// The line's note in the player's language (as printed when it has no message).
QString noteText(const ExplanationLine &l)
{
    return l.noteMessage.empty() || l.noteMessage.english() != l.note ? qs(l.note) : engineText(l.noteMessage);
}

QVariantMap lineView(const ExplanationLine &l)
{
    QStringList sources;
    if (!l.rule.empty())
        sources.append(qs(l.rule));
    for (const auto &i : l.items)
        if (const QString r = qs(i.rule); !r.isEmpty() && !sources.contains(r))
            sources.append(r);
    return {{QStringLiteral("step"), qs(l.step)},
            {QStringLiteral("player"), l.player},
            {QStringLiteral("text"), explanationText(l)},
            {QStringLiteral("note"), noteText(l)},
            {QStringLiteral("source"), sources.join(QStringLiteral("; "))}};
}

/// A Bloc as the engine reads it (production.h readBloc), from the calculator's fields.
json blocJson(const QString &industry, int tiles, int fullDots, int fedTiles, int sharedDots, int unfedDots,
              bool automated, bool oreFeed)
{
    json b = {{"industry", ss(industry)}, {"tiles", tiles}, {"full_dots", fullDots}, {"fed_tiles", fedTiles},
              {"shared_dots", sharedDots}, {"unfed_dots", unfedDots}, {"automated", automated}};
    if (automated)
        b["feed"] = oreFeed ? "ore" : "food";
    return b;
}

QString cubesText(const won::Cubes &c) { return qs(won::describe(c)); }

} // namespace

WealthGame::WealthGame(AppServices &services, QObject *parent) : SessionGame(parent)
{
    m_won = &services.gameTypes().wealthOfNations();
    open(services, m_won->info().id);
    if (m_open && !m_session->damage())
        finishIfEnded(); // killed between the last money and storing the result
    refresh();
}

WealthGame::~WealthGame()
{
    if (s_instance == this)
        s_instance = nullptr;
}

WealthGame *WealthGame::create(QQmlEngine *, QJSEngine *)
{
    Q_ASSERT_X(s_instance, "WealthGame::create", "setInstance() must be called before QML loads");
    QJSEngine::setObjectOwnership(s_instance, QJSEngine::CppOwnership); // built in main(), outlives the engine
    return s_instance;
}

void WealthGame::setInstance(WealthGame *game) { s_instance = game; }

// ---- reading the state -------------------------------------------------------------------------------

int WealthGame::round() const { return state().value("round", 0); }
QString WealthGame::phase() const { return qs(state().value("phase", std::string())); }

QVariantList WealthGame::players() const
{
    QVariantList out;
    const QVariantList ps = m_report.value(QStringLiteral("players")).toList();
    const int marker = m_report.value(QStringLiteral("first_player")).toInt();
    for (int i = 0; i < ps.size(); ++i) {
        QVariantMap p = ps[i].toMap();
        p[QStringLiteral("seat")] = i;
        p[QStringLiteral("marker")] = i == marker;
        out.append(p);
    }
    return out;
}

QVariantList WealthGame::markets() const
{
    QVariantList out;
    const QVariantMap ms = m_report.value(QStringLiteral("markets")).toMap();
    if (ms.isEmpty())
        return out; // no game: no Markets (a row without its figures would show "undefined")
    for (won::Commodity c : won::kCommodities) {
        QVariantMap m = ms.value(qs(std::string(won::key(c)))).toMap();
        m[QStringLiteral("key")] = qs(std::string(won::key(c)));
        m[QStringLiteral("label")] = qs(std::string(won::label(c)));
        out.append(m);
    }
    return out;
}

QVariantList WealthGame::packages() const
{
    // The engine's list (report.h "packages"), under the names the pages use.
    QVariantList out;
    for (const QVariant &v : m_report.value(QStringLiteral("packages")).toList()) {
        const QVariantMap p = v.toMap();
        out.append(QVariantMap{{QStringLiteral("id"), p.value(QStringLiteral("package"))},
                               {QStringLiteral("label"), p.value(QStringLiteral("label"))},
                               {QStringLiteral("brings"), p.value(QStringLiteral("brings"))},
                               {QStringLiteral("money"), p.value(QStringLiteral("money"))},
                               {QStringLiteral("industry"), p.value(QStringLiteral("industry"))},
                               {QStringLiteral("inDraft"), p.value(QStringLiteral("in_draft"))},
                               {QStringLiteral("takenBy"), p.value(QStringLiteral("taken_by"))},
                               {QStringLiteral("pickable"), p.value(QStringLiteral("pickable"))}});
    }
    return out;
}

bool WealthGame::canEnterMoney() const
{
    // The engine accepts final money now, and the stored result has not closed the log yet.
    return m_report.value(QStringLiteral("money_entry")).toBool() && !m_finished;
}

QVariantMap WealthGame::limits() const
{
    return {{QStringLiteral("minPlayers"), won::kMinPlayers},
            {QStringLiteral("maxPlayers"), won::kMaxPlayers},
            {QStringLiteral("flagsPerPlayer"), won::kFlagsPerPlayer},
            {QStringLiteral("notesInBox"), won::kNotesInBox},
            {QStringLiteral("noteRepayment"), won::kNoteRepayment},
            {QStringLiteral("maxTilesMoved"), won::kMaxTilesMoved},
            {QStringLiteral("maxMoney"), won::kMaxMoney},
            {QStringLiteral("industryStacks"), int(won::kIndustries.size())},
            {QStringLiteral("emptyStacksToEnd"), won::kEmptyStacksToEnd}};
}

QVariantList WealthGame::lastLines() const
{
    QVariantList out;
    if (m_open)
        for (const ExplanationLine &l : m_session->lastLines())
            out.append(lineView(l));
    return out;
}

QVariantList WealthGame::games() const { return historyRows(20); }

json WealthGame::remembered() const
{
    if (!m_store)
        return json::array();
    try {
        if (const auto text = m_store->nationCorrection(kGameType, kPriceTablesRow, '\0')) {
            json j = parseJson(*text);
            if (j.is_array())
                return j;
        }
    } catch (const std::exception &) { // an unreadable row offers nothing; the next correction replaces it
    }
    return json::array();
}

QVariantList WealthGame::rememberedCorrections() const { return toVariant(remembered()).toList(); }

QVariantList WealthGame::nations() const
{
    QVariantList out;
    for (const std::string &n : won::nations())
        out.append(QVariantMap{{QStringLiteral("key"), qs(n)}, {QStringLiteral("label"), qs(won::nationName(n))}});
    return out;
}

QVariantList WealthGame::industries() const
{
    QVariantList out;
    for (won::Industry i : won::kIndustries)
        out.append(QVariantMap{{QStringLiteral("key"), qs(std::string(won::key(i)))},
                               {QStringLiteral("label"), qs(std::string(won::label(i)))},
                               {QStringLiteral("plural"), qs(std::string(won::plural(i)))}});
    return out;
}

QVariantList WealthGame::commodities() const
{
    QVariantList out;
    for (won::Commodity c : won::kCommodities)
        out.append(QVariantMap{{QStringLiteral("key"), qs(std::string(won::key(c)))},
                               {QStringLiteral("label"), qs(std::string(won::label(c)))}});
    return out;
}

QString WealthGame::priceSource() const
{
    if (!m_won)
        return {};
    return tr("Default prices: %1 (%2). Correct any value the boards print differently; corrections are kept for "
              "the next games.")
        .arg(qs(m_won->prices().source), qs(m_won->prices().status));
}

QVariantMap WealthGame::blocOutput(const QString &industry, int tiles, int fullDots, int fedTiles, int sharedDots,
                                   int unfedDots, bool automated, bool oreFeed) const
{
    try {
        const won::Bloc b = won::readBloc(blocJson(industry, tiles, fullDots, fedTiles, sharedDots, unfedDots, automated, oreFeed),
                                          "bloc");
        const won::BlocRun r = won::runBloc(b, -1);
        QString text = tr("spends %1, makes %2").arg(cubesText(r.spent), cubesText(r.produced));
        if (r.money > 0)
            text = tr("spends %1, the Bank pays $%2").arg(cubesText(r.spent)).arg(r.money);
        return {{QStringLiteral("ok"), true},
                {QStringLiteral("spent"), cubesText(r.spent)},
                {QStringLiteral("produced"), cubesText(r.produced)},
                {QStringLiteral("money"), r.money},
                {QStringLiteral("dots"), r.producingDots},
                {QStringLiteral("text"), text}};
    } catch (const std::exception &e) {
        return {{QStringLiteral("ok"), false}, {QStringLiteral("error"), QString::fromUtf8(e.what())}};
    }
}

// ---- actions -------------------------------------------------------------------------------------------

void WealthGame::refresh()
{
    m_report.clear();
    m_finalScore.clear();
    if (m_open) {
        try {
            m_report = toVariant(m_rules->resolve(state())).toMap();
        } catch (const std::exception &e) {
            m_report = {{QStringLiteral("error"), QString::fromUtf8(e.what())}};
        }
        const QString p = phase();
        if (p == QLatin1String("final_produce") || p == QLatin1String("final_trade") || p == QLatin1String("ended")) {
            try {
                const FinalScoreSheet sheet = m_rules->finalScore(state());
                QVariantList cats, rows;
                for (const auto &c : sheet.categories)
                    cats.append(qs(c.label));
                for (const auto &pl : sheet.players) {
                    QVariantList values, lines;
                    for (int v : pl.categories)
                        values.append(v);
                    for (const auto &l : pl.lines)
                        lines.append(lineView(l));
                    rows.append(QVariantMap{{QStringLiteral("name"), qs(pl.name)}, {QStringLiteral("values"), values},
                                            {QStringLiteral("total"), pl.total}, {QStringLiteral("rank"), pl.rank},
                                            {QStringLiteral("lines"), lines}});
                }
                m_finalScore = {{QStringLiteral("categories"), cats},
                                {QStringLiteral("players"), rows},
                                {QStringLiteral("tieRule"), qs(sheet.tieRule)}};
            } catch (const std::exception &e) {
                m_finalScore = {{QStringLiteral("error"), QString::fromUtf8(e.what())}};
            }
        }
    }
    Q_EMIT changed();
}

QString WealthGame::lastWarning() const
{
    QStringList warnings;
    for (const ExplanationLine &l : m_warnings)
        warnings.append(noteText(l));
    return warnings.join(QLatin1Char('\n'));
}

bool WealthGame::run(const std::string &name, int player, json args)
{
    const json correctionsBefore = state().value("price_corrections", json::array());
    if (!runCommand(name, player, std::move(args)))
        return false;
    m_warnings.clear();
    for (const ExplanationLine &l : m_session->lastLines())
        if (isWarning(l.step))
            m_warnings.push_back(l);
    if (state().value("price_corrections", json::array()) != correctionsBefore)
        rememberCorrections(); // a correction made, undone or redone: the table's latest word
    finishIfEnded();
    refresh();
    return true;
}

void WealthGame::rememberCorrections()
{
    // The game's corrections are the table's latest word on the printed prices: the next game starts with them.
    const json now = state().value("price_corrections", json::array());
    try {
        m_store->saveNationCorrection(kGameType, kPriceTablesRow, '\0', now.dump());
        Q_EMIT historyChanged();
    } catch (const std::exception &e) {
        fail(tr("The price correction is in this game but could not be kept for the next ones: %1").arg(QString::fromUtf8(e.what())));
    }
}

void WealthGame::finishIfEnded()
{
    if (m_session->isOver()) // everyone's money is in (WonRuleset::isOver)
        finishActive(); // scores and ranks into the history (W l.1049-1059)
}

bool WealthGame::start(const QStringList &names, const QStringList &flags, int firstPlayer)
{
    json players = json::array();
    for (int i = 0; i < names.size(); ++i)
        players.push_back({{"name", ss(names[i].trimmed())}, {"flag", ss(i < flags.size() ? flags[i] : QString())}});
    json setup = {{"players", players}, {"first_player", firstPlayer}};
    if (const json kept = remembered(); !kept.empty())
        setup["price_corrections"] = kept;
    if (!startSession(setup))
        return false;
    m_pendingBlocs.clear();
    m_warnings.clear();
    refresh();
    Q_EMIT historyChanged();
    return true;
}

bool WealthGame::draftPackage(int player, const QString &package) { return run("draft_package", player, {{"package", ss(package)}}); }
bool WealthGame::buy(int player, const QString &commodity) { return run("buy", player, {{"commodity", ss(commodity)}}); }
bool WealthGame::sell(int player, const QString &commodity) { return run("sell", player, {{"commodity", ss(commodity)}}); }
bool WealthGame::takeNote(int player) { return run("take_note", player, json::object()); }
bool WealthGame::repayNote(int player) { return run("repay_note", player, json::object()); }
bool WealthGame::giveNotes(int player, int to, int count) { return run("give_notes", player, {{"to", to}, {"count", count}}); }
bool WealthGame::placeFlag(int player) { return run("develop", player, {{"action", "flag"}}); }

bool WealthGame::build(int player, const QString &industry, bool force)
{
    return run("develop", player, {{"action", "build"}, {"industry", ss(industry)}, {"force", force}});
}

bool WealthGame::moveTiles(int player, int tiles, int forced, int ontoOwnFlags)
{
    return run("develop", player, {{"action", "move"}, {"tiles", tiles}, {"forced", forced}, {"onto_own_flags", ontoOwnFlags}});
}

bool WealthGame::automate(int player) { return run("develop", player, {{"action", "automate"}}); }

bool WealthGame::addBloc(int player, const QString &industry, int tiles, int fullDots, int fedTiles, int sharedDots,
                         int unfedDots, bool automated, bool oreFeed)
{
    const json b = blocJson(industry, tiles, fullDots, fedTiles, sharedDots, unfedDots, automated, oreFeed);
    try {
        won::readBloc(b, "bloc"); // the engine's checks, before it is listed
    } catch (const std::exception &e) {
        return fail(QString::fromUtf8(e.what()));
    }
    auto &list = m_pendingBlocs[player];
    if (!list.is_array())
        list = json::array();
    list.push_back(b);
    clearError();
    Q_EMIT changed();
    return true;
}

void WealthGame::removeBloc(int player, int index)
{
    auto it = m_pendingBlocs.find(player);
    if (it == m_pendingBlocs.end() || index < 0 || index >= int(it->second.size()))
        return;
    it->second.erase(it->second.begin() + index);
    Q_EMIT changed();
}

QVariantList WealthGame::pendingBlocs(int player) const
{
    QVariantList out;
    const auto it = m_pendingBlocs.find(player);
    if (it == m_pendingBlocs.end())
        return out;
    for (const json &b : it->second) {
        const QVariantMap r = blocOutput(qs(b["industry"].get<std::string>()), b["tiles"].get<int>(), b["full_dots"].get<int>(),
                                         b["fed_tiles"].get<int>(), b["shared_dots"].get<int>(), b["unfed_dots"].get<int>(),
                                         b["automated"].get<bool>(), b.value("feed", std::string()) == "ore");
        QVariantMap v = toVariant(b).toMap();
        v[QStringLiteral("text")] = r.value(QStringLiteral("text"));
        out.append(v);
    }
    return out;
}

bool WealthGame::produce(int player)
{
    const auto it = m_pendingBlocs.find(player);
    const json blocs = it == m_pendingBlocs.end() ? json::array() : it->second;
    if (!run("produce", player, {{"blocs", blocs}}))
        return false;
    m_pendingBlocs.erase(player);
    Q_EMIT changed();
    return true;
}

bool WealthGame::endPhase(bool everyHexFilled)
{
    json args = json::object();
    if (phase() == QLatin1String("develop"))
        args["every_hex_filled"] = everyHexFilled;
    if (!run("end_phase", -1, args))
        return false;
    m_pendingBlocs.clear();
    return true;
}

bool WealthGame::finalMoney(int player, int money) { return run("final_money", player, {{"money", money}}); }

bool WealthGame::correctPrice(const QString &market, const QString &price, int well, double value)
{
    json args = {{"market", ss(market)}, {"price", ss(price)}};
    if (well > 0)
        args["well"] = well;
    if (std::floor(value) == value)
        args["value"] = int(value);
    else
        args["value"] = value;
    return run("correct_price", -1, args);
}

bool WealthGame::resetPrice(const QString &market, const QString &price, int well)
{
    json args = {{"market", ss(market)}, {"price", ss(price)}, {"value", nullptr}};
    if (well > 0)
        args["well"] = well;
    return run("correct_price", -1, args);
}

bool WealthGame::forgetCorrections()
{
    if (!m_store)
        return fail(tr("Nothing can be saved: the database is not available."));
    try {
        m_store->clearNationCorrection(kGameType, kPriceTablesRow, '\0');
    } catch (const std::exception &e) {
        return fail(QString::fromUtf8(e.what()));
    }
    Q_EMIT historyChanged();
    return true;
}

bool WealthGame::setMarket(const QString &commodity, int cubes) { return run("set_market", -1, {{"commodity", ss(commodity)}, {"cubes", cubes}}); }

QString WealthGame::sourceText(const QString &rule) const
{
    return tr("Wealth of Nations rulebook: %1").arg(rule); // "W l.702": line 702 of its text (docs/state-format-wealth.md)
}

} // namespace nc::app
